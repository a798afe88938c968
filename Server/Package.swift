// swift-tools-version:6.1
import PackageDescription

// The sizing service of TextMeasure: an HTTP API on Hummingbird 2 over the
// streaming batch's request code. A package of its own, like Fuzz/ and
// Benchmarks/, so that the libraries' plain and sanitizer builds never
// compile SwiftNIO.
let package = Package(
  name: "TextMeasureServer",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "textmeasure-server", targets: ["textmeasure-server"])
  ],
  dependencies: [
    .package(name: "TextMeasure", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    // Configuration, routes, limits, error bodies and metrics.
    .target(
      name: "TextMeasureServer",
      dependencies: [
        .product(name: "TextMeasure", package: "TextMeasure"),
        .product(name: "TextMeasureBatch", package: "TextMeasure"),
        .product(name: "TextRender", package: "TextMeasure"),
        .product(name: "BubbleLayout", package: "TextMeasure"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The thin main: parses the configuration and runs the service.
    .executableTarget(
      name: "textmeasure-server",
      dependencies: ["TextMeasureServer"]),
    .testTarget(
      name: "TextMeasureServerTests",
      dependencies: [
        "TextMeasureServer",
        .product(name: "TextMeasureBatch", package: "TextMeasure"),
        .product(name: "TextRender", package: "TextMeasure"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
