#!/usr/bin/env bash
# Instructions per corpus message (callgrind), ours cold and warm against
# hb_shape of each whole message and Pango, for each primary font:
#   bash Benchmarks/instruction-counts.sh [FONT ...]     (inter noto dejavu by default)
# Counts only the measuring passes (instruction-counts' `instruction_counts_pass`),
# 3 passes minus 1, so loading fonts and first-use work do not count.
# Builds instruction-counts in release; strips its debug info, which this
# valgrind cannot read.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product instruction-counts > /dev/null 2>&1
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
cp .build/release/instruction-counts "$binary"
strip --strip-debug "$binary"
chmod +x "$binary"

count() {  # engine font passes -> instructions collected in the passes
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
    --toggle-collect=instruction_counts_pass "$binary" "$1" "$2" "$3" 2>&1 | sed -n 's/.*Collected : //p'
}
per_message() {  # engine font
  local one three
  one=$(count "$1" "$2" 1)
  three=$(count "$1" "$2" 3)
  echo $(((three - one) / 2 / 230))
}

printf '| font | ours cold | ours warm | hb_shape | Pango | cold ÷ hb_shape | warm ÷ hb_shape | Pango ÷ cold |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for font in "${@:-inter noto dejavu}"; do
  for f in $font; do
    cold=$(per_message ours-cold "$f")
    warm=$(per_message ours-warm "$f")
    harfbuzz=$(per_message harfbuzz "$f")
    pango=$(per_message pango "$f")
    ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
    printf '| %s | %d | %d | %d | %d | %s | %s | %s |\n' "$f" "$cold" "$warm" "$harfbuzz" "$pango" \
      "$(ratio "$cold" "$harfbuzz")" "$(ratio "$warm" "$harfbuzz")" "$(ratio "$pango" "$cold")"
  done
done
