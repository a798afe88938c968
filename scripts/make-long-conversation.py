#!/usr/bin/env python3
"""Writes a conversation of any length in the format of Examples/conversation.json.

    python3 scripts/make-long-conversation.py COUNT [--texts FILE.jsonl] [-o FILE]

Message N (from 0) takes item N modulo the pool's length: by default the pool is
the messages of Examples/conversation.json (its texts and its photo) followed by
the texts of Examples/messages.jsonl, 26 items; --texts takes the "text" of
every line of a JSONL file instead (Benchmarks/Corpus/chat-public.jsonl holds
230 texts in 13 languages). Senders alternate between the user, "ana"
(outgoing), and the others, "sam" and "lee" in turn (incoming), so sides and
incoming participants alternate. Ids are m1, m2, …; message N is dated 37 s × N
after 2024-05-03T18:02:11Z. The same COUNT always gives the same bytes. The
conversation goes to standard output unless -o names a file.
"""

import argparse
import datetime
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "Examples" / "conversation.json"
EXAMPLE_TEXTS = ROOT / "Examples" / "messages.jsonl"
PARTICIPANTS = [
    {"id": "ana", "name": "Ana Ferreira"},
    {"id": "sam", "name": "Sam Okafor"},
    {"id": "lee", "name": "Lee Chen"},
]
START = datetime.datetime(2024, 5, 3, 18, 2, 11, tzinfo=datetime.timezone.utc)
SECONDS_APART = 37


def jsonl_texts(path):
    """The "text" of every non-empty line of a JSONL file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [{"text": json.loads(line)["text"]} for line in lines if line.strip()]


def example_pool():
    """The example conversation's message contents (text or media), then the example texts."""
    messages = json.loads(EXAMPLE.read_text(encoding="utf-8"))["messages"]
    contents = [{key: message[key] for key in ("text", "media") if key in message} for message in messages]
    return contents + jsonl_texts(EXAMPLE_TEXTS)


def sender(index):
    """Odd messages are the user's; even ones alternate between the two others."""
    if index % 2 == 1:
        return "ana"
    return "sam" if index // 2 % 2 == 0 else "lee"


def conversation(count, pool):
    messages = []
    for index in range(count):
        date = START + datetime.timedelta(seconds=SECONDS_APART * index)
        message = {"id": f"m{index + 1}", "sender": sender(index), "date": date.strftime("%Y-%m-%dT%H:%M:%SZ")}
        message.update(pool[index % len(pool)])
        messages.append(message)
    return {"title": f"Long conversation ({count} messages)", "me": "ana", "participants": PARTICIPANTS,
            "messages": messages}


def write(value, output):
    """The example's layout: one participant and one message a line."""
    def line(item):
        return json.dumps(item, ensure_ascii=False)
    output.write("{\n")
    output.write(f'  "title": {line(value["title"])},\n  "me": {line(value["me"])},\n')
    output.write('  "participants": [\n' + ",\n".join("    " + line(p) for p in value["participants"]) + "\n  ],\n")
    output.write('  "messages": [\n' + ",\n".join("    " + line(m) for m in value["messages"]) + "\n  ]\n}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, help="how many messages (at least 1)")
    parser.add_argument("--texts", type=pathlib.Path, help="a JSONL file whose \"text\" fields are the pool")
    parser.add_argument("-o", "--output", type=pathlib.Path, help="the file to write (default: standard output)")
    arguments = parser.parse_args()
    if arguments.count < 1:
        parser.error("COUNT must be at least 1")
    pool = jsonl_texts(arguments.texts) if arguments.texts else example_pool()
    if not pool:
        parser.error(f"{arguments.texts} holds no texts")
    value = conversation(arguments.count, pool)
    if arguments.output:
        with arguments.output.open("w", encoding="utf-8") as output:
            write(value, output)
    else:
        write(value, sys.stdout)


if __name__ == "__main__":
    main()
