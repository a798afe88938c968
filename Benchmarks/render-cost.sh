#!/usr/bin/env bash
# What `textmeasure render` costs, and how much of it is PNG encoding:
#   bash Benchmarks/render-cost.sh [STYLE] [SCALE]          (jsq 2 by default)
# For the bundled 20-message example and for 500 and 5,000 messages (the
# example repeated, scripts/make-long-conversation.py), prints:
# - callgrind's instructions for the whole render and the share spent
#   encoding the PNG (PNGEncoder's write and finish: the row conversion,
#   libpng, zlib and the file writes), for --compression fast (and smallest
#   for 20 messages: level 9 on longer ones takes many minutes under callgrind);
# - the peak resident memory of the render (/usr/bin/time -v), without valgrind;
# - the PNG's size;
# - for 5,000 messages, whether every bubble has the size it has in the
#   first 40 messages laid out alone (the --json output compared).
# Builds textmeasure in release; strips its debug info, which this valgrind cannot read.
set -euo pipefail
cd "$(dirname "$0")/.."
style=${1:-jsq}
scale=${2:-2}
swift build -c release --product textmeasure > /dev/null 2>&1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .build/release/textmeasure "$work/textmeasure"
strip --strip-debug "$work/textmeasure"
cp Examples/conversation.json "$work/conversation-20.json"
for count in 40 500 5000; do
  python3 scripts/make-long-conversation.py "$count" > "$work/conversation-$count.json"
done

instructions() {  # file compression -> "total encoding"
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/textmeasure" render "$1" \
    --style "$style" --scale "$scale" --compression "$2" -o "$work/out.png" > /dev/null 2>&1
  callgrind_annotate --inclusive=yes --threshold=100 "$work/callgrind.out" 2> /dev/null | awk '
    /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
    # The functions themselves (their closures are inside their inclusive counts).
    /PNGEncoderC5write4rows6stride5countySV_S2itKF \[|PNGEncoderC6finishyyKF \[|:tm_png_writer_start \[/ {
      gsub(",", "", $1); encoding += $1
    }
    END { printf "%.0f %.0f\n", total, encoding }'
}
peak_rss() {  # file compression -> kilobytes
  /usr/bin/time -v "$work/textmeasure" render "$1" --style "$style" --scale "$scale" --compression "$2" \
    -o "$work/out.png" \
    2>&1 > /dev/null | sed -n 's/.*Maximum resident set size (kbytes): //p'
}

megabytes() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1048576 }'; }

printf '| messages | compression | instructions | PNG encoding | share | peak RSS | PNG |\n'
printf '| ---: | --- | ---: | ---: | ---: | ---: | ---: |\n'
for count in 20 500 5000; do
  file="$work/conversation-$count.json"
  for compression in fast smallest; do
    if [ "$count" = 5000 ] && [ "$compression" = smallest ]; then continue; fi
    rss=$(peak_rss "$file" "$compression")
    bytes=$(stat -c %s "$work/out.png")
    if [ "$count" != 20 ] && { [ "$count" = 5000 ] || [ "$compression" = smallest ]; }; then
      printf '| %d | %s | - | - | - | %s | %s |\n' "$count" "$compression" "$(megabytes $((rss * 1024)))" \
        "$(megabytes "$bytes")"
      continue
    fi
    read -r total encoding <<< "$(instructions "$file" "$compression")"
    printf '| %d | %s | %d | %d | %.1f %% | %s | %s |\n' "$count" "$compression" "$total" "$encoding" \
      "$(awk -v a="$encoding" -v b="$total" 'BEGIN { print 100 * a / b }')" \
      "$(megabytes $((rss * 1024)))" "$(megabytes "$bytes")"
  done
done

"$work/textmeasure" render "$work/conversation-5000.json" --style "$style" --scale "$scale" --json \
  -o "$work/out.png" > "$work/5000.json"
"$work/textmeasure" render "$work/conversation-40.json" --style "$style" --scale "$scale" --json \
  -o "$work/out.png" > "$work/40.json"
python3 - "$work/5000.json" "$work/40.json" <<'PYTHON'
import json, sys
long, short = (json.load(open(path))["messages"] for path in sys.argv[1:])
size = lambda message: (message["bubble"]["width"], message["bubble"]["height"])
differ = [m["id"] for i, m in enumerate(long) if size(m) != size(short[i % len(short)])]
print(f"5000 messages: {len(long) - len(differ)} bubbles of the size they have among the first 40, {len(differ)} differ")
PYTHON
