#!/usr/bin/env python3
"""Makes InterCrossSpace.otf, a test font whose kerning and ligatures reach
across the space, so that no word can be shaped apart from its neighbours.

    pip install fonttools
    python3 scripts/make-cross-space-fixture.py Tests/TextMeasureTests/Fixtures/InterCrossSpace.otf

Run it from the repository root (it reads Fonts/Inter/Inter-Regular.otf). The
generated file is committed, so the tests and CI need no pip; running the
script again gives the same bytes (see fixture_fonts.py).

The font is Inter Regular (CFF outlines, 2816 units per em, SIL OFL 1.1: see
Fonts/Inter/OFL.txt) cut down to Basic Latin, Latin-1, U+2010 and U+2011 with
every layout feature kept, renamed "Inter Cross Space", with two lookups
added after Inter's own:

- a `GPOS` pair adjustment in the `kern` feature: T then space -400 units,
  space then T -300, space then A -200 (x advance of the first glyph);
- a `GSUB` ligature in the `calt` feature (Inter has no `liga`): x, space, x becomes the
  multiplication sign (U+00D7).

The tests take the expected glyphs from hb-shape, not from this comment.
"""
import sys

from fixture_fonts import keep_dates, open_source, subset_to_unicodes
from fontTools.otlLib import builder

SOURCE = "Fonts/Inter/Inter-Regular.otf"
FAMILY = "Inter Cross Space"
POSTSCRIPT_NAME = "InterCrossSpace-Regular"


def rename(font):
    name = font["name"]
    for record in list(name.names):
        if record.nameID in (16, 17, 21, 22):
            name.removeNames(nameID=record.nameID)
    strings = {1: FAMILY, 2: "Regular", 3: f"{POSTSCRIPT_NAME};cross-space-fixture", 4: f"{FAMILY} Regular",
               6: POSTSCRIPT_NAME}
    for name_id, string in strings.items():
        name.setName(string, name_id, 3, 1, 0x409)
    for record in name.names:
        if record.platformID == 1 and record.nameID in strings:
            record.string = strings[record.nameID]
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    cff.fontNames = [POSTSCRIPT_NAME]
    top.FamilyName = FAMILY
    top.FullName = f"{FAMILY} Regular"


def add_lookup(table, feature, subtable):
    """Appends a lookup of `subtable` to `table` and to every `feature` record."""
    lookups = table.LookupList
    lookups.Lookup.append(builder.buildLookup([subtable]))
    lookups.LookupCount = len(lookups.Lookup)
    index = lookups.LookupCount - 1
    for record in table.FeatureList.FeatureRecord:
        if record.FeatureTag == feature:
            record.Feature.LookupListIndex.append(index)
            record.Feature.LookupCount = len(record.Feature.LookupListIndex)


def add_cross_space_lookups(font):
    glyph = font.getBestCmap()
    space, t, a, x = glyph[0x20], glyph[ord("T")], glyph[ord("A")], glyph[ord("x")]
    kerning = {
        (t, space): (builder.buildValue({"XAdvance": -400}), None),
        (space, t): (builder.buildValue({"XAdvance": -300}), None),
        (space, a): (builder.buildValue({"XAdvance": -200}), None),
    }
    add_lookup(font["GPOS"].table, "kern", builder.buildPairPosGlyphsSubtable(kerning, font.getReverseGlyphMap()))
    add_lookup(font["GSUB"].table, "calt", builder.buildLigatureSubstSubtable({(x, space, x): glyph[0xD7]}))


def main(path):
    font, dates = open_source(SOURCE)
    subset_to_unicodes(font, name_legacy=True)
    rename(font)
    add_cross_space_lookups(font)
    keep_dates(font, dates)
    font.save(path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Tests/TextMeasureTests/Fixtures/InterCrossSpace.otf")
