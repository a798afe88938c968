/// Browser-compatible tailoring of UAX #14 between ASCII characters.
///
/// Apple's own tailoring of UAX #14 is not documented. Chromium's is: between
/// two printable ASCII characters it ignores UAX #14 and allows a break only
/// by a pair table kept for compatibility with other browsers (Blink's
/// `text_break_iterator.cc`). Chat text is full of URLs, paths, dates and
/// code, and this is where the engines differ most, so TextMeasure follows
/// the browser:
/// - after a run of spaces or tabs;
/// - after `-` before a letter or most symbols, and before a digit only
///   when a letter or digit precedes the `-` (`ABCD-1234` breaks, `-5` and
///   ` -5` do not);
/// - after `?` before a letter, digit or most symbols;
/// - before `(`, `[`, `{` or `<` after closing or other punctuation;
/// - nowhere else between ASCII characters: not after `/` (URLs and paths
///   stay whole), not inside `!=`, `C++` or `x->y`.
/// Wherever a non-ASCII character is involved, NO-BREAK SPACE included,
/// ICU's UAX #14 decides (so "abc-" | "\u{A0}def" breaks, as in Chromium
/// 156). Mandatory breaks are always ICU's.
enum WebLineBreakTailoring {
  /// The opportunities of `text` (a paragraph) given ICU's, in one pass, in
  /// `result` (emptied first; a workspace's scratch):
  /// ICU's mandatory breaks, then wherever ``allowsBreak(at:in:icuBreaks:)``
  /// allows one; the last is ICU's at `text.count`.
  ///
  /// - Parameters:
  ///   - icuOffsets: ICU's opportunities after offset 0, ascending, the last at `text.count`;
  ///   - icuIsMandatory: for each, 1 when ICU says the break is required.
  static func opportunities(
    in text: UnsafeBufferPointer<UInt16>, icuOffsets: UnsafeBufferPointer<Int32>,
    icuIsMandatory: UnsafeBufferPointer<UInt8>, into result: inout [BreakOpportunity]
  ) {
    result.removeAll(keepingCapacity: true)
    var next = 0
    for offset in 1..<max(1, text.count) {
      while next < icuOffsets.count && Int(icuOffsets[next]) < offset { next += 1 }
      let icuBreaks = next < icuOffsets.count && Int(icuOffsets[next]) == offset
      if icuBreaks && icuIsMandatory[next] != 0 {
        result.append(BreakOpportunity(offset: offset, isMandatory: true))
      } else if allowsBreak(at: offset, in: text, icuBreaks: icuBreaks) {
        result.append(BreakOpportunity(offset: offset, isMandatory: false))
      }
    }
    if let last = icuOffsets.indices.last {
      result.append(BreakOpportunity(offset: Int(icuOffsets[last]), isMandatory: icuIsMandatory[last] != 0))
    }
  }

  /// The opportunities of `text`, a paragraph of ASCII characters only, in
  /// `result` (emptied first), without ICU: the same as ``opportunities(in:icuOffsets:icuIsMandatory:)``
  /// with ICU's, which between ASCII characters decide only the mandatory
  /// breaks, and those UAX #14 puts after LF, VT and FF, and after a CR that
  /// no LF follows (LB4, LB5; the text's end is one when it ends so).
  static func opportunities(inASCII text: UnsafeBufferPointer<UInt16>, into result: inout [BreakOpportunity]) {
    result.removeAll(keepingCapacity: true)
    asciiPairs.withUnsafeBufferPointer { pairs in
      var before = Int(text.first ?? 0)
      for offset in 1..<max(1, text.count) {
        let after = Int(text[offset])
        switch pairs[before << 7 | after] {
        case .none: break
        case .mandatory: result.append(BreakOpportunity(offset: offset, isMandatory: true))
        case .soft: result.append(BreakOpportunity(offset: offset, isMandatory: false))
        case .softAfterLetterOrDigit:
          if offset >= 2 && isLetterOrDigit(text[offset - 2]) {
            result.append(BreakOpportunity(offset: offset, isMandatory: false))
          }
        }
        before = after
      }
    }
    result.append(BreakOpportunity(offset: text.count, isMandatory: endsHardLine(at: text.count, in: text)))
  }

