import Foundation

/// Where the benchmark package and the main package are, found from this
/// source file's path, so nothing depends on the machine's layout.
enum BenchmarkPaths {
  /// The `Benchmarks/` package's folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// The main package's folder (the parent of `Benchmarks/`).
  static let mainPackageRoot = packageRoot.deletingLastPathComponent()
}
