#!/usr/bin/env bash
# Checks that TextMeasure can be depended on as README says: clones the
# committed HEAD into a temporary folder, tags it v<version> (the version
# Sources/TextMeasure/TextMeasureVersion.swift declares) as scripts/release.sh
# would, then builds and runs a package that depends on that clone with
# `.package(url:from:)`. The program measures "Hello" in the bundled Inter at
# a size of one point per font unit, so its width must equal the sum of
# hb-shape's advances for Fonts/Inter/Inter-Regular.otf exactly, and it prints
# TextMeasureVersion.current, which must be the tagged version.
# Usage: bash scripts/check-dependent-package.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(bash "$root/scripts/version.sh")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone -q "$root" "$work/TextMeasure"
git -C "$work/TextMeasure" tag -l | xargs -r git -C "$work/TextMeasure" tag -d > /dev/null
git -C "$work/TextMeasure" -c user.name=check -c user.email=check@localhost \
  tag -a "v$version" -m "TextMeasure $version"

mkdir -p "$work/App/Sources/App"
cat > "$work/App/Package.swift" << EOF
// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [.package(url: "file://$work/TextMeasure", from: "$version")],
  targets: [
    .executableTarget(name: "App", dependencies: [.product(name: "TextMeasure", package: "TextMeasure")])
  ]
)
EOF
cat > "$work/App/Sources/App/main.swift" << 'EOF'
import TextMeasure

let unitsPerEm = Double(CommandLine.arguments[1])!
let font = try Font(name: "Inter", size: unitsPerEm)
let rect = try TextMeasurer().boundingRect(of: "Hello", font: font)
print(TextMeasureVersion.current, rect.width)
EOF

font="$root/Fonts/Inter/Inter-Regular.otf"
units_per_em=$(python3 - "$font" << 'EOF'
import struct, sys
data = open(sys.argv[1], "rb").read()
count = struct.unpack(">H", data[4:6])[0]
for i in range(count):
    tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
    if tag == b"head":
        print(struct.unpack(">H", data[offset + 18:offset + 20])[0])
EOF
)
expected_width=$(hb-shape --output-format=json --no-glyph-names "$font" Hello \
  | python3 -c 'import json, sys; print(float(sum(g["ax"] for g in json.load(sys.stdin))))')

swift build --package-path "$work/App" > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
read -r printed_version width < <("$work/App/.build/debug/App" "$units_per_em")
echo "dependent package: resolved TextMeasure $printed_version from tag v$version; \"Hello\" is $width units wide (hb-shape: $expected_width)"
[ "$printed_version" = "$version" ] || { echo "check-dependent-package.sh: built version $printed_version, tagged $version" >&2; exit 1; }
python3 -c "import sys; sys.exit(0 if float('$width') == float('$expected_width') else 1)" \
  || { echo "check-dependent-package.sh: width $width, hb-shape $expected_width" >&2; exit 1; }
