#!/usr/bin/env bash
# Instructions per message (callgrind), ours against hb_shape of each whole
# message in the same font (and Pango), for each primary font:
#   bash Benchmarks/instruction-counts.sh [FONT ...]            (inter noto dejavu by default)
#   bash Benchmarks/instruction-counts.sh fortunes [FONT ...]
# The first form sizes every project corpus message, ours cold and warm (its
# shaping cached), 3 passes minus 1, so first-use work does not count. The
# second sizes messages never measured, with the engine's cache emptied and
# then warmed by other messages (the first half of the corpus; the second
# half is measured), against an engine that caches nothing (every message
# shaped whole, nothing filed) and hb_shape: Debian's `fortunes`
# texts (see instruction-counts' MeasuredCorpus), one pass (first-use work
# is a few instructions per message over thousands), and the project corpus
# beside them as the worst case (few shared words), 3 passes minus 1.
# Counts only the measuring passes (instruction-counts' `instruction_counts_pass`),
# so loading fonts and warming do not count.
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

count() {  # engine font passes corpus -> "instructions messages", collected in the passes
  local output
  output=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
    --toggle-collect=instruction_counts_pass "$binary" "$1" "$2" "$3" "$4" 2>&1)
  echo "$(sed -n 's/.*Collected : //p' <<< "$output") $(sed -n 's/^messages //p' <<< "$output")"
}
per_message() {  # engine font corpus passes -> instructions per message of one pass
  local one more messages
  read -r one messages <<< "$(count "$1" "$2" 1 "$3")"
  if [ "$4" = 1 ]; then echo $((one / messages)); return; fi
  read -r more _ <<< "$(count "$1" "$2" "$4" "$3")"
  echo $(((more - one) / ($4 - 1) / messages))
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

if [ "${1:-}" = fortunes ]; then
  shift
  printf '| corpus | font | ours, no cache | ours, words warm | hb_shape | no cache ÷ hb_shape | words warm ÷ hb_shape |\n'
  printf '| --- | --- | ---: | ---: | ---: | ---: | ---: |\n'
  for corpus in fortunes chat-halves; do
    passes=1
    [ "$corpus" = fortunes ] || passes=3
    for font in ${@:-inter noto dejavu}; do
      uncached=$(per_message ours-uncached "$font" "$corpus" "$passes")
      words=$(per_message ours-words "$font" "$corpus" "$passes")
      harfbuzz=$(per_message harfbuzz "$font" "$corpus" "$passes")
      printf '| %s | %s | %d | %d | %d | %s | %s |\n' "$corpus" "$font" "$uncached" "$words" "$harfbuzz" \
        "$(ratio "$uncached" "$harfbuzz")" "$(ratio "$words" "$harfbuzz")"
    done
  done
  exit 0
fi

printf '| font | ours cold | ours warm | hb_shape | Pango | cold ÷ hb_shape | warm ÷ hb_shape | Pango ÷ cold |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for font in ${@:-inter noto dejavu}; do
  cold=$(per_message ours-cold "$font" chat 3)
  warm=$(per_message ours-warm "$font" chat 3)
  harfbuzz=$(per_message harfbuzz "$font" chat 3)
  pango=$(per_message pango "$font" chat 3)
  printf '| %s | %d | %d | %d | %d | %s | %s | %s |\n' "$font" "$cold" "$warm" "$harfbuzz" "$pango" \
    "$(ratio "$cold" "$harfbuzz")" "$(ratio "$warm" "$harfbuzz")" "$(ratio "$pango" "$cold")"
done
