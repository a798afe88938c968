#!/usr/bin/env python3
"""Turns an oracle run into the regression fixture of the Chromium comparison.

    bash ../shared/oracle/run_all.sh --out-dir .oracle-out
    python3 scripts/make-chromium-fixture.py .oracle-out > Tests/TextMeasureTests/Fixtures/chromium-lines.jsonl

With a corpus of its own (the quotation-mark fixture), name it second:

    python3 ../shared/oracle/cases.py --corpus Tests/TextMeasureTests/Fixtures/quotation-marks.jsonl --full \
        --out-dir .oracle-quotes
    python3 ../shared/oracle/chromium_oracle.py --out-dir .oracle-quotes
    python3 scripts/make-chromium-fixture.py .oracle-quotes \
        "Tests/TextMeasureTests/Fixtures/quotation-marks.jsonl (--full cases)" \
        > Tests/TextMeasureTests/Fixtures/chromium-quotation-lines.jsonl

The first line is the provenance (Chromium's version, the fallback chain, the
emoji policy's source, the date); every other line is one case with the line
texts Chromium gave. The bundled Inter stands in for Debian's fonts-inter file
(the same bytes).
"""
import datetime
import json
import os
import subprocess
import sys

out = sys.argv[1] if len(sys.argv) > 1 else ".oracle-out"
fonts = json.load(open(os.path.join(out, "fonts.json"), encoding="utf-8"))
cases = {}
with open(os.path.join(out, "cases.jsonl"), encoding="utf-8") as f:
    for line in f:
        if line.strip():
            c = json.loads(line)
            cases[c["id"]] = c
try:
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
except OSError:
    version = "unknown"
header = {
    "provenance": "shared/oracle chromium_oracle.py on "
    + (sys.argv[2] if len(sys.argv) > 2 else "shared/corpus/chat-public.jsonl (default cases)"),
    "engine": version,
    "date": datetime.date.today().isoformat(),
    "css": "line-height: normal; white-space: pre-wrap; overflow-wrap: break-word; word-break: normal; "
           "unicode-bidi: plaintext; hyphens: manual; tab-size: 8; 1 px = 1 pt",
    "fallback_chain": [[c["file"], c.get("index", 0)] for c in fonts["fallback_chain"]],
    "inter": "Fonts/Inter/Inter-Regular.otf stands in for /usr/share/fonts/opentype/inter/Inter-Regular.otf",
}
print(json.dumps(header, ensure_ascii=False))
with open(os.path.join(out, "out", "chromium.jsonl"), encoding="utf-8") as f:
    for line in f:
        if not line.strip():
            continue
        r = json.loads(line)
        c = cases[r["id"]]
        primary = c["font_file"]
        if primary.endswith("/Inter-Regular.otf"):
            primary = "bundled:Inter-Regular"
        print(json.dumps({"id": r["id"], "cat": c["cat"], "text": c["text"], "font": primary,
                          "index": c.get("font_index", 0), "size": c["size_px"], "width": c["width_px"],
                          "lines": r["lines"]}, ensure_ascii=False))
