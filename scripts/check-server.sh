#!/usr/bin/env bash
# The sizing service's check: builds and tests the Server package (its own
# package, so the libraries' builds never compile SwiftNIO), then starts the
# built textmeasure-server on a free loopback port, checks /health and one
# measure request with curl, stops it with SIGTERM and checks that it exits 0.
# Usage: bash scripts/check-server.sh
set -euo pipefail
cd "$(dirname "$0")/../Server"

swift build --product textmeasure-server
swift test

binary="$(swift build --show-bin-path)/textmeasure-server"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$binary" --host 127.0.0.1 --port "$port" --font-dir ../Fonts --no-system-fallback \
  >"$log" 2>&1 &
server=$!

for _ in $(seq 1 100); do
  curl --silent --fail "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
  sleep 0.1
done
health="$(curl --silent --fail "http://127.0.0.1:$port/health")"
test "$health" = '{"status":"ok"}' || { echo "check-server: /health answered '$health'" >&2; cat "$log" >&2; exit 1; }

answer="$(curl --silent --fail -H 'Content-Type: application/json' \
  -d '{"id":1,"text":"Hello, World!","font_file":"Inter/Inter-Regular.otf","size":17}' \
  "http://127.0.0.1:$port/v1/measure")"
case "$answer" in
  *'"lines":["Hello, World!"]'*) ;;
  *) echo "check-server: /v1/measure answered '$answer'" >&2; cat "$log" >&2; exit 1 ;;
esac

kill -TERM "$server"
status=0
wait "$server" || status=$?
test "$status" -eq 0 || { echo "check-server: exited $status after SIGTERM" >&2; cat "$log" >&2; exit 1; }
echo "check-server: /health, /v1/measure and a clean SIGTERM exit on port $port"
