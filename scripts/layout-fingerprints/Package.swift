// swift-tools-version:6.1
import PackageDescription

// Prints a fingerprint of every corpus layout (every line, glyph and position,
// each Double as its bit pattern), so that a refactor of the engine can be
// checked bit for bit against an earlier commit: see ../compare-layouts.sh.
// A package of its own, built against the library two folders up, so that
// the copy in a worktree of an older commit builds against that commit.
let package = Package(
  name: "LayoutFingerprints",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TextMeasure", path: "../..")],
  targets: [
    .executableTarget(
      name: "layout-fingerprints",
      dependencies: [.product(name: "TextMeasure", package: "TextMeasure")])
  ],
  swiftLanguageModes: [.v6]
)
