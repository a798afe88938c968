/// A paragraph's UTF-16 units, offsets counted from its start: a range of
/// the whole text's units, which every paragraph of a text shares (no
/// paragraph copies its own).
struct ParagraphText: Sendable {
  /// The whole text's units.
  private let units: [UInt16]
  /// Where the paragraph starts in ``units``.
  private let start: Int
  /// The number of units in the paragraph.
  let count: Int

  /// The units `range` of `units`.
  init(_ units: [UInt16], range: Range<Int>) {
    self.units = units
    start = range.lowerBound
    count = range.count
  }

  /// The unit at `offset` from the paragraph's start.
  @inline(__always)
  subscript(offset: Int) -> UInt16 {
    units[start + offset]
  }

  /// Calls `body` with the paragraph's units.
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt16>) throws -> Result) rethrows -> Result {
    try units.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<start + count])) }
  }

  /// The memory the paragraph's units take, in bytes: its share of the text's.
  var byteCount: Int { count * 2 }
}
