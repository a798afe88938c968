#!/usr/bin/env python3
"""Writes a conversation of N messages (Examples/README.md's format) to stdout: the
messages of Examples/conversation.json repeated in order, deterministically, with
ids m0001, m0002, ... and, on every other repetition, the two participants' sides
swapped (so both sides draw every text). For the render benchmarks and tests.

Usage: scripts/make-long-conversation.py 500 > conversation-500.json
"""
import json
import sys
from pathlib import Path


def main() -> None:
    count = int(sys.argv[1])
    example = json.loads((Path(__file__).resolve().parent.parent / "Examples/conversation.json").read_text())
    people = [participant["id"] for participant in example["participants"]]
    swapped = {people[0]: people[1], people[1]: people[0]}
    source = example["messages"]
    messages = []
    for index in range(count):
        repetition, message = divmod(index, len(source))
        message = dict(source[message])
        message["id"] = f"m{index + 1:04d}"
        if repetition % 2 == 1:
            message["sender"] = swapped[message["sender"]]
        messages.append(message)
    example["messages"] = messages
    json.dump(example, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
