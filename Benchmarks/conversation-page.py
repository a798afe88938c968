#!/usr/bin/env python3
"""Writes a conversation (Examples/conversation.json's format) as an HTML page in JSQ's look.

    python3 Benchmarks/conversation-page.py CONVERSATION.json PAGE.html

The page is what a web developer would write to show the conversation as
`textmeasure render --style jsq` draws it, for headless Chromium to screenshot
(render-vs-chromium.sh): a 375 px column in normal flow with JSQ's numbers, not
a pixel copy of our picture. Each message is a cell 4 px below the last, in a
column inset 10 px top and bottom and 4 px left and right. A cell holds, as
JSQ's demo labels it, a timestamp ("May 3, 2024 6:02 PM", UTC) in a 20 px band
on every third message, the sender's name in a 20 px band over an incoming
bubble whose sender differs from the message before, a 30 × 30 grey circle with
the sender's initials at the cell's bottom on the message's side, 2 px from the
bubble, and the bubble: rounded 16 px, with a tail in the 6 px beside it on
the message's side, text insets 7 px top and bottom and 14 px left and right,
text at most 251 px wide (JSQ's in a 375-point view), light grey with black
text for others and rgb(0, 122, 255) with white text for the user's own. Media
are a 210 × 150 grey bubble with a picture symbol. Text is the bundled Inter
Regular at 17 px (labels at 12 px), loaded by @font-face from the file
beside this package's sources; characters Inter lacks fall back to the
system's fonts through Fontconfig, as the CLI's do. Lines wrap at spaces, and
inside a word too long for a line, as a UITextView does; each paragraph takes
its direction from its first strong character, so Arabic lines align right.
"""

import argparse
import datetime
import html
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
INTER = ROOT / "Fonts" / "Inter" / "Inter-Regular.otf"

STYLE = """
@font-face { font-family: "Inter"; src: url("FONT_URL") format("opentype"); }
html, body { margin: 0; background: #fff; }
body { width: 375px; box-sizing: border-box; padding: 6px 4px 10px; font-family: "Inter"; }
.cell { margin-top: 4px; }
.stamp, .name { height: 20px; line-height: 20px; font-size: 12px; color: rgb(170, 170, 170); }
.stamp { text-align: center; }
.name { padding-left: 60px; }
.row { display: flex; align-items: flex-end; gap: 2px; }
.out .row { flex-direction: row-reverse; }
.avatar { flex: none; width: 30px; height: 30px; border-radius: 50%; background: rgb(142, 142, 147);
  color: #fff; font-size: 12px; display: flex; align-items: center; justify-content: center; }
.bubble { position: relative; max-width: 251px; padding: 7px 14px; border-radius: 16px; font-size: 17px;
  white-space: pre-wrap; overflow-wrap: anywhere; unicode-bidi: plaintext;
  background: rgb(229, 229, 234); color: #000; }
.in .bubble { margin-left: 6px; }
.out .bubble { margin-right: 6px; background: rgb(0, 122, 255); color: #fff; }
.bubble::after { content: ""; position: absolute; bottom: 0; width: 14px; height: 16px; background: inherit; }
.in .bubble::after { left: -6px; clip-path: path("M0 16 C4 14 6 10 6 4 L14 0 L14 16 Z"); }
.out .bubble::after { right: -6px; clip-path: path("M14 16 C10 14 8 10 8 4 L0 0 L0 16 Z"); }
.bubble.media { width: 210px; height: 150px; padding: 0; background: rgb(199, 199, 204);
  display: flex; align-items: center; justify-content: center; }
"""

PICTURE = (
    '<svg width="90" height="70" viewBox="0 0 90 70"><rect x="2" y="2" width="86" height="66" fill="none" '
    'stroke="#fff" stroke-width="4"/><path d="M8 62 L34 28 L50 46 L60 36 L82 62 Z" fill="#fff"/>'
    '<circle cx="66" cy="18" r="7" fill="#fff"/></svg>')


def timestamp(date):
    """JSQ's demo timestamp, "May 3, 2024 6:02 PM", in UTC."""
    moment = datetime.datetime.fromisoformat(date.replace("Z", "+00:00")).astimezone(datetime.timezone.utc)
    hour = moment.hour % 12 or 12
    return f"{moment:%b} {moment.day}, {moment.year} {hour}:{moment:%M} {'AM' if moment.hour < 12 else 'PM'}"


def initials(name):
    """Up to two initials of a display name, as the renderer's avatars show."""
    words = name.replace("-", " ").replace("_", " ").split()
    return "".join(word[0] for word in words[:2]).upper()


def cell(conversation, index, names):
    message = conversation["messages"][index]
    sender = message["sender"]
    outgoing = sender == conversation["me"]
    parts = [f'<div class="cell {"out" if outgoing else "in"}">']
    if index % 3 == 0 and "date" in message:
        parts.append(f'<div class="stamp">{timestamp(message["date"])}</div>')
    previous = conversation["messages"][index - 1]["sender"] if index > 0 else None
    if not outgoing and sender != previous:
        parts.append(f'<div class="name">{html.escape(names.get(sender, sender))}</div>')
    if "media" in message:
        bubble = f'<div class="bubble media">{PICTURE}</div>'
    else:
        bubble = f'<div class="bubble">{html.escape(message["text"])}</div>'
    avatar = f'<div class="avatar">{html.escape(initials(names.get(sender, sender)))}</div>'
    parts.append(f'<div class="row">{avatar}{bubble}</div></div>')
    return "".join(parts)


def page(conversation):
    names = {participant["id"]: participant["name"] for participant in conversation.get("participants", [])}
    cells = "\n".join(cell(conversation, index, names) for index in range(len(conversation["messages"])))
    title = html.escape(conversation.get("title", "Conversation"))
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title>\n'
            f'<style>{STYLE.replace("FONT_URL", INTER.as_uri())}</style></head>\n<body>\n{cells}\n</body></html>\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("conversation", type=pathlib.Path, help="the conversation (JSON)")
    parser.add_argument("page", type=pathlib.Path, help="the HTML file to write")
    arguments = parser.parse_args()
    conversation = json.loads(arguments.conversation.read_text(encoding="utf-8"))
    arguments.page.write_text(page(conversation), encoding="utf-8")


if __name__ == "__main__":
    main()
