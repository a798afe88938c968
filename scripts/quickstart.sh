#!/usr/bin/env bash
# One command on a fresh machine: install the dependencies, build, and measure
# the bundled example messages as a chat app would size its bubbles.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
swift build -c release --product textmeasure
echo "Measuring Examples/messages.jsonl (Inter, 17 pt, 250 pt wide; rect in points, unrounded):"
.build/release/textmeasure measure --jsonl < Examples/messages.jsonl | python3 -c '
import json, math, sys
for line in sys.stdin:
    r = json.loads(line)
    w, h = r["rect"]["width"], r["rect"]["height"]
    print("{:>15}: {} line(s), {:.3f} x {:.3f} pt, ceil {} x {}".format(
        r["id"], len(r["lines"]), w, h, math.ceil(w), math.ceil(h)))
'
