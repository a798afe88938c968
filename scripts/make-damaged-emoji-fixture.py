#!/usr/bin/env python3
"""Makes the damaged colour-emoji fonts of the TextRender tests from Debian's Noto Color Emoji.

    pip install fonttools
    python3 scripts/make-damaged-emoji-fixture.py \\
        /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf Tests/TextRenderTests/Fixtures

writes two files into the folder (committed, so the tests and CI need no pip):

    EmojiPair.ttf             Noto Color Emoji cut down to two glyphs, U+1F600 and U+1F603
                              (CBDT format 17: a PNG each), every name record kept, which
                              includes the font's copyright and its licence (SIL OFL 1.1)
    EmojiPair-DamagedPNG.ttf  the same bytes with one byte inverted in the middle of the
                              IDAT data of U+1F600's PNG, as the font fuzzer damaged it:
                              FreeType then refuses the glyph (libpng finds the chunk's CRC
                              wrong) and cairo 1.16, which ignores that error, never returns
                              from cairo_show_glyphs

The tests find the glyphs, the PNGs and the damaged byte in the files themselves
(through the CBLC and CBDT tables), not from this comment.
"""
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

CODE_POINTS = [0x1F600, 0x1F603]
DAMAGED = 0x1F600


def cut_down(source, destination):
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    font = TTFont(source, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=CODE_POINTS)
    subsetter.subset(font)
    font.save(destination)


def png_range(path, code_point):
    """The file offsets of the PNG of `code_point`'s glyph: CBLC index format 1, CBDT format 17."""
    font = TTFont(path)
    glyph = font.getBestCmap()[code_point]
    glyph_id = font.getGlyphID(glyph)
    cbdt_offset = font.reader.tables["CBDT"].offset
    for strike in font["CBLC"].strikes:
        for index in strike.indexSubTables:
            if index.firstGlyphIndex <= glyph_id <= index.lastGlyphIndex:
                assert index.indexFormat == 1 and index.imageFormat == 17
                start, end = index.locations[glyph_id - index.firstGlyphIndex]
                # Format 17: smallGlyphMetrics (5 bytes), a 32-bit length, the PNG.
                data = bytes(font.reader["CBDT"][start:end])
                length = int.from_bytes(data[5:9], "big")
                return cbdt_offset + start + 9, cbdt_offset + start + 9 + length
    raise SystemExit(f"U+{code_point:04X} has no CBDT bitmap")


def idat_middle(png, png_start):
    """The file offset of the middle byte of the PNG's first IDAT chunk's data."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at = 8
    while at < len(png):
        length = int.from_bytes(png[at:at + 4], "big")
        if png[at + 4:at + 8] == b"IDAT":
            return png_start + at + 8 + length // 2
        at += 12 + length
    raise SystemExit("the PNG has no IDAT chunk")


def main(source, folder):
    folder = Path(folder)
    intact = folder / "EmojiPair.ttf"
    cut_down(source, intact)
    start, end = png_range(intact, DAMAGED)
    data = bytearray(intact.read_bytes())
    offset = idat_middle(bytes(data[start:end]), start)
    data[offset] ^= 0xFF
    (folder / "EmojiPair-DamagedPNG.ttf").write_bytes(data)
    print(f"U+{DAMAGED:04X}: PNG at bytes {start}..<{end}, byte {offset} inverted")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    main(sys.argv[1], sys.argv[2])
