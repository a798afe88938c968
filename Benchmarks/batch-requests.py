#!/usr/bin/env python3
"""Writes COUNT JSONL sizing requests for the batch benchmarks to stdout.

  batch-requests.py KIND COUNT FONT_FILE [RETURNS]

KIND "cycled" repeats the corpus texts (Corpus/chat-public.jsonl, field
"text") unchanged; "distinct" appends the line's number to each (" 1234"), so
that no text repeats. Every request is {"id", "text", "font_file", "size": 17,
"width": 250}, plus "returns": RETURNS when given. textmeasure reads every
field; the Pango peer (pango-jsonl) reads "id", "text", "size" and "width".
"""
import json
import pathlib
import sys


def main():
    if len(sys.argv) not in (4, 5) or sys.argv[1] not in ("cycled", "distinct"):
        sys.exit("usage: batch-requests.py cycled|distinct COUNT FONT_FILE [RETURNS]")
    kind, count, font_file = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    returns = sys.argv[4] if len(sys.argv) == 5 else None
    corpus = pathlib.Path(__file__).resolve().parent / "Corpus" / "chat-public.jsonl"
    texts = [json.loads(line)["text"] for line in corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    output = sys.stdout
    for number in range(1, count + 1):
        text = texts[(number - 1) % len(texts)]
        request = {
            "id": number,
            "text": f"{text} {number}" if kind == "distinct" else text,
            "font_file": font_file,
            "size": 17,
            "width": 250,
        }
        if returns is not None:
            request["returns"] = returns
        output.write(json.dumps(request, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