  /// What a pair of ASCII units decides in ``opportunities(inASCII:into:)``.
  private enum PairRule {
    /// No break between them.
    case none
    /// A break is required between them (UAX #14: after LF, VT, FF, a CR before anything but LF).
    case mandatory
    /// A line may end between them.
    case soft
    /// A line may end between them (a `-` and a digit) only when a letter
    /// or digit comes before the pair.
    case softAfterLetterOrDigit
  }

  /// The rule of each pair of ASCII units, `asciiPairs[before << 7 | after]`:
  /// ``endsHardLine(at:in:)`` and ``allowsBreak(at:in:icuBreaks:)`` asked
  /// once about every pair, so that the ASCII pass reads one table per unit.
  private static let asciiPairs: [PairRule] = (0..<(128 * 128)).map { index in
    let pair: [UInt16] = [UInt16(index >> 7), UInt16(index & 127)]
    return pair.withUnsafeBufferPointer { pair -> PairRule in
      if endsHardLine(at: 1, in: pair) { return .mandatory }
      if pair[0] == UInt8(ascii: "-") && isDigit(pair[1]) { return .softAfterLetterOrDigit }
      return allowsBreak(at: 1, in: pair, icuBreaks: false) ? .soft : .none
    }
  }

  /// Whether UAX #14 requires a break after `offset` units of ASCII `text`
  /// (classes BK, CR and LF before it; CR × LF).
  private static func endsHardLine(at offset: Int, in text: UnsafeBufferPointer<UInt16>) -> Bool {
    switch text[offset - 1] {
    case 0x0A, 0x0B, 0x0C: return true
    case 0x0D: return offset == text.count || text[offset] != 0x0A
    default: return false
    }
  }

  private static func allowsBreak(at offset: Int, in text: UnsafeBufferPointer<UInt16>, icuBreaks: Bool) -> Bool {
    let before = text[offset - 1]
    let after = text[offset]
    if isSpaceOrTab(before) { return !isSpaceOrTab(after) }
    if needsUnicodeRules(before) || needsUnicodeRules(after) { return icuBreaks }
    if before == UInt8(ascii: "-"), isDigit(after) {
      return offset >= 2 && isLetterOrDigit(text[offset - 2])
    }
    guard isPrintableASCII(before), isPrintableASCII(after) else { return false }
    return breakAfter[(Int(before) - 0x21) * printableCount + Int(after) - 0x21]
  }

  private static func needsUnicodeRules(_ unit: UInt16) -> Bool { unit > 0x7F }
  private static func isSpaceOrTab(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 }
  private static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }
  private static func isPrintableASCII(_ unit: UInt16) -> Bool { (0x21...0x7F).contains(unit) }
  @inline(__always)
  private static func isLetterOrDigit(_ unit: UInt16) -> Bool {
    unit &- 0x30 < 10 || (unit | 0x20) &- 0x61 < 26
  }

  /// For each printable ASCII character (from "!"), the characters a line may
  /// start with after it.
  /// The printable ASCII characters and DEL, U+0021…U+007F.
  private static let printableCount = 0x7F - 0x21 + 1

  /// `breakAfter[(before − 0x21) × printableCount + (after − 0x21)]`.
  private static let breakAfter: [Bool] = {
    let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    let beforeOpening = Set("([{<".utf8)
    let afterHyphen = Set(("\"#%&'(*+-<=>@[\\^_`{|~" + letters).utf8).union([0x7F])
    let afterQuestion = Set(("#$%&(*+-0123456789<=>@[\\^_`{|~" + letters).utf8)
    let closingAndOther = Set("!\"#%&)*+,.:;=>\\]|}~".utf8)
    let sets = (0x21...0x7F).map { character -> Set<UInt8> in
      if character == UInt8(ascii: "-") { return afterHyphen }
      if character == UInt8(ascii: "?") { return afterQuestion }
      return closingAndOther.contains(UInt8(character)) ? beforeOpening : []
    }
    return sets.flatMap { set in (0x21...0x7F).map { set.contains(UInt8($0)) } }
  }()
}
