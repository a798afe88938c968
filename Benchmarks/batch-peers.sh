# Sourced by batch-throughput.sh and batch-streaming.sh: builds the two
# co-processes that answer the same JSONL requests and sets
#   ours=(textmeasure measure --jsonl ...)  pango=(pango-jsonl ...)
#   primary_font (Inter Regular of ROOT), returns ("rect" when the CLI takes
#   it, else empty), scratch (a directory removed on exit)
# and the function `requests KIND COUNT [RETURNS]` (scripts/make-batch-requests.py's lines).
# Expects the working directory to be Benchmarks/ and ROOT (the package
# whose CLI is measured) to be set.
root=$(realpath "$ROOT")
echo "building textmeasure in $root and pango-jsonl (release) ..." >&2
swift build -c release --package-path "$root" --product textmeasure > /dev/null
swift build -c release --product pango-jsonl > /dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Copies without debug info, which this valgrind cannot read.
cp "$(swift build -c release --package-path "$root" --show-bin-path)/textmeasure" "$scratch/textmeasure"
cp "$(swift build -c release --show-bin-path)/pango-jsonl" "$scratch/pango-jsonl"
strip --strip-debug "$scratch/textmeasure" "$scratch/pango-jsonl"

# The fonts of every benchmark (README, "Inputs"): Inter Regular, then the
# fallback files as BenchmarkFixtures lists them.
primary_font="$root/Fonts/Inter/Inter-Regular.otf"
mapfile -t fallback_fonts < <(sed -n 's|^ *("[^"]*", "\([^"]*\)"),$|/usr/share/fonts/\1|p' \
  Sources/BenchmarkFixtures/BenchmarkFontFile.swift)
for file in "$primary_font" "${fallback_fonts[@]}"; do
  [ -f "$file" ] || { echo "missing font file $file" >&2; exit 1; }
done
[ "${#fallback_fonts[@]}" -gt 0 ] || { echo "no fallback fonts found in BenchmarkFontFile.swift" >&2; exit 1; }

ours=("$scratch/textmeasure" measure --jsonl --no-system-fallback)
for file in "${fallback_fonts[@]}"; do ours+=(--fallback "$file"); done
pango=("$scratch/pango-jsonl" "$primary_font" "${fallback_fonts[@]}")

requests() {  # cycled|distinct COUNT [RETURNS] -> JSONL requests on stdout
  local kind=()
  [ "$1" = distinct ] && kind=(--distinct)
  python3 ../scripts/make-batch-requests.py "$2" "${kind[@]}" --font-file "$primary_font" ${3:+--returns "$3"}
}

# Ask for the rect alone when the CLI understands it; else the plain request.
if requests cycled 1 rect | "${ours[@]}" 2> /dev/null | grep -qv '"error"'; then
  returns=rect
elif requests cycled 1 | "${ours[@]}" | grep -qv '"error"'; then
  returns=
else
  echo "textmeasure does not answer the plain request:" >&2
  requests cycled 1 | "${ours[@]}" >&2
  exit 1
fi
echo "our requests ask for ${returns:-the whole answer (no \"returns\")}" >&2

# Reads answers on stdin and fails unless there are as many lines as in
# REQUESTS and none is an error.
check_answers() {  # REQUESTS
  local expected counts
  expected=$(wc -l < "$1")
  counts=$(awk '/(^|[^\\])"error":/ { errors++ } END { print NR, errors + 0 }')
  if [ "$counts" != "$expected 0" ]; then
    echo "$expected requests got ${counts% *} answers, ${counts#* } of them errors" >&2
    exit 1
  fi
}

# Runs COMMAND... on FILE, checks its answers, and prints /usr/bin/time's
# "elapsed user system maxRSS(KiB)".
timed_run() {  # FILE COMMAND...
  local input=$1
  shift
  { /usr/bin/time -o "$scratch/time" -f '%e %U %S %M' "$@" < "$input" || true; } | check_answers "$input"
  cat "$scratch/time"
}
