#!/usr/bin/env python3
"""Writes `textmeasure measure --jsonl` requests made from the project's chat corpus.

    python3 scripts/make-batch-requests.py COUNT [--distinct] [--size 17] [--width 250]
        [--font Inter | --font-file FILE] [--returns rect|lines|glyphs]

Request N (from 1) sizes corpus text N - 1 modulo the corpus's length
(Benchmarks/Corpus/chat-public.jsonl, 230 messages in 27 categories and 13
languages), with id N. With --distinct each text is followed by " #N", so no two
requests share a text and none is answered from a cache of whole texts; without
it the texts cycle unchanged. The batch tests, the Spark recipe's check and the
batch benchmarks read these. The requests go to standard output.
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
    fonts = parser.add_mutually_exclusive_group()
    fonts.add_argument("--font", default="Inter", help="font name (default Inter, the bundled face)")
    fonts.add_argument("--font-file", help="font file, in place of a name")
    parser.add_argument("--returns", help="what the answers hold (the request's \"returns\"; default: absent)")
    arguments = parser.parse_args()
    texts = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    size = int(arguments.size) if arguments.size.is_integer() else arguments.size
    width = int(arguments.width) if arguments.width.is_integer() else arguments.width
    output = sys.stdout
    font = {"font_file": arguments.font_file} if arguments.font_file else {"font": arguments.font}
    returns = {"returns": arguments.returns} if arguments.returns else {}
    for number in range(1, arguments.count + 1):
        text = texts[(number - 1) % len(texts)]
        if arguments.distinct:
            text = f"{text} #{number}"
        request = {"id": number, "text": text, **font, "size": size, "width": width, **returns}
        output.write(json.dumps(request, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
