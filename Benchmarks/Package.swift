// swift-tools-version:6.1
import PackageDescription

// The benchmark suite of TextMeasure (issue 6): our sizing path against Pango
// and raw HarfBuzz, measured by the same process in the same run. A package of
// its own, so that package-benchmark stays out of the library's graph.
let package = Package(
  name: "TextMeasureBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TextMeasure", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.4"),
  ],
  targets: [
    // Pango through PangoCairo: pkg-config gives the headers and libraries of
    // Pango, cairo, GLib and HarfBuzz.
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    // The two baselines as plain C functions: Pango's layout and HarfBuzz's
    // hb_shape. pangocairo.pc lists PangoFT2 (the Fontconfig font map) and
    // Fontconfig only as private requirements, so they are linked here.
    .target(
      name: "CBaselines", dependencies: ["CPangoCairo"],
      linkerSettings: [.linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig")]),
    // What every benchmark shares: the corpus, the fonts, the conversations
    // and the Swift owners of the baselines.
    .target(
      name: "BenchmarkFixtures",
      dependencies: [
        "CBaselines",
        .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "BubbleLayout", package: "TextMeasure"),
      ]),
    // A fresh process that times its own first font load and first measure.
    .executableTarget(name: "first-call-probe", dependencies: ["BenchmarkFixtures"]),
    // A fresh process that reports how far its peak resident memory rises
    // while it sizes many distinct long messages, or many language tags.
    .executableTarget(name: "memory-probe", dependencies: ["BenchmarkFixtures"]),
    // A fresh process that sizes random messages on every core for minutes,
    // samples its memory, and checks every result against one thread's.
    .executableTarget(name: "soak-probe", dependencies: ["BenchmarkFixtures"]),
    // Times a small draw in a face while another thread draws large glyphs in it.
    .executableTarget(
      name: "draw-wait-probe", dependencies: [.product(name: "TextRender", package: "TextMeasure")]),
    // Sizes the corpus with one engine and font, for callgrind's instruction counts.
    .executableTarget(name: "instruction-counts", dependencies: ["BenchmarkFixtures"]),
    // The Pango peer of `textmeasure measure --jsonl`: a C co-process that
    // answers the same JSONL lines with Pango (batch-throughput.sh,
    // batch-streaming.sh); Jansson reads and writes the JSON.
    .executableTarget(
      name: "pango-jsonl", dependencies: ["CBaselines"],
      linkerSettings: [.linkedLibrary("jansson"), .linkedLibrary("fontconfig")]),
    // Reads package-benchmark's histogram export and prints the comparison table.
    .executableTarget(
      name: "benchmark-table", dependencies: [.product(name: "Histogram", package: "hdrhistogram-swift")]),
    .executableTarget(
      name: "TextMeasureBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/TextMeasureBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "FirstCallBenchmarks",
      dependencies: ["BenchmarkFixtures", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/FirstCallBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "MemoryBenchmarks",
      dependencies: ["BenchmarkFixtures", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/MemoryBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
