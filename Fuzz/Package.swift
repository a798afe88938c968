// swift-tools-version:6.1
import PackageDescription

// The fuzz targets of TextMeasure (issue 15): libFuzzer entry points over the
// libraries' public API, each checking invariants and trapping on a
// violation. A package of its own, like Benchmarks/, so that nothing here
// enters the libraries' products. Build it with scripts/fuzz.sh (or the
// command in README.md): the targets link libFuzzer's main only when built
// with `--sanitize=fuzzer`.
let package = Package(
  name: "TextMeasureFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TextMeasure", path: "..")
  ],
  targets: [
    // What every target shares: reading parameters from the input's bytes,
    // the invariant check that traps, outcomes to compare, the engines.
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "BubbleLayout", package: "TextMeasure"),
      ]),
    // Text, sizes, paragraph styles, kerning, options and attribute runs → layout.
    .executableTarget(
      name: "fuzz-text-layout",
      dependencies: [
        "FuzzSupport", .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "TextMeasureUIKit", package: "TextMeasure"),
      ]),
    // Font file bytes → measuring and drawing.
    .executableTarget(
      name: "fuzz-font-bytes",
      dependencies: [
        "FuzzSupport",
        .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "TextRender", package: "TextMeasure"),
      ]),
    // A SUSI server response → parsing, sizing and the conversation of it.
    .executableTarget(
      name: "fuzz-susi-json",
      dependencies: [
        "FuzzSupport",
        .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "BubbleLayout", package: "TextMeasure"),
        .product(name: "SUSIResponseReading", package: "TextMeasure"),
      ]),
    // A conversation's JSON → decoding and layout in every style.
    .executableTarget(
      name: "fuzz-conversation-json",
      dependencies: [
        "FuzzSupport",
        .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "BubbleLayout", package: "TextMeasure"),
      ]),
    // JSONL batch lines → the answers of `measure --jsonl`.
    .executableTarget(
      name: "fuzz-batch-jsonl",
      dependencies: [
        "FuzzSupport",
        .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "TextMeasureBatch", package: "TextMeasure"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
