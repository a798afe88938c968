/// Where a paragraph's extended grapheme clusters start (UAX #29): at
/// offset `i` when `self[i]` is true, for `i` in `0...count`; both ends are
/// starts. Text in which every offset starts a cluster (ASCII without CR LF,
/// the most common) keeps no array.
struct GraphemeStarts: Sendable, Equatable {
  /// Whether a cluster starts at each offset, or nothing when one starts at every offset.
  private let storage: [Bool]

  /// The starts marked in `starts` (one more element than the text has units).
  init(_ starts: [Bool]) {
    storage = starts.allSatisfy { $0 } ? [] : starts
  }

  /// Every offset of a text starts a cluster.
  static let everyOffset = GraphemeStarts([])

  /// Whether a cluster starts at `offset`.
  subscript(offset: Int) -> Bool {
    storage.isEmpty || storage[offset]
  }

  /// The memory the starts take, in bytes.
  var byteCount: Int { storage.capacity }
}
