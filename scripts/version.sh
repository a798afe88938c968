#!/usr/bin/env bash
# Prints the package's version, as Sources/TextMeasure/TextMeasureVersion.swift
# declares it (`public static let current = "X.Y.Z"`), for the scripts that
# tag and check releases.
# Usage: bash scripts/version.sh
set -euo pipefail
cd "$(dirname "$0")/.."
file=Sources/TextMeasure/TextMeasureVersion.swift
version=$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' "$file")
[ -n "$version" ] || { echo "version.sh: no 'public static let current = \"X.Y.Z\"' in $file" >&2; exit 1; }
echo "$version"
