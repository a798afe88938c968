import Testing

@testable import TextMeasure

/// UAX #9 building blocks: paragraph levels (``BidiLevels``), rule L2
/// (``VisualOrder/runOrder(levels:)``) and rule L1 at line ends.
///
/// Every expected level is worked out by hand from UAX #9 in a comment. Bidi
/// classes: L Latin letters, R Hebrew, AL Arabic letters, EN ASCII digits,
/// AN Arabic-Indic digits, CS "," and ".", WS space, ON brackets.
@Suite struct BidiTests {
  static func levels(_ string: String, _ direction: WritingDirection = .natural) throws -> BidiLevels {
    try Array(string.utf16).withUnsafeBufferPointer { try BidiLevels(text: $0, direction: direction, workspace: Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))) }
  }

  static func icuLevels(_ string: String, _ direction: WritingDirection = .natural) throws -> BidiLevels {
    try Array(string.utf16).withUnsafeBufferPointer { try BidiLevels(resolvingWithICU: $0, direction: direction, workspace: Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))) }
  }

  static func repeating(_ level: UInt8, _ count: Int) -> [UInt8] { [UInt8](repeating: level, count: count) }

  // MARK: - Paragraph levels

  @Test func pureLeftToRight_isLevelZero_withAndWithoutICU() throws {
    // P2–P3: first strong "H" is L, paragraph level 0. W7: "42" (EN) follows
    // strong L, becomes L. N1: the neutrals lie between L and L (or eos L).
    // I1: L at level 0 stays 0.
    let text = "Hello, world! 42"
    let expected = BidiLevels(levels: Self.repeating(0, 16), paragraphLevel: 0)
    #expect(try Self.levels(text) == expected)
    #expect(try Self.levels(text, .leftToRight) == expected)
    #expect(try Self.icuLevels(text) == expected)
    #expect(try Self.icuLevels(text, .leftToRight) == expected)
  }

  @Test func pureHebrewAndArabic_areLevelOne() throws {
    // P2: first strong is R (Hebrew) or AL (Arabic): paragraph level 1. W3
    // makes AL R; N1: the space lies between R and R, so R. I2: R at odd
    // level 1 stays 1.
    #expect(try Self.levels("שלום עולם") == BidiLevels(levels: Self.repeating(1, 9), paragraphLevel: 1))
    #expect(try Self.levels("مرحبا بالعالم") == BidiLevels(levels: Self.repeating(1, 13), paragraphLevel: 1))
  }

  @Test func hebrewWordInsideEnglish_isLevelOne() throws {
    // "I said " (0–6) "שלום" (7–10) " to her" (11–17). P2: "I" is L, level 0.
    // N1: the space at 6 lies between L and R, the one at 11 between R and
    // L; N2 gives both the embedding direction L. I1: R at even level 0
    // goes up to 1, L stays 0.
    let expected = Self.repeating(0, 7) + Self.repeating(1, 4) + Self.repeating(0, 7)
    #expect(try Self.levels("I said שלום to her") == BidiLevels(levels: expected, paragraphLevel: 0))
  }

  @Test func englishAndDigitsInsideHebrew_areLevelTwo() throws {
    // "שלום" (0–3) " " (4) "world" (5–9) " " (10) "2024" (11–14) " " (15)
    // "שלום" (16–19). P2: first strong R, level 1. W7: the first strong
    // before "2024" is "d" (L), so the digits become L. N1: space 4 lies
    // between R and L and space 15 between L and R (N2: embedding direction
    // R); space 10 lies between L and L (L). I2: L at odd level 1 goes up to
    // 2, R stays 1.
    let expected =
      Self.repeating(1, 5) + Self.repeating(2, 5) + [2] + Self.repeating(2, 4) + [1] + Self.repeating(1, 4)
    #expect(try Self.levels("שלום world 2024 שלום") == BidiLevels(levels: expected, paragraphLevel: 1))

    // "שלום 123": W7 finds R before "123", which stays EN. N1: the space lies
    // between R and EN (EN counts as R), so R. I2: EN at odd level goes to 2.
    #expect(try Self.levels("שלום 123") == BidiLevels(levels: Self.repeating(1, 5) + [2, 2, 2], paragraphLevel: 1))
  }

  @Test func explicitBaseDirection_overridesTheFirstStrongCharacter() throws {
    // Level 0 forced: R goes up to 1 (I1). "שלום hello": the space lies
    // between R and L, N2 gives it the embedding direction L (0).
    #expect(try Self.levels("שלום", .leftToRight) == BidiLevels(levels: [1, 1, 1, 1], paragraphLevel: 0))
    #expect(
      try Self.levels("שלום hello", .leftToRight)
        == BidiLevels(levels: [1, 1, 1, 1, 0, 0, 0, 0, 0, 0], paragraphLevel: 0))
    // Level 1 forced: L goes up to 2 (I2). "hello שלום": the space lies
    // between L and R, N2 gives it the embedding direction R (1).
    #expect(try Self.levels("hello", .rightToLeft) == BidiLevels(levels: Self.repeating(2, 5), paragraphLevel: 1))
    #expect(
      try Self.levels("hello שלום", .rightToLeft)
        == BidiLevels(levels: Self.repeating(2, 5) + Self.repeating(1, 5), paragraphLevel: 1))
  }

  @Test func noStrongCharacter_naturalIsLeftToRight() throws {
    // P3: no L, R or AL, so level 0. W7: the EN digits follow sos L and
    // become L; N1: the neutrals lie between L and L. All 0.
    let ascii = "123 + 456 = 579"
    #expect(try Self.levels(ascii) == BidiLevels(levels: Self.repeating(0, 15), paragraphLevel: 0))
    #expect(try Self.icuLevels(ascii) == BidiLevels(levels: Self.repeating(0, 15), paragraphLevel: 0))
    // "(١٢٣)": P3 gives level 0 (AN is not strong). N0: inside the pair AN
    // counts as R, opposite to the embedding direction; the strong type
    // before "(" is sos L, not opposite, so the brackets take L. I1: AN at
    // an even level goes up 2.
    #expect(try Self.levels("(١٢٣)") == BidiLevels(levels: [0, 2, 2, 2, 0], paragraphLevel: 0))
    // "١ ٢": level 0; N1: the space lies between AN and AN, both counting
    // as R, so it is R (I1: 1).
    #expect(try Self.levels("١ ٢") == BidiLevels(levels: [2, 1, 2], paragraphLevel: 0))
    // ICU's shortcut, not UAX #9's letter: without R, AL or any neutral
    // (ICU's directionFromFlags) it resolves nothing and leaves AN at the
    // paragraph level (UAX #9 says 2). With no odd level on the line the
    // display is the same.
    #expect(try Self.levels("١٢٣") == BidiLevels(levels: [0, 0, 0], paragraphLevel: 0))
  }

  @Test func numbersInsideArabic_areLevelTwo() throws {
    // "ب" (0) " " (1) "12" (2–3) " " (4) "ج" (5) " " (6) "٣٤" (7–8) " " (9)
    // "د" (10). P2: AL, level 1. W2: the first strong before "12" is AL, so
    // EN becomes AN; "٣٤" is AN. W3: AL becomes R. N1: every space lies
    // between R and AN or AN and R (AN counts as R): R. I2: R stays 1, AN
    // goes to 2.
    #expect(
      try Self.levels("ب 12 ج ٣٤ د")
        == BidiLevels(levels: [1, 1, 2, 2, 1, 1, 1, 2, 2, 1, 1], paragraphLevel: 1))
    // "ب 1,5": W2 makes both digits AN, W4 makes a single CS between two AN
    // AN. I2: 2.
    #expect(try Self.levels("ب 1,5") == BidiLevels(levels: [1, 1, 2, 2, 2], paragraphLevel: 1))
    // "ש 1.5": W7 keeps EN (R before them), W4 makes the CS between two EN
    // EN. I2: 2.
    #expect(try Self.levels("ש 1.5") == BidiLevels(levels: [1, 1, 2, 2, 2], paragraphLevel: 1))
  }

  @Test func brackets_takeTheLevelOfTheirPair() throws {
    // Brackets are neutrals resolved in pairs (N0); mirroring their glyphs
    // is a display matter and does not change levels.
    // "שלום (עולם)": level 1; N0 b: the pair encloses R, the embedding
    // direction, so both brackets are R. All 1.
    #expect(try Self.levels("שלום (עולם)") == BidiLevels(levels: Self.repeating(1, 11), paragraphLevel: 1))
    // "I said (שלום)": level 0; the pair encloses only R (opposite); N0 c:
    // the first strong before "(" is L, not opposite, so both brackets take
    // the embedding direction L (0).
    #expect(
      try Self.levels("I said (שלום)")
        == BidiLevels(levels: Self.repeating(0, 8) + Self.repeating(1, 4) + [0], paragraphLevel: 0))
    // "ש (ש) a" at level 0: the pair encloses only R (opposite); N0 c.1: the
    // strong before "(" is R, opposite too, so both brackets are R (1), ")"
    // included, though N1 alone would have put it (between R and L) at 0.
    // The space at 1 lies between R and R (1), the one at 5 between R and
    // L (N2: 0).
    #expect(
      try Self.levels("ש (ש) a", .leftToRight) == BidiLevels(levels: [1, 1, 1, 1, 1, 0, 0], paragraphLevel: 0))
  }

  @Test func surrogatePairs_haveOneLevelForBothUnits() throws {
    // "a", U+10900 PHOENICIAN LETTER ALF (R, two units), "b" at level 0: the
    // R goes up to 1 (I1).
    #expect(try Self.levels("a\u{10900}b", .leftToRight) == BidiLevels(levels: [0, 1, 1, 0], paragraphLevel: 0))
  }

  @Test func explicitControls_takeTheICUPath() throws {
    // RLM (U+200F) is strong R: P2 gives level 1; "abc" L at odd level → 2.
    #expect(try Self.levels("\u{200F}abc") == BidiLevels(levels: [1, 2, 2, 2], paragraphLevel: 1))
    // RLI (U+2067) … PDI (U+2069): P2 skips the isolate, so the first strong
    // is "a" (level 0). X5a: the RLI keeps level 0 and its content goes to
    // the next odd level, 1 (R there stays 1); X6a: the PDI is back at 0.
    // N1: RLI, PDI and the space lie between sos L and "a" (L): 0.
    #expect(
      try Self.levels("\u{2067}שלום\u{2069} abc")
        == BidiLevels(levels: [0, 1, 1, 1, 1, 0, 0, 0, 0, 0], paragraphLevel: 0))
  }

  @Test func emptyParagraph_hasTheRequestedLevel() throws {
    #expect(try Self.levels("") == BidiLevels(levels: [], paragraphLevel: 0))
    #expect(try Self.levels("", .rightToLeft) == BidiLevels(levels: [], paragraphLevel: 1))
  }

  @Test func isRightToLeft_isOddLevels() {
    #expect(!BidiLevels.isRightToLeft(0))
    #expect(BidiLevels.isRightToLeft(1))
    #expect(!BidiLevels.isRightToLeft(2))
    #expect(BidiLevels.isRightToLeft(3))
  }

  /// The fast path's claim, checked on every code point against the ICU the
  /// package links: a text of all the scalars whose units pass
  /// `mayContainRightToLeft` resolves to level 0 everywhere. Any R, AL or AN
  /// among them would be at level 1 or 2; an embedding or isolate control
  /// would raise what follows it.
  @Test func fastPath_agreesWithICUOnEveryCodePoint() throws {
    var units: [UInt16] = []
    for value in 0...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let start = units.count
      units += scalar.utf16
      let flagged = units.withUnsafeBufferPointer {
        BidiLevels.mayContainRightToLeft(UnsafeBufferPointer(rebasing: $0[start...]))
      }
      if flagged { units.removeSubrange(start...) }
    }
    #expect(!units.withUnsafeBufferPointer(BidiLevels.mayContainRightToLeft))
    let resolved = try units.withUnsafeBufferPointer { try BidiLevels(resolvingWithICU: $0, direction: .natural, workspace: Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))) }
    #expect(resolved.paragraphLevel == 0)
    #expect(resolved.levels.allSatisfy { $0 == 0 })
    // Each of the areas it flags holds right-to-left text.
    for sample in ["\u{05D0}", "\u{0627}", "\u{0660}", "\u{FB1D}", "\u{FE70}", "\u{10800}", "\u{1E800}", "\u{202B}"] {
      #expect(Array(sample.utf16).withUnsafeBufferPointer(BidiLevels.mayContainRightToLeft))
    }
  }

  // MARK: - Rule L2

  @Test func runOrder_nestedLevels() {
    // [0,1,1,2,1,0]: highest level 2, lowest odd level 1.
    // Level 2: the only sequence at ≥ 2 is run 3 alone: 0 1 2 3 4 5.
    // Level 1: runs 1–4 (positions 1–4) are ≥ 1, reversed: 0 4 3 2 1 5.
    #expect(VisualOrder.runOrder(levels: [0, 1, 1, 2, 1, 0]) == [0, 4, 3, 2, 1, 5])
    // [1,2,2,1]: level 2 reverses positions 1–2: 0 2 1 3; level 1 reverses
    // everything: 3 1 2 0 (the two level-2 runs keep their logical order).
    #expect(VisualOrder.runOrder(levels: [1, 2, 2, 1]) == [3, 1, 2, 0])
    // [1,3,2,0]: level 3: run 1 alone; level 2: positions 1–2 (runs 1, 2)
    // → 0 2 1 3; level 1: positions 0–2 (runs 0, 2, 1) → 1 2 0 3.
    #expect(VisualOrder.runOrder(levels: [1, 3, 2, 0]) == [1, 2, 0, 3])
  }

  @Test func runOrder_uniformAndEvenLevels() {
    #expect(VisualOrder.runOrder(levels: []) == [])
    #expect(VisualOrder.runOrder(levels: [0, 0, 0]) == [0, 1, 2])
    // One level 1: the whole line is one sequence, reversed.
    #expect(VisualOrder.runOrder(levels: [1, 1, 1]) == [2, 1, 0])
    // No odd level: nothing is reversed (level 2 text reads left to right).
    #expect(VisualOrder.runOrder(levels: [0, 2, 2, 0]) == [0, 1, 2, 3])
  }

  @Test func runOrder_hebrewParagraphWithEnglish() throws {
    // "שלום world 2024 שלום" split where the level changes: "שלום " (1),
    // "world 2024" (2), " שלום" (1). Level 2: run 1 alone; level 1: all
    // three reversed: the last Hebrew word is leftmost.
    let paragraph = try Self.levels("שלום world 2024 שלום")
    let runLevels = [paragraph.levels[0], paragraph.levels[5], paragraph.levels[15]]
    #expect(runLevels == [1, 2, 1])
    #expect(VisualOrder.runOrder(levels: runLevels) == [2, 1, 0])
  }

  // MARK: - Rule L1

  @Test func lineEndWhitespace_goesToTheParagraphLevel() throws {
    // Right to left: "שלום " (0–4) "hello" (5–9) " " (10) "world" (11–15),
    // broken after the space at 10. N1: space 4 between R and L (N2: R, 1);
    // space 10 between L and L (L, I2: 2). L1 puts space 10, at the end of
    // the first line, back to the paragraph level 1.
    let text = Array("שלום hello world".utf16)
    let rtl = try text.withUnsafeBufferPointer { try BidiLevels(text: $0, direction: .natural, workspace: Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))) }
    #expect(rtl.levels == Self.repeating(1, 5) + Self.repeating(2, 11))
    var levels = rtl.levels
    text.withUnsafeBufferPointer { text in
      VisualOrder.resetTrailingWhitespace(of: 0..<11, in: &levels, text: text, paragraphLevel: rtl.paragraphLevel)
      VisualOrder.resetTrailingWhitespace(of: 11..<16, in: &levels, text: text, paragraphLevel: rtl.paragraphLevel)
    }
    #expect(levels == Self.repeating(1, 5) + Self.repeating(2, 5) + [1] + Self.repeating(2, 5))

    // Left to right: "abc " (0–3) "שלום" (4–7) " " (8) "עולם" (9–12) " def"
    // (13–16), broken after 8. Space 8 lies between R and R (1); L1 at the
    // line end makes it 0. Spaces 3 and 13 (between L and R) are 0.
    let ltrText = Array("abc שלום עולם def".utf16)
    let ltr = try ltrText.withUnsafeBufferPointer { try BidiLevels(text: $0, direction: .natural, workspace: Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))) }
    let before: [UInt8] = [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]
    #expect(ltr.levels == before)
    var ltrLevels = ltr.levels
    ltrText.withUnsafeBufferPointer { text in
      VisualOrder.resetTrailingWhitespace(of: 0..<9, in: &ltrLevels, text: text, paragraphLevel: 0)
    }
    var after = before
    after[8] = 0
    #expect(ltrLevels == after)
  }

  @Test func lineEndReset_coversSeparatorsAndBoundaryNeutrals_only() throws {
    // Right to left, "abc def", ZWSP (BN), "ghi" broken after the ZWSP:
    // every letter and the space at 3 (between L and L) are at level 2; the
    // ZWSP ends the first line and goes to level 1. The space inside the
    // line keeps its level.
    let text = Array("abc def\u{200B}ghi".utf16)
    let resolved = try text.withUnsafeBufferPointer { try BidiLevels(text: $0, direction: .rightToLeft, workspace: Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))) }
    var levels = resolved.levels
    text.withUnsafeBufferPointer { text in
      VisualOrder.resetTrailingWhitespace(of: 0..<8, in: &levels, text: text, paragraphLevel: 1)
    }
    #expect(Array(levels[0..<8]) == Self.repeating(2, 7) + [1])
    // A line ending in a letter, and an empty line, are left alone.
    var untouched = levels
    text.withUnsafeBufferPointer { text in
      VisualOrder.resetTrailingWhitespace(of: 8..<11, in: &untouched, text: text, paragraphLevel: 1)
      VisualOrder.resetTrailingWhitespace(of: 8..<8, in: &untouched, text: text, paragraphLevel: 1)
    }
    #expect(untouched == levels)
  }

  @Test func paragraphEndAndTab_alreadyReset() throws {
    // ICU applies L1 at the paragraph's end and at segment separators.
    // Right to left "ab \tcd  ": "ab" and "cd" are L at level 2; the space
    // at 2 precedes a tab (S) and the tab itself go to 1; the two spaces at
    // the end of the paragraph go to 1.
    #expect(
      try Self.levels("ab \tcd  ", .rightToLeft)
        == BidiLevels(levels: [2, 2, 1, 1, 2, 2, 1, 1], paragraphLevel: 1))
  }
}
