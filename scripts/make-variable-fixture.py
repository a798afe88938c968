#!/usr/bin/env python3
"""Makes DejaVuVariable.ttf, the variable-font test font of issue 17.

    pip install fonttools
    python3 scripts/make-variable-fixture.py Tests/TextMeasureTests/Fixtures/DejaVuVariable.ttf

It reads /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf (Debian's
fonts-dejavu-core; Bitstream Vera licence, DejaVu changes public domain).
The generated file is committed, so the tests and CI need no pip; running the
script again gives the same bytes (head.created and head.modified are copied
from DejaVu Sans, and fontTools is told not to stamp the time).

DejaVu Sans (TrueType `glyf` outlines, 2048 units per em) is cut down to
Basic Latin, Latin-1 (with U+00A0 and the soft hyphen U+00AD), U+2010 and
U+2011, without hinting, keeping every layout feature (the legacy `kern`
table goes: GPOS has the kerning), and its OS/2 table goes from version 1
to 4 (sxHeight and sCapHeight: the tops of x and H). Then it is made
variable with fontTools.varLib from five masters that are the same font with
synthetic changes (ours: they need not look good):

    master            x coordinates     OS/2 sTypoAscender,
                      and advances      sTypoDescender (and hhea's)
    wght 400 opsz 12  as in DejaVu      1556, -492 (hhea 1901, -483): default
    wght 900          x 1.12
    wght 100          x 0.92
    opsz 72           x 0.95            +100, -50
    opsz 8            x 1.06

(each coordinate and advance rounded half up to whole units; every left
side bearing is the glyph's xMin, so the left phantom point never moves).

The result has `fvar`, `avar`, `gvar` (with phantom-point deltas, so
advances vary), `HVAR` (advance deltas) and `MVAR` (hasc and hdsc only):

- axes: wght 100...400...900 (default 400), opsz 8...12...72 (default 12);
- avar for wght maps -0.5 to -0.7 and +0.5 to +0.3 (user wght 250 and 650),
  so normalization is exercised; opsz's map is the identity;
- named instances: Thin (wght 100), Regular (400), Bold (700), Black (900),
  Caption (opsz 8, wght 400), Display (opsz 72, wght 400); where an instance
  does not say, the other axis is at its default;
- family name "DejaVu Variable Test" (PostScript DejaVuVariableTest-Regular).

The wght masters and the opsz masters lie on different axes, so at a
location on both axes their deltas add up. The tests read all of this from
the file (FontOracles' SfntTables+Variations.swift), not from this comment.
"""
import sys
from io import BytesIO

from fixture_fonts import keep_dates, open_source, subset_to_unicodes
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor
from fontTools.misc.roundTools import otRound
from fontTools.otlLib.maxContextCalc import maxCtxFont
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import GlyphCoordinates
from fontTools.varLib import build

SOURCE = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FAMILY = "DejaVu Variable Test"
POSTSCRIPT_NAME = "DejaVuVariableTest-Regular"

# User wght -> design wght. Design values are chosen so that avar maps the
# normalized user value -0.5 (wght 250) to -0.7 and +0.5 (wght 650) to +0.3:
# -0.7 of the way from 400 down to 100 is 190, +0.3 up to 900 is 550.
WGHT_MAP = [(100, 100), (250, 190), (400, 400), (650, 550), (900, 900)]

# (name, {axis name: user value}); an axis left out is at its default.
INSTANCES = [
    ("Thin", {"Weight": 100}),
    ("Regular", {}),
    ("Bold", {"Weight": 700}),
    ("Black", {"Weight": 900}),
    ("Caption", {"Optical size": 8}),
    ("Display", {"Optical size": 72}),
]


def rename(font):
    name = font["name"]
    for nameID in (16, 17, 21, 22, 25):
        name.removeNames(nameID=nameID)
    strings = {
        1: FAMILY,
        2: "Regular",
        3: f"{POSTSCRIPT_NAME};issue-17-fixture",
        4: f"{FAMILY} Regular",
        6: POSTSCRIPT_NAME,
    }
    for nameID, string in strings.items():
        name.removeNames(nameID=nameID)
        name.setName(string, nameID, 3, 1, 0x409)
        name.setName(string, nameID, 1, 0, 0)


