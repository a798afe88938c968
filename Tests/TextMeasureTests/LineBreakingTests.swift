import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Line breaking, checked with DejaVu Sans Mono, where `hmtx` gives every
/// glyph the same advance (1233 units of 2048: `hb-shape` reports `+1233` for
/// each glyph), so the expected widths are hand arithmetic: n cells.
@Suite struct LineBreakingTests {
  static let monoPath = FontFiles.dejaVuSansMono.path
  static let emojiPath = FontFiles.notoColorEmoji.path
  static let cjkPath = FontFiles.notoSansCJK.path
  static let size = 20.0
  /// One monospace cell in points: 1233 × 20 / 2048.
  static let cell = 1233.0 * size / 2048.0

  static func mono(cascade: [String] = []) throws -> Font {
    let font = try Font(fileURL: URL(fileURLWithPath: monoPath), size: size)
    return font.withCascadeList(try cascade.map { try Font(fileURL: URL(fileURLWithPath: $0), size: size) })
  }

  static func layout(
    _ text: String, columns: Double, mode: LineBreakMode = .byWordWrapping, cascade: [String] = []
  ) throws -> TextLayout {
    var style = ParagraphStyle()
    style.lineBreakMode = mode
    let attributes = TextAttributes(font: try mono(cascade: cascade), paragraphStyle: style)
    return try TextMeasurer().layout(
      AttributedText(text, attributes: attributes), constrainedTo: CGSize(width: columns * cell, height: Double.infinity))
  }

  static func lines(
    _ text: String, columns: Double, mode: LineBreakMode = .byWordWrapping, cascade: [String] = []
  ) throws -> [String] {
    try layout(text, columns: columns, mode: mode, cascade: cascade).lines.map(\.text)
  }

  @Test func wordWrap_breaksAtSpaces() throws {
    #expect(try Self.lines("hello world", columns: 11) == ["hello world"])
    #expect(try Self.lines("hello world", columns: 10.99) == ["hello ", "world"])
    #expect(try Self.lines("hello world", columns: 5) == ["hello ", "world"])
  }

  @Test func trailingSpaces_hangAndDoNotCountInWidth() throws {
    let layout = try Self.layout("aaa     bbb", columns: 3)
    #expect(layout.lines.map(\.text) == ["aaa     ", "bbb"])
    #expect(layout.lines[0].width == 3 * Self.cell)
    // A line whose only overflow is a trailing space still fits.
    #expect(try Self.lines("aaa bbb ", columns: 7) == ["aaa bbb "])
    #expect(try Self.layout("aaa bbb ", columns: 7).lines[0].width == 7 * Self.cell)
  }

  @Test func trailingSpacesAtEndOfText_areNotCounted() throws {
    let layout = try Self.layout("ab   ", columns: .infinity)
    #expect(Double(layout.boundingRect.width) == 2 * Self.cell)
  }

  @Test func mandatoryBreaks_everySeparator() throws {
    #expect(try Self.lines("a\nb", columns: .infinity) == ["a\n", "b"])
    #expect(try Self.lines("a\r\nb", columns: .infinity) == ["a\r\n", "b"])
    #expect(try Self.lines("a\rb", columns: .infinity) == ["a\r", "b"])
    #expect(try Self.lines("a\u{85}b", columns: .infinity) == ["a\u{85}", "b"])
    #expect(try Self.lines("a\u{2028}b", columns: .infinity) == ["a\u{2028}", "b"])
    #expect(try Self.lines("a\u{2029}b", columns: .infinity) == ["a\u{2029}", "b"])
    #expect(try Self.lines("a\n\nb", columns: .infinity) == ["a\n", "\n", "b"])
  }

