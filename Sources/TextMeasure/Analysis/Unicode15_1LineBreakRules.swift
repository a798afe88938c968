import CICUShim

/// The UAX #14 rules that Unicode 15.1 (revision 51) changed, for one
/// paragraph, and Unicode 16.0's LB19a for quotation marks between East
/// Asian characters, which Chromium follows: each says, at an offset,
/// whether a break is allowed where Unicode 15.0's rules (ICU 72's) may
/// have decided otherwise, or `nil` when it leaves ICU's answer as it is.
///
/// Characters are classed by their Unicode 15.1 Line_Break values
/// (``LineBreakClass/of(_:)``). "B" is the character before the offset as
/// LB9 and LB10 see it (through combining marks and ZWJ), "A" the one after.
struct Unicode15_1LineBreakRules {
  private let text: UnsafeBufferPointer<UInt16>
  /// The class of the character that starts at each offset (a trail
  /// surrogate repeats its pair's).
  private let classes: [LineBreakClass]

  init(_ text: UnsafeBufferPointer<UInt16>) {
    self.text = text
    var classes = [LineBreakClass](repeating: .unknown, count: text.count)
    var offset = 0
    while offset < text.count {
      let (scalar, length) = Itemizer.scalar(in: text, at: offset)
      let value = LineBreakClass.of(scalar)
      for index in offset..<offset + length { classes[index] = value }
      offset += length
    }
    self.classes = classes
  }

  /// Whether Unicode 15.1 allows a soft break after `offset` units, where
  /// its rules differ from 15.0's; `nil` where ICU's answer stands.
  func allowsBreak(at offset: Int) -> Bool? {
    lb15aAfterOpeningQuotation(at: offset) ?? lb15bBeforeClosingQuotation(at: offset)
      ?? lb18BeforeOpeningAfterQuotation(at: offset) ?? lb19aQuotationBetweenEastAsian(at: offset)
      ?? aksaraClasses(at: offset)
  }

  /// LB15a: `(sot | BK | CR | LF | NL | OP | QU | GL | SP | ZW) [\p{Pi}&QU] SP* ×`:
  /// no break after an opening quotation mark that starts a quotation, nor
  /// after the spaces that follow it.
  func lb15aAfterOpeningQuotation(at offset: Int) -> Bool? {
    guard let quote = characterBefore(startOfSpaces(before: offset)), quote.value == .quotation,
      generalCategory(at: quote.start) == .initialPunctuation
    else { return nil }
    if let context = characterBefore(quote.start) {
      switch context.value {
      case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .openPunctuation, .quotation, .glue, .space,
        .zeroWidthSpace:
        break
      default:
        return nil
      }
    }
    return false
  }

  /// LB15b: `× [\p{Pf}&QU] (SP | GL | WJ | CL | QU | CP | EX | IS | SY | BK | CR | LF | NL | ZW | eot)`:
  /// no break before a closing quotation mark that ends a quotation (LB8,
  /// `ZW SP* ÷`, comes first).
  func lb15bBeforeClosingQuotation(at offset: Int) -> Bool? {
    guard classes[offset] == .quotation, generalCategory(at: offset) == .finalPunctuation else { return nil }
    if let next = characterAfterCluster(at: offset) {
      switch next {
      case .space, .glue, .wordJoiner, .closePunctuation, .quotation, .closeParenthesis, .exclamation,
        .infixNumeric, .breakSymbols, .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .zeroWidthSpace:
        break
      default:
        return nil
      }
    }
    let spacesStart = startOfSpaces(before: offset)
    if spacesStart > 0 && classes[spacesStart - 1] == .zeroWidthSpace { return nil }
    return false
  }

  /// LB18 `SP ÷` between a quotation mark and an opening punctuation:
  /// Unicode 15.1 dropped 15.0's LB15, `QU SP* × OP`, so after the spaces
  /// a line may end (unless LB15a keeps an opening quotation, which is
  /// asked first).
  func lb18BeforeOpeningAfterQuotation(at offset: Int) -> Bool? {
    guard classes[offset] == .openPunctuation, text[offset - 1] == 0x20,
      characterBefore(startOfSpaces(before: offset))?.value == .quotation
    else { return nil }
    return true
  }

