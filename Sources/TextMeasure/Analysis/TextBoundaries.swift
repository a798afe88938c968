import CICUShim

/// A place where a line may end: after `offset` UTF-16 units of a paragraph.
struct BreakOpportunity: Sendable, Hashable {
  var offset: Int
  /// A required break (after U+2028 or a paragraph separator).
  var isMandatory: Bool
}

/// UAX #14 line-break opportunities and UAX #29 grapheme boundaries from ICU.
///
/// ICU's iterators are opened once per thread and reused (opening one costs
/// more than breaking a whole chat message).
enum TextBoundaries {
  /// Error raised when ICU cannot analyse a text.
  struct ICUError: Error, CustomStringConvertible {
    var description: String { "ICU could not find the text's break opportunities" }
  }

  /// Every line-break opportunity after offset 0 of `text`, in order; the last
  /// is at `text.count`.
  static func lineBreakOpportunities(in text: UnsafeBufferPointer<UInt16>, locale: String = "en@lb=normal")
    throws -> [BreakOpportunity]
  {
    let length = text.count
    guard length > 0, let base = text.baseAddress else { return [] }
    var offsets = [Int32](repeating: 0, count: length)
    var mandatory = [UInt8](repeating: 0, count: length)
    let count = offsets.withUnsafeMutableBufferPointer { offsets in
      mandatory.withUnsafeMutableBufferPointer { mandatory in
        tm_line_break_opportunities(base, Int32(length), locale, offsets.baseAddress, mandatory.baseAddress)
      }
    }
    guard count >= 0 else { throw ICUError() }
    return (0..<Int(count)).map { BreakOpportunity(offset: Int(offsets[$0]), isMandatory: mandatory[$0] != 0) }
  }

  /// Marks the extended grapheme cluster boundaries of `text`: element `i` is
  /// true when a cluster starts at offset `i`; the array has `text.count + 1`
  /// elements and both ends are boundaries.
  static func graphemeBoundaries(in text: UnsafeBufferPointer<UInt16>) throws -> [Bool] {
    let length = text.count
    var isBoundary = [Bool](repeating: false, count: length + 1)
    isBoundary[0] = true
    isBoundary[length] = true
    guard length > 0, let base = text.baseAddress else { return isBoundary }
    if text.allSatisfy({ $0 < 0x80 }) {
      // UAX #29 in ASCII: a boundary everywhere but inside CR LF (GB3),
      // which is all ICU's rules say for these characters.
      for i in 1..<length { isBoundary[i] = !(text[i - 1] == 0x0D && text[i] == 0x0A) }
      return isBoundary
    }
    var offsets = [Int32](repeating: 0, count: length)
    let count = offsets.withUnsafeMutableBufferPointer {
      tm_grapheme_boundaries(base, Int32(length), $0.baseAddress)
    }
    guard count >= 0 else { throw ICUError() }
    for i in 0..<Int(count) { isBoundary[Int(offsets[i])] = true }
    IndicConjuncts.join(in: text, boundaries: &isBoundary)
    return isBoundary
  }
}