  @Test func lineSeparator_breaksLineNotParagraph() throws {
    var style = ParagraphStyle()
    style.paragraphSpacing = 100
    let font = try Self.mono()
    let measurer = TextMeasurer()
    let lineSeparated = try measurer.layout(
      AttributedText("a\u{2028}b", attributes: TextAttributes(font: font, paragraphStyle: style)))
    let paragraphSeparated = try measurer.layout(
      AttributedText("a\u{2029}b", attributes: TextAttributes(font: font, paragraphStyle: style)))
    #expect(lineSeparated.lines[1].breakReason == .paragraphEnd)
    #expect(lineSeparated.lines[0].breakReason == .lineSeparator)
    // Paragraph spacing only between paragraphs: 100 more for U+2029.
    #expect(Double(paragraphSeparated.size.height - lineSeparated.size.height) == 100)
  }

  @Test func trailingNewline_addsAnEmptyLastLine() throws {
    let layout = try Self.layout("ok\n", columns: .infinity)
    #expect(layout.lines.map(\.text) == ["ok\n", ""])
    #expect(Double(layout.size.height) == 2 * layout.lines[0].height)
  }

  @Test func longWord_breaksBetweenGraphemes() throws {
    let layout = try Self.layout("abcdefghijklmnopqrstuvwxyz", columns: 10)
    #expect(layout.lines.map(\.text) == ["abcdefghij", "klmnopqrst", "uvwxyz"])
    #expect(layout.lines.map(\.breakReason) == [.emergency, .emergency, .paragraphEnd])
    #expect(layout.lines[0].width == 10 * Self.cell)
  }

  @Test func longURL_hasNoBreakAfterSlashes() throws {
    // Between ASCII characters only the browser pair table allows breaks:
    // none after "/" or ".", so the 30-character URL breaks as one long word.
    let lines = try Self.lines("https://example.com/abcdefghij", columns: 10)
    #expect(lines == ["https://ex", "ample.com/", "abcdefghij"])
  }

  @Test func asciiPairs_followTheBrowserTable() throws {
    // After "-" before a letter; before a digit only after a letter or digit.
    #expect(try Self.lines("well-known", columns: 6) == ["well-", "known"])
    #expect(try Self.lines("ABCD-1234", columns: 6) == ["ABCD-", "1234"])
    #expect(try Self.lines("x=-1234", columns: 4) == ["x=-1", "234"])
    // After "?"; before an opening bracket after punctuation; not inside "!=" or "C++".
    #expect(try Self.lines("why?because", columns: 5) == ["why?", "becau", "se"])
    #expect(try Self.lines("call(),[x]", columns: 7) == ["call(),", "[x]"])
    #expect(try Self.lines("a!=bb", columns: 2) == ["a!", "=b", "b"])
    // An opening bracket followed by a space: the break comes after the space.
    #expect(try Self.lines("if (a) { return }", columns: 9) == ["if (a) { ", "return }"])
  }

  @Test func smallKana_mayStartALine() throws {
    // UAX #14 "normal" strictness (CSS line-break: normal): class CJ breaks like
    // an ideograph. Each character is 20 pt in Noto Sans CJK (hb-shape +1000/1000 em).
    // Three fit in 60 pt: strict rules would give "しま" | "しょう".
    #expect(try Self.lines("しましょう", columns: 60.0 / Self.cell, cascade: [Self.cjkPath]) == ["しまし", "ょう"])
  }

  @Test func longWord_startsOnItsOwnLineFirst() throws {
    #expect(try Self.lines("hi abcdefghijklmno", columns: 10) == ["hi ", "abcdefghij", "klmno"])
  }

  @Test func longWord_atLeastOneGraphemePerLine() throws {
    #expect(try Self.lines("abc", columns: 0.5) == ["a", "b", "c"])
  }

  @Test func zwjSequence_isNeverSplit() throws {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let lines = try Self.lines(family + "x" + family, columns: 0.5, mode: .byCharWrapping, cascade: [Self.emojiPath])
    #expect(lines == [family, "x", family])
  }

