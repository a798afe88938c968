#!/usr/bin/env bash
# Builds the DocC documentation of every library target as one combined
# archive, in which each target's pages link to its dependencies' pages
# (swift-docc-plugin's combined documentation; a link into another module is
# written ``/Module/Symbol``). Prints the number of warnings and fails when
# there is any, or when a library product's target is missing from the list.
# It builds in .build/ (debug), so after `swift build` or `swift test` only
# the symbol graphs and the archive are new.
# Usage: bash scripts/build-docs.sh        (the archive: .build/docs/)
set -euo pipefail
cd "$(dirname "$0")/.."

# The documented targets, each after the targets it depends on.
targets=(
  TextMeasure
  TextMeasureUIKit
  BubbleLayout
  SUSIResponseReading
  JSQSpringyScrolling
  TextRender
  TextMeasureBatch
  TextMeasureSnapshotTesting
)

# Every library product's targets must be in the list.
missing=$(swift package dump-package | python3 -c '
import json, sys
listed = set(sys.argv[1:])
package = json.load(sys.stdin)
for product in package["products"]:
    if "library" in product["type"]:
        for target in product["targets"]:
            if target not in listed:
                print(target)
' "${targets[@]}")
if [ -n "$missing" ]; then
  echo "build-docs: library targets missing from the list in scripts/build-docs.sh: $missing" >&2
  exit 1
fi

output=.build/docs
log=$(mktemp)
trap 'rm -f "$log"' EXIT
target_arguments=()
for target in "${targets[@]}"; do target_arguments+=(--target "$target"); done

status=0
swift package --allow-writing-to-directory "$output" generate-documentation \
  --enable-experimental-combined-documentation --output-path "$output" "${target_arguments[@]}" \
  2>&1 | tee "$log" || status=$?
warnings=$(grep -c 'warning:' "$log" || true)
echo "build-docs: ${#targets[@]} targets, $warnings warning(s), archive in $output"
if [ "$status" -ne 0 ] || [ "$warnings" -ne 0 ]; then
  echo "build-docs: failed (exit status $status, $warnings warning(s))" >&2
  exit 1
fi
