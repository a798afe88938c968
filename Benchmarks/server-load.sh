#!/usr/bin/env bash
# A load test of textmeasure-server on loopback with wrk (Debian's `wrk`):
#   bash Benchmarks/server-load.sh [RSS_SECONDS]    (default 600: the RSS run's length)
# Builds the server and the CLI in release, starts the server on a free port,
# and prints, for one measure request and for a 100-message batch (a JSON
# array of the first 100 texts of Benchmarks/Corpus/chat-public.jsonl):
#   - requests per second and the p50 and p99 latency (wrk --latency,
#     WRK_SECONDS each, default 20, WRK_CONNECTIONS connections, default 8, 2 threads);
#   - the server's CPU time (user + system, from /proc) per message, beside
#     `textmeasure measure --jsonl`'s per line over the same 100 messages
#     repeated CLI_REPEATS times (default 100);
# then sends batches of ever new messages for RSS_SECONDS (the 100 texts,
# each with the batch's number appended, so that the text cache fills and
# evicts as a long-running service's does) and samples the server's resident
# memory before any request, every 10 seconds (the first, largest and last
# sample), and once more after 10 idle seconds. The run is bounded: every wrk run has its duration,
# and the server is stopped with SIGTERM at the end (its exit status checked).
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
rss_seconds=${1:-600}
wrk_seconds=${WRK_SECONDS:-20}
connections=${WRK_CONNECTIONS:-8}
cli_repeats=${CLI_REPEATS:-100}
command -v wrk >/dev/null || { echo "server-load: wrk is missing (apt-get install wrk)" >&2; exit 1; }

# TEXTMEASURE_CLI and TEXTMEASURE_SERVER name binaries built already; by default both are built in release.
cli=${TEXTMEASURE_CLI:-}
if [ -z "$cli" ]; then
  swift build -c release --product textmeasure >/dev/null
  cli="$(swift build -c release --show-bin-path)/textmeasure"
fi
server_binary=${TEXTMEASURE_SERVER:-}
if [ -z "$server_binary" ]; then
  swift build -c release --package-path Server --product textmeasure-server >/dev/null
  server_binary="$(swift build -c release --package-path Server --show-bin-path)/textmeasure-server"
fi

scratch="$(mktemp -d)"
server=""
cleanup() {
  [ -n "$server" ] && kill -TERM "$server" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT

# The bodies: one request, and the first 100 corpus texts as an array and as JSONL.
python3 - "$scratch" <<'PYTHON'
import json, pathlib, sys
scratch = pathlib.Path(sys.argv[1])
corpus = pathlib.Path("Benchmarks/Corpus/chat-public.jsonl").read_text().splitlines()
texts = [json.loads(line)["text"] for line in corpus if line][:100]
requests = [{"id": i, "text": t, "font": "Inter", "size": 17, "width": 250} for i, t in enumerate(texts)]
(scratch / "one.json").write_text(json.dumps(requests[0]))
(scratch / "batch.json").write_text(json.dumps(requests))
(scratch / "batch.jsonl").write_text("".join(json.dumps(r) + "\n" for r in requests))
# For the batches of new messages: each text as the start of a JSON string
# (its opening quote and escaped characters), in a Lua long string.
with open(scratch / "texts.lua", "w") as lua:
    lua.write("texts = {\n")
    for text in texts:
        lua.write("[==[" + json.dumps(text)[:-1] + "]==],\n")
    lua.write("}\n")
PYTHON
for kind in one batch; do
  cat > "$scratch/$kind.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = io.open("$scratch/$kind.json", "rb")
wrk.body = file:read("*a")
file:close()
LUA
done

cat > "$scratch/distinct.lua" <<LUA
dofile("$scratch/texts.lua")
local count = 0
request = function()
  count = count + 1
  local messages = {}
  for i, text in ipairs(texts) do
    messages[i] = '{"id":' .. i .. ',"text":' .. text .. ' ' .. count .. '","font":"Inter","size":17,"width":250}'
  end
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"}, "[" .. table.concat(messages, ",") .. "]")
end
LUA

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$server_binary" --port "$port" --no-system-fallback --max-concurrent-requests 1024 --log-level warning &
server=$!
for _ in $(seq 1 100); do curl --silent --fail "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$server/stat"; }
rss_kib() { awk '/^VmRSS/ { print $2 }' "/proc/$server/status"; }
ticks_per_second=$(getconf CLK_TCK)
startup_rss=$(rss_kib)