  /// Unicode 16.0's LB19 and LB19a (UAX #14 revision 53), which Chromium
  /// follows: a curly quotation mark between East Asian characters
  /// (East_Asian_Width F, W or H) no longer holds them together, so a line
  /// may end before an opening one (`：|“`) and after a closing one (`”|然`).
  /// LB19 keeps only `× [QU - \p{Pi}]` and `[QU - \p{Pf}] ×`; LB19a keeps
  /// a quotation mark with any neighbour that is not East Asian:
  /// `[^EA] × QU`, `× QU ([^EA] | eot)`, `QU × [^EA]`, `(sot | [^EA]) QU ×`.
  /// Where none holds, the rules after LB19 decide: a break unless LB21 or
  /// LB22 forbid it. (Rules before LB19 that forbid one, LB9 to LB14, are
  /// left to ICU, which applies them alike.)
  func lb19aQuotationBetweenEastAsian(at offset: Int) -> Bool? {
    guard let before = characterBefore(offset) else { return nil }
    let after = classes[offset]
    guard before.value == .quotation || after == .quotation else { return nil }
    if after == .quotation {
      guard generalCategory(at: offset) == .initialPunctuation, isEastAsian(at: before.start),
        let next = startOfCharacterAfterCluster(at: offset), isEastAsian(at: next)
      else { return nil }
    }
    if before.value == .quotation {
      guard generalCategory(at: before.start) == .finalPunctuation, isEastAsian(at: offset),
        let context = characterBefore(before.start), isEastAsian(at: context.start)
      else { return nil }
    }
    if classes[offset - 1] == .zeroWidthJoiner { return nil }
    switch before.value {
    case .openPunctuation, .breakBefore, .wordJoiner, .glue, .zeroWidthSpace: return nil
    default: break
    }
    switch after {
    case .combiningMark, .zeroWidthJoiner, .wordJoiner, .glue, .closePunctuation, .closeParenthesis, .exclamation,
      .infixNumeric, .breakSymbols, .breakAfter, .hyphen, .nonstarter, .inseparable:
      return nil
    default:
      return true
    }
  }

  /// The characters of the aksara classes (AK, AP, AS, VF, VI), which no
  /// rule before LB28a names: where neither neighbour is decided by an
  /// earlier rule that ignores the other side's class (ICU then answers as
  /// for any letter), LB28a keeps an orthographic syllable together and
  /// LB31 breaks everywhere else. (ICU saw these characters as ID, whose
  /// rules LB23a and LB30b, like 15.0's AL rules, do not apply to them.)
  func aksaraClasses(at offset: Int) -> Bool? {
    guard let before = characterBefore(offset) else { return nil }
    let after = classes[offset]
    guard before.value.isAksaraClass || after.isAksaraClass else { return nil }
    if classes[offset - 1] == .zeroWidthJoiner || Self.decidesWhateverIsBefore(after)
      || Self.decidesWhateverFollows(before.value)
    {
      return nil
    }
    return !lb28aJoinsOrthographicSyllable(before: before, at: offset)
  }

  /// LB28a: the orthographic syllables of Brahmic scripts stay whole:
  /// `AP × (AK | ◌ | AS)`, `(AK | ◌ | AS) × (VF | VI)`,
  /// `(AK | ◌ | AS) VI × (AK | ◌)`, `(AK | ◌ | AS) × (AK | ◌ | AS) VF`
  /// (◌ is U+25CC DOTTED CIRCLE).
  func lb28aJoinsOrthographicSyllable(before: (value: LineBreakClass, start: Int), at offset: Int) -> Bool {
    let after = classes[offset]
    let afterIsAksara = after == .aksara || text[offset] == 0x25CC
    if before.value == .aksaraPrebase { return afterIsAksara || after == .aksaraStart }
    if before.value == .virama {
      return afterIsAksara && characterBefore(before.start).map { isAksaraOrStart($0) } == true
    }
    guard isAksaraOrStart(before) else { return false }
    if after == .viramaFinal || after == .virama { return true }
    return (afterIsAksara || after == .aksaraStart) && characterAfterCluster(at: offset) == .viramaFinal
  }

