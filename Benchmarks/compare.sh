#!/usr/bin/env bash
# Runs every benchmark (TextMeasure, Pango and hb_shape in one process per
# suite) and prints the comparison table. Installs the Debian packages it
# needs first when some are missing (as root, or through sudo).
#   bash Benchmarks/compare.sh
set -euo pipefail
cd "$(dirname "$0")"

packages=$(grep -hv '^#' ../scripts/debian-packages.txt debian-packages.txt)
missing=$(for package in $packages; do dpkg -s "$package" > /dev/null 2>&1 || echo "$package"; done)
if [ -n "$missing" ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  echo "$missing" | xargs $SUDO apt-get install -y -qq > /dev/null
fi

# Always a clean build: after the library's sources change, SwiftPM has been
# seen to miss files added to this path dependency and to leave modules
# compiled against an older layout of its types (a crash, or wrong numbers).
# The fetched packages stay; only what is built is rebuilt.
swift package clean
results=.build/benchmark-results
rm -rf "$results"
swift build -c release --product first-call-probe
swift build -c release --product memory-probe
swift build -c release --product soak-probe
swift build -c release --product benchmark-table
for suite in TextMeasureBenchmarks FirstCallBenchmarks MemoryBenchmarks; do
  swift package --allow-writing-to-package-directory benchmark --target "$suite" \
    --format histogramEncoded --path "$results/$suite" --no-progress
done
.build/release/benchmark-table "$results"
