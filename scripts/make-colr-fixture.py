#!/usr/bin/env python3
"""Makes the COLRv0 test font of the TextRender tests (we made it; no one else's glyphs).

    pip install fonttools
    python3 scripts/make-colr-fixture.py Tests/TextRenderTests/Fixtures/ColrTest.ttf

The generated file is committed, so the tests and CI need no pip. The font,
"ColrTest", has 1000 units per em, hhea ascender 800 and descender -200, and
one colour glyph, "A" (U+0041), 1000 units wide, made of two COLRv0 layers:

    layer 0, palette entry 0, rgb(220, 20, 60):  the square x 100..900, y 0..800
    layer 1, palette entry 1, rgb(30, 144, 255): the square x 300..700, y 200..600

(y up from the baseline). The base glyph's own outline, which a renderer
without COLR support draws, is the big square. The tests read these numbers
from the file's CPAL, COLR and glyf tables, not from this comment.
"""
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.C_O_L_R_ import LayerRecord, table_C_O_L_R_
from fontTools.ttLib.tables.C_P_A_L_ import Color, table_C_P_A_L_


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def main(path):
    order = [".notdef", "A", "A.layer0", "A.layer1"]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({0x41: "A"})
    glyphs = {
        ".notdef": square(50, 0, 450, 700),
        "A": square(100, 0, 900, 800),
        "A.layer0": square(100, 0, 900, 800),
        "A.layer1": square(300, 200, 700, 600),
    }
    builder.setupGlyf(glyphs)
    glyf = builder.font["glyf"]
    # Each left side bearing is the glyph's xMin, as in any consistent font.
    builder.setupHorizontalMetrics(
        {name: (500 if name == ".notdef" else 1000, glyf[name].xMin) for name in order})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "ColrTest", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()

    colr = table_C_O_L_R_()
    colr.version = 0
    colr.ColorLayers = {"A": [LayerRecord("A.layer0", 0), LayerRecord("A.layer1", 1)]}
    builder.font["COLR"] = colr

    cpal = table_C_P_A_L_()
    cpal.version = 0
    cpal.numPaletteEntries = 2
    cpal.palettes = [[Color(red=220, green=20, blue=60, alpha=255), Color(red=30, green=144, blue=255, alpha=255)]]
    builder.font["CPAL"] = cpal

    builder.save(path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Tests/TextRenderTests/Fixtures/ColrTest.ttf")
