#!/usr/bin/env bash
# Builds the fuzz targets (the Fuzz/ package, with libFuzzer and
# AddressSanitizer) and runs each one for SECONDS (default 60), one after
# the other, printing its executions, executions per second and findings.
#   bash scripts/fuzz.sh [SECONDS]
# FUZZ_TARGETS="fuzz-susi-json fuzz-conversation-json" picks targets; FUZZ_WORK
# (default Fuzz/.build/fuzz-work) keeps each target's growing corpus and its
# findings (crash-*, timeout-*, oom-*, leak-*) between runs. FUZZ_SEED fixes
# libFuzzer's random seed (unset: a new seed each run). Exits 1 when a
# target found anything. See Fuzz/README.md.
set -euo pipefail
seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"  # the seeds' relative font paths are the repository's
fuzz="$root/Fuzz"
work=${FUZZ_WORK:-$fuzz/.build/fuzz-work}
targets=${FUZZ_TARGETS:-fuzz-text-layout fuzz-font-bytes fuzz-susi-json fuzz-conversation-json fuzz-batch-jsonl}
build=(swift build -c release --package-path "$fuzz"
  --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)

mkdir -p "$work"
echo "building the fuzz targets (release, libFuzzer + AddressSanitizer)..."
"${build[@]}" > "$work/build.log" 2>&1 || { grep -v "Cannot export local symbol" "$work/build.log"; exit 2; }
bin=$("${build[@]}" --show-bin-path)

# libFuzzer reports crashes itself (not the Swift runtime's backtracer); the
# suppressions name the toolchain's and Fontconfig's own leaks.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$root/scripts/lsan-suppressions.txt"

found=0
for target in $targets; do
  corpus="$work/$target/corpus"
  findings="$work/$target/findings"
  mkdir -p "$corpus" "$findings"
  options=(-max_total_time="$seconds" -timeout=10 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$findings/")
  [ -n "${FUZZ_SEED:-}" ] && options+=(-seed="$FUZZ_SEED")
  [ -f "$fuzz/Dictionaries/${target#fuzz-}.dict" ] && options+=(-dict="$fuzz/Dictionaries/${target#fuzz-}.dict")
  before=$(ls "$findings" | wc -l)
  status=0
  # Font drawing goes through FreeType and cairo, built without frame
  # pointers: the slow unwinder gives a leak's whole stack through them.
  unwind=$([ "$target" = fuzz-font-bytes ] && echo fast_unwind_on_malloc=0 || echo fast_unwind_on_malloc=1)
  ASAN_OPTIONS="$unwind" "$bin/$target" "${options[@]}" "$corpus" "$fuzz/Corpus/$target" > "$work/$target.log" 2>&1 || status=$?
  # libFuzzer prints its final stats again after a leak report at exit: the last are the run's.
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$target.log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/$target.log" | tail -1)
  if [ "$status" = 0 ] && [ "$(ls "$findings" | wc -l)" = "$before" ]; then
    echo "$target: ${runs:-?} executions in ${seconds} s, ${rate:-?}/s, no finding"
  else
    found=1
    echo "$target: FINDING after ${runs:-?} executions (${rate:-?}/s), exit status $status:"
    grep -E "Fatal error|ERROR: |SUMMARY: |Test unit written to" "$work/$target.log" | head -8 | sed 's/^/  /'
    # A leak found at exit names no input: its first stack is what there is to go on.
    grep -m1 -A16 -E "^(Direct|Indirect) leak" "$work/$target.log" | sed 's/^/  /' || true
    echo "  the whole log: $work/$target.log"
  fi
done
exit "$found"