load() {  # KIND MESSAGES_PER_REQUEST -> one result row
  local kind=$1 messages=$2 before after requests
  wrk -t2 -c"$connections" -d"${wrk_seconds}s" -s "$scratch/$kind.lua" "http://127.0.0.1:$port/v1/measure" >/dev/null
  before=$(cpu_ticks)
  wrk -t2 -c"$connections" -d"${wrk_seconds}s" --latency -s "$scratch/$kind.lua" \
    "http://127.0.0.1:$port/v1/measure" > "$scratch/$kind.wrk"
  after=$(cpu_ticks)
  grep -q "Non-2xx" "$scratch/$kind.wrk" && { echo "server-load: error answers" >&2; cat "$scratch/$kind.wrk" >&2; exit 1; }
  requests=$(awk '/requests in/ { print $1 }' "$scratch/$kind.wrk")
  printf '| %s | %s | %s | %s | %.1f |\n' "$kind ($messages message(s))" \
    "$(awk '/Requests\/sec/ { print $2 }' "$scratch/$kind.wrk")" \
    "$(awk '$1 == "50%" { print $2 }' "$scratch/$kind.wrk")" "$(awk '$1 == "99%" { print $2 }' "$scratch/$kind.wrk")" \
    "$(echo "($after - $before) / $ticks_per_second * 1000000 / ($requests * $messages)" | bc -l)"
}

echo "wrk: ${wrk_seconds} s a run (after a ${wrk_seconds} s warm-up), $connections connections, 2 threads"
echo "| body | requests/s | p50 | p99 | server CPU µs per message |"
echo "| --- | ---: | ---: | ---: | ---: |"
load one 1
load batch 100

for _ in $(seq 1 "$cli_repeats"); do cat "$scratch/batch.jsonl"; done > "$scratch/cli.jsonl"
/usr/bin/time -f '%U %S' -o "$scratch/cli.time" "$cli" measure --jsonl < "$scratch/cli.jsonl" > /dev/null
awk -v lines=$((cli_repeats * 100)) '{ printf "| textmeasure measure --jsonl, %d lines | | | | %.1f |\n", lines, ($1 + $2) * 1000000 / lines }' \
  "$scratch/cli.time"

echo
echo "RSS over ${rss_seconds} s of batches of new messages (KiB, every 10 s):"
wrk -t2 -c"$connections" -d"${rss_seconds}s" -s "$scratch/distinct.lua" "http://127.0.0.1:$port/v1/measure" \
  > "$scratch/rss.wrk" &
load_run=$!
samples=()
while kill -0 "$load_run" 2>/dev/null; do samples+=("$(rss_kib)"); sleep 10; done
wait "$load_run"
sleep 10
largest=$(printf '%s\n' "${samples[@]}" | sort -n | tail -1)
echo "before any request $startup_rss, first ${samples[0]}, largest $largest, last ${samples[-1]}," \
  "after 10 idle seconds $(rss_kib)"
grep -q "Non-2xx" "$scratch/rss.wrk" && { echo "server-load: error answers" >&2; cat "$scratch/rss.wrk" >&2; exit 1; }
echo "$(awk '/requests in/ { print $1 }' "$scratch/rss.wrk") batches answered"

kill -TERM "$server"
status=0
wait "$server" || status=$?
server=""
test "$status" -eq 0 || { echo "server-load: the server exited $status after SIGTERM" >&2; exit 1; }
