#!/usr/bin/env bash
# How `textmeasure measure --jsonl` behaves as a co-process:
#   bash Benchmarks/batch-streaming.sh [ROOT]    (ROOT: the package whose CLI is measured; default ..)
# - first answer: the median, over LAUNCHES launches (default 10), of the time
#   from writing one request to a pipe that stays open to reading its answer
#   (first-answer.py), the request written at launch and 1 s after it; the
#   Pango peer (pango-jsonl) beside. A process that gives no answer within
#   5 s is reported as such.
# - peak RSS (/usr/bin/time's maximum resident set size) over 100,000 and
#   1,000,000 distinct lines (the corpus texts, each with its line number
#   appended), and their ratio (1 is flat).
# - core scaling: the same 200,000 distinct lines on one core
#   (taskset -c 0) and on two (taskset -c 0,1): wall time, lines per second
#   and their ratio; and beside them the machine's ceiling, two processes of
#   one job each, one per core, on half the lines each.
# Took 12.5 minutes on 2 busy cores with the CLI of 0.1.0, 7 of them the 1,000,000 lines.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")"
ROOT=${1:-..}
launches=${LAUNCHES:-10}
source ./batch-peers.sh

rows=()
request=$(requests distinct 1 "$returns")
for delay in 0 1; do
  echo "first answer, request written ${delay} s after launch ..." >&2
  ours_answer=$(python3 first-answer.py "$launches" "$delay" 5 "$request" -- "${ours[@]}")
  pango_answer=$(python3 first-answer.py "$launches" "$delay" 5 "$request" -- "${pango[@]}")
  rows+=("| first answer, request written $delay s after launch (median of $launches) | $ours_answer | $pango_answer |")
done

peak_rss() {  # LINES -> "KiB seconds": peak RSS and wall time of ours over LINES distinct lines
  local result elapsed kibibytes
  requests distinct "$1" "$returns" > "$scratch/requests.jsonl"
  result=$(timed_run "$scratch/requests.jsonl" "${ours[@]}")
  read -r elapsed _ _ kibibytes <<< "$result"
  echo "$kibibytes $elapsed"
}
echo "peak RSS over 100000 and 1000000 lines ..." >&2
small=$(peak_rss 100000)
large=$(peak_rss 1000000)
for run in "100000 $small" "1000000 $large"; do
  read -r lines kibibytes elapsed <<< "$run"
  rows+=("| peak RSS, $lines distinct lines | $((kibibytes / 1024)) MiB (in $elapsed s) | |")
done
rows+=("| peak RSS, 1000000 ÷ 100000 lines | $(awk -v a="${large% *}" -v b="${small% *}" \
  'BEGIN { printf "%.2f", a / b }') | |")

scaling_lines=200000
requests distinct "$scaling_lines" "$returns" > "$scratch/requests.jsonl"
lines_per_second() {  # CORES -> lines per second of ours on those cores (taskset -c CORES)
  local result elapsed
  echo "$scaling_lines lines on cores $1 ..." >&2
  result=$(timed_run "$scratch/requests.jsonl" taskset -c "$1" "${ours[@]}")
  read -r elapsed _ <<< "$result"
  awk -v n="$scaling_lines" -v t="$elapsed" 'BEGIN { printf "%.0f", n / t }'
}
one_core=$(lines_per_second 0)
two_cores=$(lines_per_second 0,1)
rows+=("| $scaling_lines distinct lines on one core (taskset -c 0) | $one_core lines/s | |")
rows+=("| $scaling_lines distinct lines on two cores (taskset -c 0,1) | $two_cores lines/s | |")
rows+=("| two cores ÷ one core | $(awk -v a="$two_cores" -v b="$one_core" 'BEGIN { printf "%.2f", a / b }') | |")

# The machine's own two-core ceiling: two processes of one job each, one per
# core, on half the lines each, sharing nothing but the hardware (on a virtual
# machine two cores may be one physical core's two hardware threads).
half=$((scaling_lines / 2))
head -n "$half" "$scratch/requests.jsonl" > "$scratch/first-half.jsonl"
tail -n +"$((half + 1))" "$scratch/requests.jsonl" > "$scratch/second-half.jsonl"
echo "two processes of one job, one per core, $half lines each ..." >&2
start=$(date +%s.%N)
{ taskset -c 0 "${ours[@]}" --jobs 1 < "$scratch/first-half.jsonl" | check_answers "$scratch/first-half.jsonl"; } &
first=$!
taskset -c 1 "${ours[@]}" --jobs 1 < "$scratch/second-half.jsonl" | check_answers "$scratch/second-half.jsonl"
wait "$first"
two_processes=$(awk -v n="$scaling_lines" -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", n / (b - a) }')
rows+=("| two processes of one job, one per core, $half lines each | $two_processes lines/s | |")
rows+=("| two processes ÷ one core (the hardware's ceiling) | $(awk -v a="$two_processes" -v b="$one_core" \
  'BEGIN { printf "%.2f", a / b }') | |")

printf '\n| measure | ours | Pango |\n| --- | ---: | ---: |\n'
printf '%s\n' "${rows[@]}"
