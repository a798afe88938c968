#!/usr/bin/env bash
# One command on a fresh machine: install the dependencies, build, measure the
# bundled example messages as a chat app would size its bubbles, and draw the
# example conversation in every chat style into out/ (gitignored).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build -c release --product textmeasure
bin=.build/release/textmeasure

echo "Measuring Examples/messages.jsonl (Inter, 17 pt, 250 pt wide; rect in points, unrounded):"
"$bin" measure --jsonl < Examples/messages.jsonl | python3 -c '
import json, math, sys
for line in sys.stdin:
    r = json.loads(line)
    w, h = r["rect"]["width"], r["rect"]["height"]
    print("{:>15}: {} line(s), {:.3f} x {:.3f} pt, ceil {} x {}".format(
        r["id"], len(r["lines"]), w, h, math.ceil(w), math.ceil(h)))
'

mkdir -p out
styles=(jsq messagekit susi sms chatlog selfsizing)
for style in "${styles[@]}"; do
  echo
  echo "Rendering Examples/conversation.json in the $style style (375 pt wide, scale 2):"
  "$bin" render Examples/conversation.json --style "$style" --view-width 375 --scale 2 \
    -o "out/conversation-$style.png"
done
echo
echo "The PNGs are in $(pwd)/out/:"
for style in "${styles[@]}"; do echo "  out/conversation-$style.png"; done
echo "Add --debug-overlay to see line boxes, baselines, text rects and bubble insets."