  /// AK, AS or the dotted circle (which stands for a missing aksara).
  private func isAksaraOrStart(_ character: (value: LineBreakClass, start: Int)) -> Bool {
    character.value == .aksara || character.value == .aksaraStart || text[character.start] == 0x25CC
  }

  /// Classes after which rules LB4–LB22 decide whatever comes before:
  /// `× (BK | CR | LF | NL | SP | ZW)` (LB6, LB7), `× CM/ZWJ` (LB9),
  /// `× WJ` (LB11), `× GL` (LB12a), `× (CL | CP | EX | IS | SY)` (LB13),
  /// `× QU` (LB19), `÷ CB` (LB20), `× (BA | HY | NS)` (LB21), `× IN`
  /// (LB22); and CJ, which the locale resolves.
  private static func decidesWhateverIsBefore(_ value: LineBreakClass) -> Bool {
    switch value {
    case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .space, .zeroWidthSpace, .combiningMark,
      .zeroWidthJoiner, .wordJoiner, .glue, .closePunctuation, .closeParenthesis, .exclamation, .infixNumeric,
      .breakSymbols, .quotation, .contingentBreak, .breakAfter, .hyphen, .nonstarter, .inseparable,
      .conditionalJapaneseStarter:
      true
    default: false
    }
  }

  /// Classes before which rules LB4–LB21a decide whatever follows:
  /// BK, CR, LF, NL (LB4, LB5), ZW (LB8), WJ (LB11), GL (LB12), OP (LB14),
  /// SP (LB18), QU (LB19), CB (LB20), BB (LB21), HY and BA (LB21a after a
  /// Hebrew letter, LB31 otherwise, for any letter alike).
  private static func decidesWhateverFollows(_ value: LineBreakClass) -> Bool {
    switch value {
    case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .zeroWidthSpace, .wordJoiner, .glue,
      .openPunctuation, .space, .quotation, .contingentBreak, .breakBefore, .hyphen, .breakAfter:
      true
    default: false
    }
  }

  /// The character before `offset` as LB9 and LB10 see it: combining marks
  /// and ZWJ take the class of the character they follow, or AL after a
  /// space, a break or the text's start; `nil` at the start.
  func characterBefore(_ offset: Int) -> (value: LineBreakClass, start: Int)? {
    guard offset > 0 else { return nil }
    var start = startOfCharacter(before: offset)
    let firstMark = start
    while classes[start].isCombining && start > 0 {
      start = startOfCharacter(before: start)
    }
    if classes[start].isCombining { return (.alphabetic, start) }
    if start != firstMark && !classes[start].takesCombiningMarks { return (.alphabetic, firstMark) }
    return (classes[start], start)
  }

  /// The class of the character after the one at `offset` and its
  /// combining marks (LB9), or `nil` at the text's end.
  func characterAfterCluster(at offset: Int) -> LineBreakClass? {
    startOfCharacterAfterCluster(at: offset).map { classes[$0] }
  }

  /// Where the character after the one at `offset` and its combining marks
  /// starts, or `nil` at the text's end.
  func startOfCharacterAfterCluster(at offset: Int) -> Int? {
    var next = offset + (UTF16.isLeadSurrogate(text[offset]) && offset + 1 < text.count ? 2 : 1)
    while next < text.count && classes[next].isCombining { next += 1 }
    return next < text.count ? next : nil
  }

  /// Whether the character at `offset` is East Asian for LB19a: its
  /// East_Asian_Width (UAX #11) is F, W or H.
  private func isEastAsian(at offset: Int) -> Bool {
    tm_is_east_asian(Itemizer.scalar(in: text, at: offset).0) != 0
  }

  /// Where the spaces (SP, U+0020) that end at `offset` start.
  private func startOfSpaces(before offset: Int) -> Int {
    var start = offset
    while start > 0 && text[start - 1] == 0x20 { start -= 1 }
    return start
  }

  private func startOfCharacter(before offset: Int) -> Int {
    offset >= 2 && UTF16.isTrailSurrogate(text[offset - 1]) && UTF16.isLeadSurrogate(text[offset - 2])
      ? offset - 2 : offset - 1
  }

  private func generalCategory(at offset: Int) -> Unicode.GeneralCategory? {
    Unicode.Scalar(Itemizer.scalar(in: text, at: offset).0)?.properties.generalCategory
  }
}
