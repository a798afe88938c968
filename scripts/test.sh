#!/usr/bin/env bash
# README's test command, and what CI runs after installing the Debian packages:
#   1. the tests (`swift test`);
#   2. the DocC documentation of every library, where any warning fails
#      (scripts/build-docs.sh; it reuses the debug build of step 1);
#   3. a package that depends on a tagged clone of this one with
#      `.package(url:from:)` builds and measures (scripts/check-dependent-package.sh);
#   4. the sanitizer runs and the fuzz smoke run (scripts/sanitized-tests.sh).
# Any failure stops the run with a non-zero exit status. A golden image or
# text snapshot that has no reference fails without being recorded
# (SNAPSHOT_TESTING_RECORD=never, unless set): record one with
# `SNAPSHOT_TESTING_RECORD=missing swift test --filter ...`.
# Usage: bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export SNAPSHOT_TESTING_RECORD=${SNAPSHOT_TESTING_RECORD:-never}
swift test
bash scripts/build-docs.sh
bash scripts/check-dependent-package.sh
bash scripts/sanitized-tests.sh
