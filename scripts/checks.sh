#!/usr/bin/env bash
# The checks that follow `swift test` in README's test command
# (`swift test && bash scripts/checks.sh`, which .ci/run runs):
#   1. the DocC documentation of every library, where any warning fails
#      (scripts/build-docs.sh; it reuses the debug build `swift test` made);
#   2. a package that depends on a tagged clone of this one with
#      `.package(url:from:)` builds and measures (scripts/check-dependent-package.sh);
#   3. the Spark recipe answers as one process does, line for line
#      (scripts/check-spark-recipe.sh);
#   4. the sanitizer runs and the fuzz smoke run (scripts/sanitized-tests.sh);
#   5. the sizing service's package, its tests and its binary (scripts/check-server.sh).
# Any failure stops the run with a non-zero exit status.
# Usage: bash scripts/checks.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-docs.sh
bash scripts/check-dependent-package.sh
bash scripts/check-spark-recipe.sh
bash scripts/sanitized-tests.sh
bash scripts/check-server.sh
