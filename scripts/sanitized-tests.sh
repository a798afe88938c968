#!/usr/bin/env bash
# The last checks of README's test command, in scripts/checks.sh (and so of
# .ci/run), after the plain tests:
#   1. the suites whose objects threads share, again under ThreadSanitizer
#      (a separate build in .build-tsan/); any report fails
#   2. every test again under AddressSanitizer and LeakSanitizer (.build-asan/),
#      the CLI processes the tests start included; any report fails
#   3. every fuzz target for FUZZ_SMOKE_SECONDS (default 30) from its seeds
#      (scripts/fuzz.sh; libFuzzer + AddressSanitizer); any finding fails.
#      libFuzzer's seed is fixed (FUZZ_SEED, default 1), so that CI runs the
#      same inputs as a run here did (as many as the time allows) and its
#      verdict is the change's, not chance's; exploring with new seeds is
#      scripts/fuzz.sh's job (Fuzz/README.md)
# Usage: bash scripts/sanitized-tests.sh
set -euo pipefail
cd "$(dirname "$0")/.."

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT

# Runs `swift test` with the sanitizer $1 ("thread" or "address"), named $2 in
# messages, built in $3, with the remaining arguments; every process's reports go to files in $reports
# (log_path), so that a report from a CLI process a test started is counted
# too, not only read by that test. Fails on any report.
sanitized() {
  local sanitizer=$1 name=$2 scratch=$3 status=0
  shift 3
  mkdir -p "$reports/$sanitizer"
  TSAN_OPTIONS="log_path=$reports/thread/report" \
    ASAN_OPTIONS="log_path=$reports/address/report" \
    LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0" \
    swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@" || status=$?
  local files
  files=$(find "$reports/$sanitizer" -type f | wc -l)
  if [ "$files" -ne 0 ]; then
    cat "$reports/$sanitizer"/* >&2
  fi
  if [ "$status" -ne 0 ] || [ "$files" -ne 0 ]; then
    echo "$name: $files process(es) reported, exit status $status" >&2
    exit 1
  fi
  echo "$name: 0 reports"
}

# Suites that call one engine, cache, font library (variable-font instances
# included), fallback table, JSQ cache,
# cairo face table or batch measurer from several threads at once, and the
# UIKit surface (UIScreen.main and the current content size category are shared),
# the bundled faces, layouts decoded through the shared engine and snapshot drawing.
shared_state="ConcurrencyTests|CacheAgreementTests|TextCacheTests|LayoutTests|JSQBubbleSizeCacheTests"
shared_state+="|ConcurrentDrawingTests|CairoFontFacesTests|TextDrawingTests|TextMeasureSupportTests|BatchMeasurerTests"
shared_state+="|TextMeasureUIKitTests|VariableFontTests|SystemFontTests|TrackingTableTests"
shared_state+="|BundledFontTests|BundledFontFallbackTests|LayoutCodingTests|ImageStrategyTests"
# The batch stream's reader, measuring threads and writer, in process and in the CLI the tests start.
shared_state+="|BatchStreamTests|BatchStreamingTests|BatchBadInputTests"
# Words shaped on one thread and reused on others from the shared cache; the batch's font memo.
shared_state+="|WordCacheTests|FontMemoTests"
# An engine limited to font directories: its private Fontconfig, from many threads.
shared_state+="|FontDirectoryTests"
# Draws that take a face's lock glyph by glyph; font files read once, shared by faces and threads.
shared_state+="|DrawingLockTests|FontBytesTests|FontFileChangeTests"
sanitized thread ThreadSanitizer .build-tsan --filter "$shared_state"
sanitized address AddressSanitizer .build-asan

FUZZ_SEED=${FUZZ_SEED:-1} bash scripts/fuzz.sh "${FUZZ_SMOKE_SECONDS:-30}"