def upgrade_os2(font):
    """OS/2 version 1 -> 4: fontTools' MVAR builder reads sxHeight and
    sCapHeight, which version 1 lacks. They are the heights of x and H."""
    os2 = font["OS/2"]
    if os2.version >= 2:
        return
    glyf = font["glyf"]
    cmap = font.getBestCmap()
    os2.version = 4
    os2.sxHeight = glyf[cmap[ord("x")]].yMax
    os2.sCapHeight = glyf[cmap[ord("H")]].yMax
    os2.usDefaultChar = 0
    os2.usBreakChar = 0x20
    os2.usMaxContext = maxCtxFont(font)


def master(default, scale, ascender_delta=0, descender_delta=0):
    """A copy of `default` with x coordinates and advances times `scale`."""
    font = deep_copy(default)
    glyf = font["glyf"]
    hmtx = font["hmtx"]
    for glyph_name in font.getGlyphOrder():
        glyph = glyf[glyph_name]
        if glyph.isComposite():
            for component in glyph.components:
                component.x = otRound(component.x * scale)
        elif glyph.numberOfContours > 0:
            glyph.coordinates = GlyphCoordinates([(otRound(x * scale), y) for x, y in glyph.coordinates])
    for glyph_name in font.getGlyphOrder():
        glyph = glyf[glyph_name]
        glyph.recalcBounds(glyf)
        advance, _ = hmtx[glyph_name]
        hmtx[glyph_name] = (otRound(advance * scale), getattr(glyph, "xMin", 0))
    os2 = font["OS/2"]
    os2.sTypoAscender += ascender_delta
    os2.sTypoDescender += descender_delta
    font["hhea"].ascent += ascender_delta
    font["hhea"].descent += descender_delta
    return font


def deep_copy(font):
    """An independent copy of `font`, through its compiled bytes."""
    data = BytesIO()
    font.save(data)
    data.seek(0)
    return TTFont(data, recalcTimestamp=False)


def main(path):
    default, dates = open_source(SOURCE)
    subset_to_unicodes(default, also_drop=["kern", "MATH", "FFTM"], hinting=False)
    rename(default)
    upgrade_os2(default)
    default = deep_copy(default)
    # Left side bearings equal to xMin in the default master too.
    for glyph_name in default.getGlyphOrder():
        advance, _ = default["hmtx"][glyph_name]
        default["hmtx"][glyph_name] = (advance, getattr(default["glyf"][glyph_name], "xMin", 0))

    doc = DesignSpaceDocument()
    wght = AxisDescriptor(tag="wght", name="Weight", minimum=100, default=400, maximum=900, map=WGHT_MAP)
    opsz = AxisDescriptor(tag="opsz", name="Optical size", minimum=8, default=12, maximum=72)
    wght.labelNames = {"en": "Weight"}
    opsz.labelNames = {"en": "Optical size"}
    doc.addAxis(wght)
    doc.addAxis(opsz)

    def design(user):
        full = {"Weight": 400, "Optical size": 12, **user}
        return {axis.name: axis.map_forward(full[axis.name]) for axis in doc.axes}

    masters = [
        ({}, default),
        ({"Weight": 900}, master(default, 1.12)),
        ({"Weight": 100}, master(default, 0.92)),
        ({"Optical size": 72}, master(default, 0.95, ascender_delta=100, descender_delta=-50)),
        ({"Optical size": 8}, master(default, 1.06)),
    ]
    for index, (user, font) in enumerate(masters):
        source = SourceDescriptor(
            name=f"master{index}", font=font, location=design(user), familyName=FAMILY)
        doc.addSource(source)
    for style, user in INSTANCES:
        doc.addInstance(InstanceDescriptor(familyName=FAMILY, styleName=style, designLocation=design(user)))

    variable, _, _ = build(doc)
    keep_dates(variable, dates)
    variable.save(path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Tests/TextMeasureTests/Fixtures/DejaVuVariable.ttf")
