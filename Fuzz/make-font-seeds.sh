#!/usr/bin/env bash
# Makes the seed fonts of fuzz-font-bytes (Corpus/fuzz-font-bytes/): small
# subsets of the bundled Inter and of pinned Debian Noto fonts (all under the
# SIL Open Font License 1.1), cut to the characters FontBytesChecks.sample
# draws, plus the COLRv0 test font the TextRender tests made. The files are
# committed; this script records how they were made.
#   bash Fuzz/make-font-seeds.sh      (needs hb-subset, libharfbuzz-bin, and python3 with fontTools)
set -euo pipefail
fuzz=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz")
out="$fuzz/Corpus/fuzz-font-bytes"
noto=/usr/share/fonts/truetype/noto
text='Hello, World! fi ﬁ 0123 …	— A'
mkdir -p "$out"
subset() {  # $1: font file, $2: characters, $3: seed name
  hb-subset "$1" --text="$2" --output-file="$out/$3"
}
subset "$root/Fonts/Inter/Inter-Regular.otf" "$text" inter-cff.otf
subset "$noto/NotoSans-Regular.ttf" "$text" noto-sans-glyf.ttf
subset "$noto/NotoSansArabic-Regular.ttf" 'مرحبا' noto-arabic.ttf
subset "$noto/NotoSansDevanagari-Regular.ttf" 'नमस्ते' noto-devanagari.ttf
subset "$noto/NotoColorEmoji.ttf" '😀' noto-emoji-cbdt.ttf
cp "$root/Tests/TextRenderTests/Fixtures/ColrTest.ttf" "$out/colr-test.ttf"
# The engine tests' fonts with an AAT trak table and with variation axes.
subset "$root/Tests/TextMeasureTests/Fixtures/InterTracked.otf" "$text" inter-trak.otf
# hb-subset drops trak (it does not subset AAT tables); it refers to no glyph, so copy it back.
python3 - "$root/Tests/TextMeasureTests/Fixtures/InterTracked.otf" "$out/inter-trak.otf" <<'PY'
import sys
from fontTools.ttLib import TTFont
subset = TTFont(sys.argv[2])
subset["trak"] = TTFont(sys.argv[1])["trak"]
subset.save(sys.argv[2])
PY
subset "$root/Tests/TextMeasureTests/Fixtures/DejaVuVariable.ttf" "$text" dejavu-variable.ttf
# A collection of two faces (TTC), for FreeType's collection reader.
python3 - "$out/noto-sans-glyf.ttf" "$out/noto-arabic.ttf" "$out/collection.ttc" <<'PY'
import sys
from fontTools.ttLib import TTCollection, TTFont
collection = TTCollection()
collection.fonts = [TTFont(path) for path in sys.argv[1:3]]
collection.save(sys.argv[3])
PY
ls -l "$out"