  @Test func flags_areNeverSplit() throws {
    let france = "\u{1F1EB}\u{1F1F7}"
    let germany = "\u{1F1E9}\u{1F1EA}"
    #expect(try Self.lines(france + germany, columns: 0.5, cascade: [Self.emojiPath]) == [france, germany])
  }

  @Test func combiningMarks_stayWithTheirBase() throws {
    let e = "e\u{301}"
    #expect(try Self.lines(e + e + e, columns: 0.5, mode: .byCharWrapping) == [e, e, e])
  }

  @Test func hangulJamo_formOneCluster() throws {
    let syllable = "\u{1100}\u{1161}\u{11A8}"
    #expect(try Self.lines(syllable + syllable, columns: 0.1, cascade: [Self.cjkPath]) == [syllable, syllable])
  }

  @Test func cjk_breaksBetweenIdeographs() throws {
    // Noto Sans CJK gives each ideograph 1000/1000 em (hb-shape: +1000), i.e. 20 pt:
    // two fit in 40 pt, which is 40 / cell columns.
    let lines = try Self.lines("中文字符测试", columns: 40.0 / Self.cell, cascade: [Self.cjkPath])
    #expect(lines == ["中文", "字符", "测试"])
  }

  @Test func noBreakSpace_keepsWordsTogether() throws {
    #expect(try Self.lines("aaa\u{A0}bbb ccc", columns: 8) == ["aaa\u{A0}bbb ", "ccc"])
    #expect(try Self.lines("aaa\u{A0}bbb ccc", columns: 5) == ["aaa\u{A0}b", "bb ", "ccc"])
  }

  @Test func noBreakSpace_mayStartALineAfterAHyphenOrBreakAfter() throws {
    // UAX #14 LB12a: no break before NO-BREAK SPACE except after spaces and
    // hyphens (HY "-", BA "|"); LB12: none after it. Chromium 156 agrees:
    // "abc-" | "\u{A0}def", "abc|" | "\u{A0}def", and "abc(\u{A0}def" is one word.
    #expect(try Self.lines("abc-\u{A0}def", columns: 5) == ["abc-", "\u{A0}def"])
    #expect(try Self.lines("abc|\u{A0}def", columns: 5) == ["abc|", "\u{A0}def"])
    #expect(try Self.lines("abc(\u{A0}def", columns: 6) == ["abc(\u{A0}d", "ef"])
    #expect(try Self.lines("abc\u{A0}-def", columns: 6) == ["abc\u{A0}-", "def"])
  }

  @Test func softHyphen_breaksWithAVisibleHyphen() throws {
    // "Donau" (5 cells) + a drawn hyphen (1 cell) fits 6 columns; "Donaudampf" does not.
    let layout = try Self.layout("Donau\u{AD}dampf", columns: 6)
    #expect(layout.lines.map(\.text) == ["Donau\u{AD}", "dampf"])
    #expect(layout.lines[0].width == 6 * Self.cell)
    #expect(layout.lines[0].runs.last?.kind == .hyphen)
    // Unbroken, the soft hyphen is invisible: 10 cells.
    #expect(try Self.layout("Donau\u{AD}dampf", columns: .infinity).lines[0].width == 10 * Self.cell)
  }

  @Test func softHyphenWhoseHyphenDoesNotFit_doesNotEndTheSearchForALaterBreak() throws {
    // Found by Fuzz/fuzz-text-layout (laid out again at its measured width,
    // a text broke elsewhere). In 3 columns, the break at the soft hyphen is
    // "a b" and a hyphen, 4 cells; the break after "\u{2061} " (an invisible
    // operator, no width) shows no hyphen, 3 cells, and fits. The search
    // used to stop at the first break that did not fit, after "a ".
    #expect(try Self.lines("a b\u{AD}\u{2061} c", columns: 3) == ["a b\u{AD}\u{2061} ", "c"])
    // When the text before the soft hyphen does not fit either, no later break can.
    #expect(try Self.lines("a bc\u{AD}\u{2061} d", columns: 3) == ["a ", "bc\u{AD}\u{2061} ", "d"])
  }

