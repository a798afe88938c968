#!/usr/bin/env bash
# CPU time of drawing a whole conversation as one PNG: `textmeasure render`
# (JSQ style, scale 2) against headless Chromium's full-page screenshot of the
# same conversation as an HTML page in JSQ's look (375 px wide, device scale
# factor 2), both cold processes writing a PNG file:
#   bash Benchmarks/render-vs-chromium.sh [N...]     (default: 20 500 messages)
# For each N, scripts/make-long-conversation.py writes the conversation and
# conversation-page.py its page; one untimed run of each warms the file cache;
# then ROUNDS rounds (default 3), ours then Chromium's in each, are timed with
# /usr/bin/time: user + system seconds of the whole process tree (for
# Chromium, every process the browser starts: chromium-screenshot.py's tree
# less the driver's own time, which it reports). Prints the medians, their
# ratio and each picture's pixel size. A conversation our CLI refuses as too
# large is reported "refused" (Chromium is still timed). Needs Debian's
# chromium (`apt-get install chromium`, or CHROMIUM=PATH) and builds the
# release CLI of the package above Benchmarks/.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")"
rounds=${ROUNDS:-3}
counts=("$@")
[ "${#counts[@]}" -gt 0 ] || counts=(20 500)
chromium=${CHROMIUM:-$(command -v chromium || true)}
if [ -z "$chromium" ]; then
  echo "Chromium is missing: apt-get install chromium (or set CHROMIUM)" >&2
  exit 1
fi
root=$(realpath ..)
echo "building textmeasure (release) ..." >&2
swift build -c release --package-path "$root" --product textmeasure > /dev/null
textmeasure="$(swift build -c release --package-path "$root" --show-bin-path)/textmeasure"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Runs COMMAND... under /usr/bin/time; prints its user + system seconds, or
# "refused" when it exits non-zero saying the picture is too large. Any other
# failure stops the script with the command's error output.
cpu_seconds() {  # COMMAND...
  if /usr/bin/time -o "$scratch/time" -f '%U %S' "$@" > "$scratch/stdout" 2> "$scratch/stderr"; then
    awk '{ printf "%.2f", $1 + $2 }' "$scratch/time"
  elif grep -q 'too large' "$scratch/stderr"; then
    echo refused
  else
    echo "failed: $*" >&2
    cat "$scratch/stderr" >&2
    exit 1
  fi
}
# Runs chromium-screenshot.py's COMMAND... like cpu_seconds and prints the
# tree's seconds less the driver's own (the last word it prints).
chromium_seconds() {  # COMMAND...
  local total
  total=$(cpu_seconds "$@")
  awk -v total="$total" '{ driver = $NF } END { printf "%.2f", total - driver }' "$scratch/stdout"
}
median() {  # VALUES... -> the median, or "refused" if any value is
  printf '%s\n' "$@" | sort -g | awk '/refused/ { refused = 1 } { value[NR] = $1 } END {
    if (refused) { print "refused"; exit }
    middle = (NR + 1) / 2
    printf "%.2f", (value[int(middle)] + value[int(middle + 0.5)]) / 2
  }'
}
pixel_size() {  # PNG -> "WIDTH × HEIGHT" from its header, or "none"
  [ -s "$1" ] || { echo none; return; }
  od -An -tu1 -j16 -N8 "$1" | awk '{
    printf "%d × %d", (($1 * 256 + $2) * 256 + $3) * 256 + $4, (($5 * 256 + $6) * 256 + $7) * 256 + $8
  }'
}

rows=()
for count in "${counts[@]}"; do
  conversation="$scratch/conversation-$count.json"
  page="$scratch/conversation-$count.html"
  python3 ../scripts/make-long-conversation.py "$count" -o "$conversation"
  python3 conversation-page.py "$conversation" "$page"
  ours=("$textmeasure" render "$conversation" --style jsq --scale 2 -o "$scratch/ours-$count.png")
  theirs=(python3 chromium-screenshot.py "$page" "$scratch/chromium-$count.png" --width 375 --scale 2
    --chromium "$chromium")
  cpu_seconds "${ours[@]}" > /dev/null
  chromium_seconds "${theirs[@]}" > /dev/null
  ours_times=()
  chromium_times=()
  for round in $(seq "$rounds"); do
    rm -f "$scratch/ours-$count.png" "$scratch/chromium-$count.png"
    ours_times+=("$(cpu_seconds "${ours[@]}")")
    chromium_times+=("$(chromium_seconds "${theirs[@]}")")
    echo "$count messages, round $round, CPU seconds: ours ${ours_times[-1]}, Chromium ${chromium_times[-1]}" >&2
  done
  ours_median=$(median "${ours_times[@]}")
  chromium_median=$(median "${chromium_times[@]}")
  ratio=$(awk -v a="$ours_median" -v b="$chromium_median" \
    'BEGIN { if (a == "refused") print "refused"; else printf "%.2f×", a / b }')
  rows+=("| $count | $ours_median | $chromium_median | $ratio | $(pixel_size "$scratch/ours-$count.png") \
| $(pixel_size "$scratch/chromium-$count.png") |")
done

echo
echo "CPU seconds (user + system of the whole process tree; Chromium's without the Python driver), \
medians of $rounds rounds"
echo
echo "| messages | ours | Chromium | ours ÷ Chromium | our PNG (px) | Chromium's PNG (px) |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: |"
printf '%s\n' "${rows[@]}"
