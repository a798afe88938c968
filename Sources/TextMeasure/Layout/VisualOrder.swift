import CICUShim

/// Reordering of a line for display, UAX #9 rules L1 and L2.
///
/// A line's runs are laid out left to right in the order ``runOrder(levels:)``
/// gives. Within a run at an odd level the characters go in reverse logical
/// order, which is the order HarfBuzz already returns a right-to-left
/// buffer's glyphs in.
enum VisualOrder {
  /// The indices of a line's runs in visual order, left to right, given the
  /// runs' levels in logical order (rule L2).
  ///
  /// From the highest level down to the lowest odd level, including levels
  /// no run has, every maximal sequence of adjacent runs at that level or
  /// higher is reversed. Lines without an odd level keep their logical order.
  static func runOrder(levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowestOdd = levels.filter(BidiLevels.isRightToLeft).min() else {
      return order
    }
    for level in stride(from: highest, through: lowestOdd, by: -1) {
      var start = 0
      while start < order.count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start + 1
        while end < order.count && levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
    }
    return order
  }

  /// Applies rule L1 at the end of `line` (a range of the paragraph): the
  /// whitespace, separators, boundary neutrals and explicit bidi controls
  /// that end the line (see `tm_bidi_trailing_whitespace_start`) go to
  /// `paragraphLevel`, so that they sit at the line's end in the paragraph's
  /// direction.
  ///
  /// `levels` and `text` are the paragraph's, indexed by paragraph offset
  /// (``BidiLevels/levels``); only `levels[line]` changes, so lines can be
  /// reset one after another in the same array. The paragraph's last line
  /// needs no reset (``BidiLevels`` has applied L1 at the paragraph's end),
  /// but resetting it again is harmless.
  static func resetTrailingWhitespace(
    of line: Range<Int>, in levels: inout [UInt8], text: UnsafeBufferPointer<UInt16>, paragraphLevel: UInt8
  ) {
    guard !line.isEmpty, let base = text.baseAddress else { return }
    let start = Int(tm_bidi_trailing_whitespace_start(base, Int32(line.lowerBound), Int32(line.upperBound)))
    for i in start..<line.upperBound { levels[i] = paragraphLevel }
  }
}
