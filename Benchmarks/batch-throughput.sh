#!/usr/bin/env bash
# Throughput of `textmeasure measure --jsonl` against the Pango peer
# (pango-jsonl), both whole processes answering the same JSONL lines:
#   bash Benchmarks/batch-throughput.sh [ROOT]    (ROOT: the package whose CLI is measured; default ..)
# For "distinct" lines (the corpus texts, each with its line number appended)
# and "cycled" lines (the corpus texts unchanged), prints instructions per
# line (callgrind, whole process: CALLGRIND_LINES lines, default 2,000) and
# CPU time per line (user + system: CPU_LINES lines, default 50,000), and
# ours' throughput in multiples of Pango's (Pango's cost ÷ ours). Every run
# starts with the same warm-up, one pass over the corpus, and the run of the
# warm-up alone is subtracted: startup and first use of each font count for
# neither engine.
# The first 2,000 distinct lines fill a cache that is still growing; once it
# is full each line also evicts. So distinct lines are counted a second time
# in steady state: lines STEADY_FROM + 1 to STEADY_FROM + CALLGRIND_LINES
# (default from 20,000: our resident memory, the 64 MiB cache filling, stops
# its steep rise near 10,000), the run of the first STEADY_FROM lines
# subtracted. STEADY_FROM=0 skips it.
# Took 5 minutes on 2 busy cores with the CLI of 0.1.0; the steady state adds
# four long runs under callgrind (ours' two took 12 minutes at a load average
# of 10, and Pango's execute about 3.5 times as many instructions).
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")"
ROOT=${1:-..}
callgrind_lines=${CALLGRIND_LINES:-2000}
cpu_lines=${CPU_LINES:-50000}
steady_from=${STEADY_FROM:-20000}
source ./batch-peers.sh

instructions() {  # FILE COMMAND... -> instructions the whole process executed
  local input=$1
  shift
  { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$input" 2> "$scratch/valgrind" || true; } \
    | check_answers "$input"
  sed -n 's/.*Collected : //p' "$scratch/valgrind"
}
cpu_seconds() {  # FILE COMMAND... -> user + system seconds
  timed_run "$@" | awk '{ print $2 + $3 }'
}
per_line() {  # COST_WITH_N_LINES COST_OF_WARM_UP N UNIT FORMAT -> (cost - warm-up) / N in UNITs
  awk -v n="$1" -v z="$2" -v lines="$3" -v unit="$4" -v format="$5" 'BEGIN { printf format, (n - z) / lines / unit }'
}
# Prints "OURS PANGO": the cost per line of LINES KIND lines after the warm-up,
# measured with MEASURE (instructions or cpu_seconds), less OURS_BEFORE and
# PANGO_BEFORE (the warm-up's, or that of the lines before the COUNTED last
# ones), divided by COUNTED (default LINES).
costs_per_line() {  # MEASURE KIND LINES OURS_BEFORE PANGO_BEFORE UNIT FORMAT [COUNTED]
  local measure=$1 kind=$2 lines=$3 counted=${8:-$3} input="$scratch/$2-$1.jsonl" ours_total pango_total
  { cat "$scratch/warm-up.jsonl"; requests "$kind" "$lines" "$returns"; } > "$input"
  ours_total=$("$measure" "$input" "${ours[@]}")
  pango_total=$("$measure" "$input" "${pango[@]}")
  echo "$(per_line "$ours_total" "$4" "$counted" "$6" "$7") $(per_line "$pango_total" "$5" "$counted" "$6" "$7")"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "n/a" }'; }

corpus_lines=$(grep -c . Corpus/chat-public.jsonl)
requests cycled "$corpus_lines" "$returns" > "$scratch/warm-up.jsonl"
ours_warm_up=$(instructions "$scratch/warm-up.jsonl" "${ours[@]}")
pango_warm_up=$(instructions "$scratch/warm-up.jsonl" "${pango[@]}")
ours_warm_up_cpu=$(cpu_seconds "$scratch/warm-up.jsonl" "${ours[@]}")
pango_warm_up_cpu=$(cpu_seconds "$scratch/warm-up.jsonl" "${pango[@]}")

rows=()
for kind in distinct cycled; do
  echo "$kind lines: callgrind ($callgrind_lines lines) ..." >&2
  read -r ours_instructions pango_instructions < <(costs_per_line instructions "$kind" "$callgrind_lines" \
    "$ours_warm_up" "$pango_warm_up" 1 "%.0f")
  echo "$kind lines: CPU time ($cpu_lines lines) ..." >&2
  read -r ours_cpu pango_cpu < <(costs_per_line cpu_seconds "$kind" "$cpu_lines" \
    "$ours_warm_up_cpu" "$pango_warm_up_cpu" 1e-6 "%.2f")
  rows+=("| $kind | $ours_instructions | $pango_instructions | $(ratio "$pango_instructions" "$ours_instructions") \
| $ours_cpu | $pango_cpu | $(ratio "$pango_cpu" "$ours_cpu") |")
done

if [ "$steady_from" -gt 0 ]; then
  steady_lines="lines $((steady_from + 1))–$((steady_from + callgrind_lines))"
  echo "distinct lines, steady state: callgrind ($steady_lines) ..." >&2
  { cat "$scratch/warm-up.jsonl"; requests distinct "$steady_from" "$returns"; } > "$scratch/before-steady.jsonl"
  ours_before=$(instructions "$scratch/before-steady.jsonl" "${ours[@]}")
  pango_before=$(instructions "$scratch/before-steady.jsonl" "${pango[@]}")
  read -r ours_instructions pango_instructions < <(costs_per_line instructions distinct \
    $((steady_from + callgrind_lines)) "$ours_before" "$pango_before" 1 "%.0f" "$callgrind_lines")
  rows+=("| distinct, $steady_lines (steady state) | $ours_instructions | $pango_instructions \
| $(ratio "$pango_instructions" "$ours_instructions") | | | |")
fi

request="plain requests"
[ -z "$returns" ] || request="requests with \"returns\": \"$returns\""
printf '\nours: %s; the warm-up alone (startup and %s lines): ours %s instructions and %s s CPU, ' \
  "$request" "$corpus_lines" "$ours_warm_up" "$ours_warm_up_cpu"
printf 'Pango %s and %s s\n\n' "$pango_warm_up" "$pango_warm_up_cpu"
printf '| lines | ours instructions/line | Pango instructions/line | ours ÷ Pango throughput (instructions) '
printf '| ours CPU µs/line | Pango CPU µs/line | ours ÷ Pango throughput (CPU) |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n'
printf '%s\n' "${rows[@]}"
