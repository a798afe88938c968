import CPNG

/// How hard the PNG encoder works: a fast file or the smallest one.
///
/// Both write the same pixels (PNG is lossless); they differ in the row
/// filters libpng tries and in zlib's compression level:
///
/// | Case | Row filters | zlib level |
/// |------|-------------|------------|
/// | ``fast`` | None (the bytes as they are) | 1 |
/// | ``smallest`` | all five, libpng's heuristic picks one per row | 9 |
///
/// `fast` was chosen by callgrind on the bundled 20-message example at 2×
/// in the JSQ style: encoding took 243 M of the render's 496 M instructions
/// for a 354 KB file with no filter at level 1, against 298 M of 551 M
/// (405 KB) with Up and 300 M of 554 M (430 KB) with Sub, and more with
/// zlib's run-length strategy. cairo's encoder (libpng's default filters
/// and zlib's default level) wrote 361 KB. On 100 messages, zlib's smallest
/// hash table (memory level 1) halves the cost of sliding its window but
/// loses more in matching (1.85 G instructions against 1.76 G), and the
/// largest (9) costs 2.04 G: the default (8) stays. `Benchmarks/render-cost.sh`
/// prints both options' costs.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable, Codable {
  /// No filter and zlib's fastest level: the default.
  case fast
  /// Every filter and zlib's best level: for files that are kept or sent.
  case smallest

  /// The PNG_FILTER_* bits libpng chooses among, row by row.
  var filters: Int32 {
    switch self {
    case .fast: return Int32(PNG_FILTER_NONE)
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