  @Test func emergencyBreakAfterASoftHyphen_showsAndCountsTheHyphen() throws {
    // "abcd" + a hyphen is 5 cells, over 4.5 columns, so the word is broken
    // inside. The soft hyphen stays with "d" (no break before it, as UAX #14
    // and Chromium: "ant" | "i‐"), so the first line is "abc"; then "d" and
    // its hyphen, 2 cells. The break used to fall after the soft hyphen with
    // no hyphen counted: "abcd\u{AD}", 4 cells, 5 once the hyphen is drawn.
    let layout = try Self.layout("abcd\u{AD}efgh", columns: 4.5)
    #expect(layout.lines.map(\.text) == ["abc", "d\u{AD}", "efgh"])
    #expect(layout.lines.map(\.width) == [3 * Self.cell, 2 * Self.cell, 4 * Self.cell])
    #expect(layout.lines[1].runs.last?.kind == .hyphen)
  }

  @Test func characterWrapping_neverBreaksBeforeASoftHyphen() throws {
    // 4.5 columns: "abc", then "d" with its soft hyphen and "efg" (4 cells), then "h".
    let layout = try Self.layout("abcd\u{AD}efgh", columns: 4.5, mode: .byCharWrapping)
    #expect(layout.lines.map(\.text) == ["abc", "d\u{AD}efg", "h"])
    #expect(layout.lines.map(\.width) == [3 * Self.cell, 4 * Self.cell, 1 * Self.cell])
    // 2 columns: "cd" + hyphen is 3 cells, so "c" alone; "d\u{AD}e" (2 cells, no hyphen) beats "d\u{AD}" + hyphen.
    let narrow = try Self.layout("abcd\u{AD}efgh", columns: 2, mode: .byCharWrapping)
    #expect(narrow.lines.map(\.text) == ["ab", "c", "d\u{AD}e", "fg", "h"])
  }

  /// `text` in the monospace font with `kern` or `tracking`, `columns` wide.
  static func spacedLayout(_ text: String, columns: Double, kern: Double? = nil, tracking: Double? = nil) throws
    -> TextLayout
  {
    let attributes = TextAttributes(font: try mono(), kern: kern, tracking: tracking)
    return try TextMeasurer().layout(
      AttributedText(text, attributes: attributes), constrainedTo: CGSize(width: columns * cell, height: .infinity))
  }

  @Test func noKernFollowsAnInvisibleFormatCharacter() throws {
    // Chromium adds no letter-spacing after a soft hyphen, a zero-width
    // space or a word joiner: each text is as wide as "abcd", 4 cells + 4 kerns.
    for text in ["abcd", "ab\u{AD}cd", "ab\u{200B}cd", "ab\u{2060}cd", "ab\u{FEFF}cd"] {
      let line = try Self.spacedLayout(text, columns: .infinity, kern: 2).lines[0]
      #expect(line.width == 4 * Self.cell + 4 * 2, "\(text.unicodeScalars.map(\.value))")
      #expect(line.runs.flatMap(\.advances).reduce(0, +) == 4 * Self.cell + 4 * 2)
    }
  }

  @Test func noKernOrTrackingFollowsADrawnHyphen() throws {
    // "abc" + hyphen: 4 cells and a kern after a, b and c (Chromium: none
    // after the hyphen); with tracking, the same (nothing hangs after the hyphen).
    for (kern, tracking) in [(2.0, nil), (-1.0, nil), (nil, 2.0)] as [(Double?, Double?)] {
      let spacing = kern ?? tracking ?? 0
      let layout = try Self.spacedLayout("abc\u{AD}defgh", columns: 5, kern: kern, tracking: tracking)
      #expect(layout.lines[0].text == "abc\u{AD}")
      #expect(layout.lines[0].width == 4 * Self.cell + 3 * spacing)
      let hyphen = try #require(layout.lines[0].runs.last)
      #expect(hyphen.kind == .hyphen)
      #expect(hyphen.advances == [Self.cell])
    }
  }

