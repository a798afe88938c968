#!/usr/bin/env bash
# README's test command, and what CI runs after installing the Debian packages:
#   1. the tests (`swift test`);
#   2. a package that depends on a tagged clone of this one with
#      `.package(url:from:)` builds and measures (scripts/check-dependent-package.sh);
#   3. the sanitizer runs and the fuzz smoke run (scripts/sanitized-tests.sh).
# Any failure stops the run with a non-zero exit status.
# Usage: bash scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
bash scripts/check-dependent-package.sh
bash scripts/sanitized-tests.sh
