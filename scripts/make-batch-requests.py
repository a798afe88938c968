#!/usr/bin/env python3
"""Writes `textmeasure measure --jsonl` requests made from the project's chat corpus.

    python3 scripts/make-batch-requests.py COUNT [--distinct] [--size 17] [--width 250] [--font Inter]

Request N sizes corpus text N modulo the corpus's length
(Benchmarks/Corpus/chat-public.jsonl, 230 messages in 27 categories and 13
languages). With --distinct each text is followed by " #N", so no two requests
share a text and none is answered from a cache of whole texts; without it the
texts cycle unchanged. Ids are "r0", "r1", ... The requests go to standard output.
"""

import argparse
import json
import pathlib
import sys

CORPUS = pathlib.Path(__file__).resolve().parent.parent / "Benchmarks" / "Corpus" / "chat-public.jsonl"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, help="how many requests")
    parser.add_argument("--distinct", action="store_true", help="append each request's number to its text")
    parser.add_argument("--size", type=float, default=17.0, help="point size (default 17)")
    parser.add_argument("--width", type=float, default=250.0, help="width in points (default 250)")
    parser.add_argument("--font", default="Inter", help="font name (default Inter, the bundled face)")
    arguments = parser.parse_args()
    texts = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    size = int(arguments.size) if arguments.size.is_integer() else arguments.size
    width = int(arguments.width) if arguments.width.is_integer() else arguments.width
    output = sys.stdout
    for number in range(arguments.count):
        text = texts[number % len(texts)]
        if arguments.distinct:
            text = f"{text} #{number}"
        request = {"id": f"r{number}", "text": text, "font": arguments.font, "size": size, "width": width}
        output.write(json.dumps(request, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