  @Test func charWrapping_fillsEveryLine() throws {
    #expect(try Self.lines("hello world", columns: 4, mode: .byCharWrapping) == ["hell", "o wo", "rld"])
  }

  @Test func singleLineModes_keepOneLinePerParagraph() throws {
    for mode in [LineBreakMode.byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle] {
      let layout = try Self.layout("hello world\nsecond paragraph here", columns: 5, mode: mode)
      #expect(layout.lines.count == 2, "\(mode)")
    }
  }

  @Test func truncatingTail_endsWithEllipsis() throws {
    // DejaVu Sans Mono has U+2026 (one cell): 4 columns hold "hel" + "…".
    let layout = try Self.layout("hello world", columns: 4, mode: .byTruncatingTail)
    #expect(layout.lines.count == 1)
    let runs = layout.lines[0].runs
    #expect(runs.last?.kind == .ellipsis)
    #expect(runs.filter { $0.kind == .text }.flatMap(\.glyphs).count == 3)
    #expect(layout.lines[0].width == 4 * Self.cell)
    #expect(layout.lines[0].isTruncated)
  }

  @Test func truncatingHeadAndMiddle_placeTheEllipsis() throws {
    let head = try Self.layout("hello world", columns: 4, mode: .byTruncatingHead).lines[0].runs
    #expect(head.first?.kind == .ellipsis)
    #expect(head.filter { $0.kind == .text }.flatMap(\.clusters) == [8, 9, 10])  // "rld"
    let middle = try Self.layout("abcdefghij", columns: 5, mode: .byTruncatingMiddle).lines[0].runs
    #expect(middle.map(\.kind) == [.text, .ellipsis, .text])
    #expect(middle.flatMap(\.glyphs).count == 5)
  }

  @Test func clipping_reportsTheVisibleWidth() throws {
    let layout = try Self.layout("hello world", columns: 4, mode: .byClipping)
    #expect(layout.lines[0].width == 4 * Self.cell)
    #expect(layout.lines[0].isTruncated)
  }

  @Test func tab_advancesToTheNextStop() throws {
    // Stops every 28 pt from the line's start: "ab" ends at 2 cells (24.08 pt),
    // the tab goes to 28, then "c" adds a cell.
    let layout = try Self.layout("ab\tc", columns: .infinity)
    #expect(layout.lines[0].width == 28 + Self.cell)
  }

  @Test func controlCharacters_areInvisibleAndZeroWide() throws {
    // Three visible cells; the C0/C1 controls and DEL between them add nothing.
    #expect(try Self.layout("a\u{1}b\u{7F}c\u{85}", columns: .infinity).lines[0].width == 3 * Self.cell)
    // On one line (no line-fragment origin) a newline is just an invisible character.
    var style = ParagraphStyle()
    style.lineBreakMode = .byWordWrapping
    let oneLine = try TextMeasurer().layout(
      AttributedText("ab\ncd", attributes: TextAttributes(font: try Self.mono(), paragraphStyle: style)),
      options: TextLayoutOptions(lines: .single))
    #expect(oneLine.lines.count == 1)
    #expect(oneLine.lines[0].width == 4 * Self.cell)
  }

  @Test func linesPartitionTheText() throws {
    let text = "One two  three\n\nfour\tfive  \r\nsix\u{2028}seven abcdefghijklmnopqrstuvwxyz "
    for columns in [0.0, 3, 7, 12] {
      let layout = try Self.layout(text, columns: columns)
      #expect(layout.lines.map(\.text).joined() == text, "columns \(columns)")
      var next = 0
      for line in layout.lines {
        #expect(line.range.lowerBound == next)
        next = line.range.upperBound
      }
      #expect(next == text.utf16.count)
    }
  }
}
