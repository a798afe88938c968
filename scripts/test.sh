#!/usr/bin/env bash
# Every check CI makes (.ci/run runs this after installing the packages):
#   1. the tests: swift test
#   2. the suites whose objects threads share, again under ThreadSanitizer
#      (a separate build in .build-tsan/); any report fails
#   3. every fuzz target for FUZZ_SMOKE_SECONDS (default 30) from its seeds
#      (scripts/fuzz.sh; libFuzzer + AddressSanitizer); any finding fails
# Usage: bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift test

# Suites that call one engine, cache, font library, fallback table, JSQ cache
# cairo face table or batch measurer from several threads at once.
shared_state="ConcurrencyTests|CacheAgreementTests|TextCacheTests|LayoutTests|JSQBubbleSizeCacheTests"
shared_state+="|ConcurrentDrawingTests|TextDrawingTests|TextMeasureSupportTests|BatchMeasurerTests"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --sanitize=thread --scratch-path .build-tsan --filter "$shared_state" 2>&1 | tee "$log" || status=$?
reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
  echo "ThreadSanitizer: $reports report(s), exit status $status" >&2
  exit 1
fi
echo "ThreadSanitizer: 0 reports"

bash scripts/fuzz.sh "${FUZZ_SMOKE_SECONDS:-30}"
