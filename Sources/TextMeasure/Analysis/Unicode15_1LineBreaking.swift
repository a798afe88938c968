/// Unicode 15.1's line breaking (UAX #14 revision 51) over Debian 12's
/// ICU 72, which implements Unicode 15.0.
///
/// Unicode 15.1 changed two things ICU 72 cannot know:
/// - Line_Break values: 560 code points (``LineBreakClass/unicode15_1Changes``),
///   among them the new aksara classes AK, AP, AS, VF and VI of Balinese,
///   Batak, Brahmi, Javanese and other Brahmic scripts. Where the new value
///   is a class ICU knows, ICU is shown a stand-in of that class
///   (``icuStandIn(for:)``), so that its own rules apply; the new classes,
///   which no ICU rule names, are shown as ID and decided here.
/// - Rules (``Unicode15_1LineBreakRules``): LB15a and LB15b replace LB15 for
///   quotation marks, and LB28a keeps orthographic syllables together. With
///   them goes Unicode 16.0's LB19a, which lets a line end at a curly
///   quotation mark between East Asian characters, as Chromium does.
///
/// The web tailoring (``WebLineBreakTailoring``) then applies on top: it
/// decides every position after a space, where LB15a and LB15b would act.
enum Unicode15_1LineBreaking {
  /// `text` with every character whose Line_Break value Unicode 15.1
  /// changed replaced by a character that ICU 72 gives the new value (the
  /// same number of UTF-16 units, so offsets agree), or `nil` when there is
  /// none. Characters of the new aksara classes become ID, the class whose
  /// ICU rules ``Unicode15_1LineBreakRules`` overrides next to them.
  static func icuStandIn(for text: UnsafeBufferPointer<UInt16>) -> [UInt16]? {
    var standIn: [UInt16]?
    var offset = 0
    while offset < text.count {
      let (scalar, length) = Itemizer.scalar(in: text, at: offset)
      if mayHave(scalar, in: changedPages), let changed = LineBreakClass.unicode15_1Change(of: scalar) {
        if standIn == nil { standIn = Array(text) }
        let replacement = icuStandIn(of: changed, supplementary: length == 2)
        standIn![offset] = replacement[0]
        if length == 2 { standIn![offset + 1] = replacement[1] }
      }
      offset += length
    }
    return standIn
  }

  /// A character, in UTF-16, that ICU 72 gives `value` (`ideographic` for
  /// the aksara classes), as long as the one it stands in for.
  static func icuStandIn(of value: LineBreakClass, supplementary: Bool) -> [UInt16] {
    let scalar: UInt32 =
      switch value {
      case .numeric: supplementary ? 0x104A0 : 0x30  // OSMANYA DIGIT ZERO, DIGIT ZERO
      case .breakAfter: supplementary ? 0x1039F : 0xF0B  // UGARITIC WORD DIVIDER, TIBETAN MARK INTERSYLLABIC TSHEG
      case .glue: supplementary ? 0x16FE4 : 0xA0  // KHITAN SMALL SCRIPT FILLER, NO-BREAK SPACE
      case .openPunctuation: supplementary ? 0x13258 : 0x28  // EGYPTIAN HIEROGLYPH O006A, LEFT PARENTHESIS
      default: supplementary ? 0x20000 : 0x4E00  // CJK UNIFIED IDEOGRAPH-20000, -4E00
      }
    return Array(String(Unicode.Scalar(scalar)!).utf16)
  }

  /// Whether ``Unicode15_1LineBreakRules`` may change one of ICU's answers
  /// in `text`: it has a quotation mark (QU) other than ASCII's, an ASCII
  /// one (`"`, `'`) with spaces and an opening punctuation after it (LB18),
  /// or a character of an aksara class. Characters of the 256-code-point
  /// pages that hold none of these (most letters, CJK ideographs, Hangul
  /// syllables) are passed without a lookup.
  static func needsRules(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
    var offset = 0
    while offset < text.count {
      let unit = text[offset]
      if (unit == 0x22 || unit == 0x27) && isFollowedBySpacesAndOpening(text, after: offset) { return true }
      let (scalar, length) = Itemizer.scalar(in: text, at: offset)
      guard unit >= 0x80, mayHave(scalar, in: quotationOrAksaraPages) else {
        offset += length
        continue
      }
      let value = LineBreakClass.of(scalar)
      if value == .quotation || value.isAksaraClass { return true }
      offset += length
    }
    return false
  }

  /// Whether `scalar` may be one that `pages` (a flag for each page of 256
  /// code points of the BMP) was made for; always true above the BMP.
  @inline(__always)
  private static func mayHave(_ scalar: UInt32, in pages: [Bool]) -> Bool {
    scalar > 0xFFFF || pages[Int(scalar >> 8)]
  }

  /// The BMP pages that hold a code point whose Line_Break value Unicode
  /// 15.1 changed.
  private static let changedPages: [Bool] = {
    var pages = [Bool](repeating: false, count: 256)
    for change in LineBreakClass.unicode15_1Changes where change.first <= 0xFFFF {
      for page in change.first >> 8...min(change.last, 0xFFFF) >> 8 { pages[Int(page)] = true }
    }
    return pages
  }()

  /// The BMP pages that hold a quotation mark (QU, by ICU's data) or a
  /// character of an aksara class, found once by asking about every code
  /// point of the BMP.
  private static let quotationOrAksaraPages: [Bool] = (0..<256).map { page in
    (UInt32(page) << 8..<UInt32(page + 1) << 8).contains { scalar in
      let value = LineBreakClass.of(scalar)
      return value == .quotation || value.isAksaraClass
    }
  }

  /// Whether the character at `offset`, with its combining marks, is
  /// followed by spaces (SP) and then an opening punctuation (OP).
  private static func isFollowedBySpacesAndOpening(_ text: UnsafeBufferPointer<UInt16>, after offset: Int) -> Bool {
    var next = offset + 1
    while next < text.count {
      let (scalar, length) = Itemizer.scalar(in: text, at: next)
      guard LineBreakClass.of(scalar).isCombining else { break }
      next += length
    }
    let spacesStart = next
    while next < text.count && text[next] == 0x20 { next += 1 }
    guard next > spacesStart, next < text.count else { return false }
    return LineBreakClass.of(Itemizer.scalar(in: text, at: next).0) == .openPunctuation
  }

  /// Rewrites ICU's opportunities of `text` (`offsets[0..<count]`
  /// ascending, `isMandatory` beside them, the last at `text.count`) into
  /// Unicode 15.1's, in place, and returns their number.
  static func apply(
    to text: UnsafeBufferPointer<UInt16>, offsets: UnsafeMutableBufferPointer<Int32>,
    isMandatory: UnsafeMutableBufferPointer<UInt8>, count: Int
  ) -> Int {
    guard needsRules(text) else { return count }
    // 0: no break, 1: a break, 2: a required break, after each offset.
    var breaks = [UInt8](repeating: 0, count: text.count + 1)
    for index in 0..<count { breaks[Int(offsets[index])] = isMandatory[index] != 0 ? 2 : 1 }
    let rules = Unicode15_1LineBreakRules(text)
    for offset in 1..<text.count where breaks[offset] != 2 && !UTF16.isTrailSurrogate(text[offset]) {
      if let allowsBreak = rules.allowsBreak(at: offset) { breaks[offset] = allowsBreak ? 1 : 0 }
    }
    var written = 0
    for offset in 1...text.count where breaks[offset] != 0 {
      offsets[written] = Int32(offset)
      isMandatory[written] = breaks[offset] == 2 ? 1 : 0
      written += 1
    }
    return written
  }
}
