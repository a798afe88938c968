#!/usr/bin/env bash
# The soak on its own: COUNT random messages (default 20,000) sized on every
# core, resident memory sampled every INTERVAL seconds (default 5), then
# every result checked against one thread's (see Sources/soak-probe).
#   bash Benchmarks/soak.sh [COUNT [INTERVAL]]
# Prints the samples, the growth in the second half and the mismatches.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product soak-probe > /dev/null
.build/release/soak-probe "${1:-20000}" "${2:-5}" > /dev/null
