import CICUShim
internal import _TextMeasureSupport

/// The UAX #9 embedding levels of a paragraph: even levels run left to
/// right, odd levels right to left.
///
/// Rule L1 is already applied at segment separators (tab) and at the end of
/// the paragraph; at line ends it is not (see
/// ``VisualOrder/resetTrailingWhitespace(of:in:text:paragraphLevel:)``).
///
/// ICU takes one shortcut: a level-0 paragraph whose characters are all L,
/// EN, AN or NSM (no R, AL, neutral, separator or control), such as "١٢٣",
/// stays at level 0 where UAX #9 raises AN to 2. No level on such a line
/// is odd, so it displays the same.
struct BidiLevels: Sendable, Hashable {
  /// The level of every UTF-16 unit, or nothing when every unit is at the
  /// paragraph's level (all left to right, say): most paragraphs then need
  /// no array.
  private let storedLevels: [UInt8]
  /// The number of UTF-16 units.
  let count: Int
  /// The paragraph's base level: 0 (left to right) or 1 (right to left).
  let paragraphLevel: UInt8

  /// The levels `levels` (one per UTF-16 unit; both units of a surrogate
  /// pair have the same level) of a paragraph at `paragraphLevel`.
  init(levels: [UInt8], paragraphLevel: UInt8) {
    let isUniform = !levels.contains { $0 != paragraphLevel }
    storedLevels = isUniform ? [] : levels
    count = levels.count
    self.paragraphLevel = paragraphLevel
  }

  /// `count` units all at `paragraphLevel`.
  init(uniform count: Int, paragraphLevel: UInt8) {
    storedLevels = []
    self.count = count
    self.paragraphLevel = paragraphLevel
  }

  /// Whether every unit is at the paragraph's level: then bidi's rule L1
  /// changes no level and no line needs reordering.
  var isUniform: Bool { storedLevels.isEmpty }

  /// The level of the unit at `offset`.
  subscript(offset: Int) -> UInt8 {
    storedLevels.isEmpty ? paragraphLevel : storedLevels[offset]
  }

  /// The memory the levels take, in bytes.
  var byteCount: Int { storedLevels.capacity }

  /// The level of every UTF-16 unit of the paragraph (both units of a
  /// surrogate pair have the same level).
  var levels: [UInt8] {
    storedLevels.isEmpty ? [UInt8](repeating: paragraphLevel, count: count) : storedLevels
  }
}

extension BidiLevels {
  /// Resolves the levels of `text`, a paragraph, with the base direction
  /// `direction` (`.natural`: the first strong character's, rules P2–P3,
  /// left to right when there is none).
  ///
  /// A paragraph that cannot hold right-to-left text
  /// (``mayContainRightToLeft(_:)`` is false) in a base direction other
  /// than `.rightToLeft` is all level 0 without asking ICU.
  ///
  /// - Throws: ``TextLayoutError/textAnalysisFailed`` when ICU fails.
  init(text: UnsafeBufferPointer<UInt16>, direction: WritingDirection, workspace: Workspace) throws {
    if direction != .rightToLeft && !Self.mayContainRightToLeft(text) {
      self.init(uniform: text.count, paragraphLevel: 0)
    } else {
      try self.init(resolvingWithICU: text, direction: direction, workspace: workspace)
    }
  }

  /// Resolves the levels of `text` with ICU's bidi algorithm, whatever the
  /// text. Text separators U+001C to U+001E (bidi class B) start a new bidi
  /// paragraph inside ICU; with `.natural` its base level is found
  /// separately, and ``paragraphLevel`` is the first one's.
  init(resolvingWithICU text: UnsafeBufferPointer<UInt16>, direction: WritingDirection, workspace: Workspace) throws {
    let requested: Int32
    switch direction {
    case .natural: requested = Int32(TM_BIDI_FIRST_STRONG)
    case .leftToRight: requested = Int32(TM_BIDI_LEFT_TO_RIGHT)
    case .rightToLeft: requested = Int32(TM_BIDI_RIGHT_TO_LEFT)
    }
    workspace.noteText(length: text.count)
    let analyzer = try workspace.textAnalyzer()
    var levels = [UInt8](filledWith: 0, count: text.count)
    var paragraphLevel: UInt8 = 0
    let status = levels.withUnsafeMutableBufferPointer { levels in
      tm_bidi_levels(analyzer, text.baseAddress, Int32(text.count), requested, levels.baseAddress, &paragraphLevel)
    }
    guard status == 0 else { throw TextLayoutError.textAnalysisFailed }
    self.init(levels: levels, paragraphLevel: paragraphLevel)
  }

  /// Whether text at `level` runs right to left (odd levels).
  static func isRightToLeft(_ level: UInt8) -> Bool { level & 1 == 1 }

  /// Whether `text` has a UTF-16 unit that can raise a level above 0 in a
  /// left-to-right paragraph, or make a `.natural` paragraph right to left.
  ///
  /// Those are the units of the areas where Unicode puts every character of
  /// bidi class R, AL or AN (and whose unassigned code points default to R
  /// or AL): U+0590–U+08FF, U+FB1D–U+FDFF, U+FE70–U+FEFF and, by their lead
  /// surrogates, U+10800–U+10FFF and U+1E800–U+1EFFF; and the explicit
  /// controls RLM (U+200F), LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI,
  /// RLI, FSI, PDI (U+2066–U+2069). Without them every character is L, EN
  /// (which W7 makes L after sos L), or neutral or weak between L and sos or
  /// eos L, so every level is 0.
  static func mayContainRightToLeft(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
    text.contains { unit in
      guard unit >= 0x0590 else { return false }
      switch unit {
      case 0x0590...0x08FF, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xD802...0xD803, 0xD83A...0xD83B,
        0xFB1D...0xFDFF, 0xFE70...0xFEFF:
        return true
      default:
        return false
      }
    }
  }
}
