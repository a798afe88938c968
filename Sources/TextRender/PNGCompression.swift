import CPNG

/// How hard the PNG encoder works: a fast file or the smallest one.
///
/// Both write the same pixels (PNG is lossless); they differ in the row
/// filters libpng tries and in zlib's compression level:
///
/// | Case | Row filters | zlib level |
/// |------|-------------|------------|
/// | ``fast`` | Up (each byte minus the one above) | 1 |
/// | ``smallest`` | all five, libpng's heuristic picks one per row | 9 |
///
/// On the bundled 20-message example at 2× (`Benchmarks/render-cost.sh`),
/// `fast` spends a fraction of `smallest`'s instructions for a file about
/// a third larger.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable, Codable {
  /// One cheap filter and zlib's fastest level: the default.
  case fast
  /// Every filter and zlib's best level: for files that are kept or sent.
  case smallest

  /// The PNG_FILTER_* bits libpng chooses among, row by row.
  var filters: Int32 {
    switch self {
    case .fast: return Int32(PNG_FILTER_UP)
    case .smallest:
      return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)
    }
  }

  /// zlib's compression level, 1 (fastest) to 9 (smallest).
  var zlibLevel: Int32 {
    switch self {
    case .fast: return 1
    case .smallest: return 9
    }
  }
}
