// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "TextMeasure",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextMeasure", targets: ["TextMeasure"]),
    // The one line a port changes: `import UIKit` becomes `import TextMeasureUIKit`.
    .library(name: "TextMeasureUIKit", targets: ["TextMeasureUIKit"]),
    .library(name: "BubbleLayout", targets: ["BubbleLayout"]),
    // SUSI.AI server responses (`/susi/chat.json`) read into BubbleLayout's SUSI messages.
    .library(name: "SUSIResponseReading", targets: ["SUSIResponseReading"]),
    // JSQMessagesViewController's springy scrolling: the cells' displacement and their springs back.
    .library(name: "JSQSpringyScrolling", targets: ["JSQSpringyScrolling"]),
    .library(name: "TextRender", targets: ["TextRender"]),
    .library(name: "TextMeasureBatch", targets: ["TextMeasureBatch"]),
    // Snapshot strategies for swift-snapshot-testing: layouts, cells and conversations as PNG or text.
    .library(name: "TextMeasureSnapshotTesting", targets: ["TextMeasureSnapshotTesting"]),
    .executable(name: "textmeasure", targets: ["textmeasure"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // `swift package generate-documentation` (scripts/build-docs.sh); a plugin, linked into no product.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    // xxHash: the caches hash their keys' text with XXH3 (a tenth of SipHash's time on a chat message).
    .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
    // libpng writes TextRender's PNGs row by row; CPNGWriter catches its
    // longjmp errors in C, so that no jump crosses a Swift frame.
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .target(name: "CPNGWriter", dependencies: ["CPNG"]),
    // ICU through our own C functions: ICU's entry points are version-renamed
    // macros and its headers clash with Foundation's ICU module, so no ICU
    // header is visible to Swift.
    .target(
      name: "CICUShim",
      linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    // The CPUs a process may run on (`sched_getaffinity`, which Swift's Glibc
    // module lacks): the default of the CLI's `--jobs`. Linked into the CLI only.
    .target(name: "CProcessorAffinity"),
    // The bundled Inter family, built into the binary (C23 #embed) so that
    // it loads however the binary is deployed; the files stay in the
    // top-level Fonts/ folder.
    .target(name: "CTextMeasureFonts", path: "Fonts", exclude: ["Inter"], sources: ["tm_bundled_fonts.c"]),
    // What the libraries share that is not text measurement: the LRU map
    // and its hash table, cache-key hashing, locks, the parallel map, where
    // bytes stop being JSON. A target, not a product: no library exposes its
    // types.
    .target(name: "_TextMeasureSupport", dependencies: ["CXXHash"]),
    .target(
      name: "TextMeasure",
      dependencies: [
        "CFreeType", "CHarfBuzz", "CFontconfig", "CICUShim", "CTextMeasureFonts", "_TextMeasureSupport",
      ]),
    // UIKit and TextKit names over the engine (compiled out where UIKit or
    // AppKit exists), and TextKit 1's container model under Swift names.
    .target(name: "TextMeasureUIKit", dependencies: ["TextMeasure", "_TextMeasureSupport", "CFreeType"]),
    .target(name: "BubbleLayout", dependencies: ["TextMeasure", "TextMeasureUIKit", "_TextMeasureSupport"]),
    // A SUSI server's response read into messages, with every error's JSON
    // path: a client of the server, not layout, so BubbleLayout has none of it.
    .target(name: "SUSIResponseReading", dependencies: ["BubbleLayout", "_TextMeasureSupport"]),
    // Scroll physics, not sizing: no dependency at all.
    .target(name: "JSQSpringyScrolling"),
    .target(
      name: "TextRender",
      dependencies: ["TextMeasure", "BubbleLayout", "CCairo", "CFreeType", "CPNGWriter", "_TextMeasureSupport"]),
    // The JSONL batch contract (a request line in, an answer line out), for
    // the CLI's `measure --jsonl` and for services that size text.
    .target(
      name: "TextMeasureBatch",
      dependencies: ["TextMeasure", "TextMeasureUIKit", "BubbleLayout", "_TextMeasureSupport"],
      exclude: ["Schema"]),
    // Only the SnapshotTesting product: InlineSnapshotTesting would build swift-syntax.
    .target(
      name: "TextMeasureSnapshotTesting",
      dependencies: [
        "TextMeasure", "BubbleLayout", "TextRender",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .executableTarget(
      name: "textmeasure",
      dependencies: [
        "TextMeasure", "BubbleLayout", "SUSIResponseReading", "TextRender", "TextMeasureBatch", "CProcessorAffinity",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Test oracles shared by the test targets: an OpenType table reader, the
    // hb-shape runner and the font files' paths. Independent of TextMeasure.
    .target(name: "FontOracles", path: "Tests/FontOracles"),
    // The engine's fonts for the oracles' files, shared by the test targets that need them.
    .target(name: "EngineFixtures", dependencies: ["TextMeasure", "FontOracles"], path: "Tests/EngineFixtures"),
    // SUSI server responses written out, for the tests that read or lay them out.
    .target(name: "SUSIFixtures", path: "Tests/SUSIFixtures"),
    .testTarget(
      name: "TextMeasureTests", dependencies: ["TextMeasure", "_TextMeasureSupport", "FontOracles", "EngineFixtures"],
      exclude: ["Fixtures"]),
    .testTarget(name: "TextMeasureSupportTests", dependencies: ["_TextMeasureSupport"]),
    .testTarget(
      name: "TextMeasureUIKitTests", dependencies: ["TextMeasureUIKit", "TextMeasure", "FontOracles", "EngineFixtures"]),
    .testTarget(
      name: "BubbleLayoutTests",
      dependencies: [
        "BubbleLayout", "TextMeasure", "TextMeasureUIKit", "_TextMeasureSupport", "FontOracles", "SUSIFixtures",
        "SUSIResponseReading",
      ]),
    .testTarget(name: "SUSIResponseReadingTests", dependencies: ["SUSIResponseReading", "BubbleLayout", "SUSIFixtures"]),
    .testTarget(name: "JSQSpringyScrollingTests", dependencies: ["JSQSpringyScrolling"]),
    .testTarget(name: "TextMeasureBatchTests", dependencies: ["TextMeasureBatch", "FontOracles"]),
    .testTarget(name: "CLITests", dependencies: ["textmeasure", "FontOracles"]),
    // README.md's Swift blocks, compiled and run; each file imports only what its block does.
    .testTarget(
      name: "ReadmeExampleTests", dependencies: ["TextMeasure", "TextMeasureUIKit", "BubbleLayout", "FontOracles"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    .testTarget(
      name: "TextRenderTests",
      dependencies: [
        "TextRender", "SUSIResponseReading", "_TextMeasureSupport", "FontOracles", "EngineFixtures",
        "TextMeasureSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Fixtures", "__Snapshots__"]),
    .testTarget(
      name: "TextMeasureSnapshotTestingTests",
      dependencies: [
        "TextMeasureSnapshotTesting", "FontOracles", "EngineFixtures",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
