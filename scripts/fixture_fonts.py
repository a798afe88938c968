"""What the issue-17 fixture scripts (make-trak-fixture.py,
make-variable-fixture.py) share: the characters every fixture keeps, how a
source font is cut down to them, and how a source's dates are kept so that
running a script again gives the same bytes."""
from fontTools import subset
from fontTools.ttLib import TTFont

# The characters every fixture keeps.
UNICODES = (
    list(range(0x20, 0x7F))  # Basic Latin
    + list(range(0xA0, 0x100))  # Latin-1 Supplement, with U+00A0 and U+00AD
    + [0x2010, 0x2011]  # hyphen, non-breaking hyphen
)


def open_source(path):
    """The font at `path`, and its head.created and head.modified (to give back with keep_dates)."""
    font = TTFont(path, recalcTimestamp=False)
    return font, (font["head"].created, font["head"].modified)


def keep_dates(font, dates):
    """Sets `font`'s head dates to the source's and stops fontTools stamping the time."""
    font["head"].created, font["head"].modified = dates
    font.recalcTimestamp = False


def subset_to_unicodes(font, also_drop=(), **options):
    """Cuts `font` down to UNICODES with every layout feature, script, name
    and glyph name kept, dropping the tables in `also_drop` besides the
    subsetter's usual ones; `options` sets further subsetter options (for
    example hinting=False)."""
    settings = subset.Options()
    settings.layout_features = ["*"]
    settings.layout_scripts = ["*"]
    settings.name_IDs = ["*"]
    settings.name_languages = ["*"]
    settings.notdef_outline = True
    settings.glyph_names = True
    settings.recalc_timestamp = False
    settings.drop_tables += list(also_drop)
    for key, value in options.items():
        setattr(settings, key, value)
    subsetter = subset.Subsetter(settings)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
