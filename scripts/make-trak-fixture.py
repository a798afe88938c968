#!/usr/bin/env python3
"""Makes InterTracked.otf, the Apple `trak` (tracking) test font of issue 17.

    pip install fonttools
    python3 scripts/make-trak-fixture.py Tests/TextMeasureTests/Fixtures/InterTracked.otf

Run it from the repository root (it reads Fonts/Inter/Inter-Regular.otf). The
generated file is committed, so the tests and CI need no pip; running the
script again gives the same bytes (head.created and head.modified are copied
from Inter Regular, and fontTools is told not to stamp the time).

The font is Inter Regular (CFF outlines, 2816 units per em, SIL OFL 1.1: see
Fonts/Inter/OFL.txt) cut down to Basic Latin, Latin-1 (with U+00A0 and the
soft hyphen U+00AD), U+2010 and U+2011, keeping every layout feature, so
its advances, kerning and ligatures for that text are Inter Regular's. Added:

- an Apple `trak` table (version 1.0, format 0) with horizontal data only:
  one track, track value 0.0 ("Normal", a new `name` record), at the sizes
  9, 12, 17, 28 and 40 points (16.16 Fixed), with these values per em,
  rounded to whole font units (value = round(em x unitsPerEm)):

      9 pt   +0.040 em
      12 pt   0
      17 pt  -0.026 em   (Apple's published SF values: 17 pt about -26/1000 em,
      28 pt  +0.014 em    12 pt none, 28 pt +14/1000 em)
      40 pt  +0.020 em

- a new family name, "Inter Tracked" (`name` IDs 1, 3, 4, 6 and the CFF
  names; PostScript name InterTracked-Regular), so that Fontconfig and
  lookups by name never take it for Inter;
- a one-axis `STAT` table (wght 400 "Regular"): HarfBuzz 10.3 and later,
  like CoreText, apply `trak` only to fonts that have `STAT`.

The tests read the numbers from the file's `trak` table (through
FontOracles' SfntTables.trak()), not from this comment.
"""
import sys

from fixture_fonts import keep_dates, open_source, subset_to_unicodes
from fontTools.misc.roundTools import otRound
from fontTools.otlLib.builder import buildStatTable
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry

SOURCE = "Fonts/Inter/Inter-Regular.otf"
FAMILY = "Inter Tracked"
POSTSCRIPT_NAME = "InterTracked-Regular"

# Size in points -> tracking in ems (the brief of issue 17).
TRACKING_PER_EM = {9.0: 0.040, 12.0: 0.0, 17.0: -0.026, 28.0: 0.014, 40.0: 0.020}

def rename(font):
    name = font["name"]
    for record in list(name.names):
        if record.nameID in (16, 17, 21, 22):
            name.removeNames(nameID=record.nameID)
    style = "Regular"
    name.setName(FAMILY, 1, 3, 1, 0x409)
    name.setName(style, 2, 3, 1, 0x409)
    name.setName(f"{POSTSCRIPT_NAME};issue-17-fixture", 3, 3, 1, 0x409)
    name.setName(f"{FAMILY} {style}", 4, 3, 1, 0x409)
    name.setName(POSTSCRIPT_NAME, 6, 3, 1, 0x409)
    # Any Macintosh records get the same strings.
    for record in name.names:
        if record.platformID == 1 and record.nameID in (1, 3, 4, 6):
            record.string = {1: FAMILY, 3: f"{POSTSCRIPT_NAME};issue-17-fixture",
                             4: f"{FAMILY} {style}", 6: POSTSCRIPT_NAME}[record.nameID]
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    cff.fontNames = [POSTSCRIPT_NAME]
    top.FamilyName = FAMILY
    top.FullName = f"{FAMILY} {style}"


def add_trak(font):
    upem = font["head"].unitsPerEm
    name_id = font["name"].addName("Normal")
    entry = TrackTableEntry(
        {size: otRound(em * upem) for size, em in TRACKING_PER_EM.items()}, nameIndex=name_id)
    trak = newTable("trak")
    trak.version = 1.0
    trak.format = 0
    trak.horizData = TrackData({0.0: entry})
    trak.vertData = TrackData()
    font["trak"] = trak


def add_stat(font):
    buildStatTable(
        font,
        [{"tag": "wght", "name": "Weight", "values": [{"value": 400, "name": "Regular", "flags": 0x2}]}],
        elidedFallbackName=2)


def main(path):
    font, dates = open_source(SOURCE)
    subset_to_unicodes(font, name_legacy=True)
    rename(font)
    add_trak(font)
    add_stat(font)
    keep_dates(font, dates)
    font.save(path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Tests/TextMeasureTests/Fixtures/InterTracked.otf")
