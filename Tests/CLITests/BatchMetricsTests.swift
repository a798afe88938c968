import FontOracles
import Foundation
import Testing

/// A font and a text for the width checks.
struct ShapingCase: Sendable, CustomTestStringConvertible {
  var name: String
  /// Request keys choosing the font (besides text, size, width).
  var fontKeys: [String: String]
  /// The file hb-shape and the table reader use.
  var file: URL
  var text: String
  var size: Double
  var testDescription: String { name }
}

/// Widths against hb-shape and heights against the font's own tables.
@Suite("measure --jsonl: widths from hb-shape, heights from the font tables")
struct BatchMetricsTests {
  static let shapingCases: [ShapingCase] = [
      ShapingCase(
        name: "Inter by name, Hello Susi", fontKeys: ["font": "Inter"], file: FontFiles.interRegular,
        text: "Hello Susi", size: 17),
      ShapingCase(
        name: "bundled Inter file, kerning pairs", fontKeys: ["font_file": FontFiles.interRegular.path],
        file: FontFiles.interRegular, text: "AVATAR WAVE Tolkien, “quoted” offfice fi", size: 17),
      ShapingCase(
        name: "default font (bundled Inter), 13.5 pt", fontKeys: [:], file: FontFiles.interRegular,
        text: "The quick brown fox jumps over the lazy dog.", size: 13.5),
    ShapingCase(
      name: "DejaVu Sans file", fontKeys: ["font_file": FontFiles.dejaVuSans.path], file: FontFiles.dejaVuSans,
      text: "Hello Susi, AVATAR & WAVE", size: 17),
  ]

  @Test("a one-line unconstrained width is hb-shape's advance sum × size / upem", arguments: shapingCases)
  func unconstrainedWidth(_ testCase: ShapingCase) throws {
    var request: [String: Any] = ["id": testCase.name, "text": testCase.text, "size": testCase.size, "width": 0]
    for (key, value) in testCase.fontKeys { request[key] = value }
    let result = try CLI.batch([requestLine(request)])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try #require(try answers(result).first)
    let expected = try HBShape.width(fontFile: testCase.file, text: testCase.text, size: testCase.size)
    #expect(answer.lines == [testCase.text])
    #expect(close(answer.width, expected), "width \(String(describing: answer.width)), hb-shape \(expected)")
    #expect(close(answer.lineWidths?.first, expected))
    #expect(close(answer.rect?["width"], expected))
    // The default font is the system font: the bundled Inter with SF Pro's line metrics.
    let lineHeight =
      testCase.fontKeys.isEmpty
      ? SFProLineMetrics.lineHeight(testCase.size) : try SfntTables(contentsOf: testCase.file).lineHeight(size: testCase.size)
    #expect(close(answer.height, lineHeight))
  }

  @Test("a one-line Inter 17 pt text is (ascender − descender + lineGap) × 17 / upem high")
  func interLineHeight() throws {
    let tables = try SfntTables(contentsOf: FontFiles.interRegular)
    let hhea = try tables.hhea()
    let unitsPerEm = try tables.head().unitsPerEm
    // Hand arithmetic from the hhea and head bytes.
    let expected = Double(hhea.ascender - hhea.descender + hhea.lineGap) * 17 / Double(unitsPerEm)
    let result = try CLI.batch([
      requestLine([
        "id": "file", "text": "Hello Susi", "font_file": FontFiles.interRegular.path, "size": 17, "width": 0,
      ]),
      requestLine(["id": "name", "text": "Hello Susi", "font": "Inter", "size": 17, "width": 250]),
    ])
    #expect(result.succeeded, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == 2)
    for answer in out {
      #expect(close(answer.height, expected), "\(answer.object)")
      #expect(close(answer.rect?["height"], expected))
      #expect(answer.rect?["x"] == 0)
      #expect(answer.rect?["y"] == 0)
    }
  }

  @Test("usesFontLeading adds the hhea lineGap; without it the line is ascender − descender")
  func fontLeadingOption() throws {
    let tables = try SfntTables(contentsOf: FontFiles.liberationSans)
    try #require(try tables.hhea().lineGap != 0, "the check needs a font with a line gap")
    let base: [String: Any] = ["text": "Hi", "font_file": FontFiles.liberationSans.path, "size": 17, "width": 0]
    var withDefault = base
    withDefault["id"] = "default"
    var withoutLeading = base
    withoutLeading["id"] = "no-leading"
    withoutLeading["options"] = ["usesLineFragmentOrigin"]
    var explicit = base
    explicit["id"] = "explicit"
    explicit["options"] = ["usesLineFragmentOrigin", "usesFontLeading"]
    let result = try CLI.batch([requestLine(withDefault), requestLine(withoutLeading), requestLine(explicit)])
    #expect(result.succeeded, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == 3)
    #expect(close(out[0].height, try tables.lineHeight(size: 17, leading: true)))
    #expect(close(out[1].height, try tables.lineHeight(size: 17, leading: false)))
    #expect(close(out[2].height, try tables.lineHeight(size: 17, leading: true)))
  }

  /// The width that makes `words` wrap after `first` words: halfway between
  /// the widths of the first words and of all of them, from hb-shape.
  private func twoLineWidth(font: URL, words: [String], first: Int, size: Double) throws -> Double {
    let firstLine = words[..<first].joined(separator: " ")
    let all = words.joined(separator: " ")
    let narrow = try HBShape.width(fontFile: font, text: firstLine, size: size)
    let wide = try HBShape.width(fontFile: font, text: all, size: size)
    try #require(narrow < wide)
    return (narrow + wide) / 2
  }

  @Test("a width between the widths of \"Hello wonderful\" and the whole text gives exactly 2 lines")
  func wrapsIntoTwoLines() throws {
    let words = ["Hello", "wonderful", "world"]
    let width = try twoLineWidth(font: FontFiles.interRegular, words: words, first: 2, size: 17)
    let text = words.joined(separator: " ")
    let result = try CLI.batch([requestLine(["id": "wrap", "text": text, "size": 17, "width": width])])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try #require(try answers(result).first)
    #expect(answer.lines == ["Hello wonderful ", "world"])
    let widths = try #require(answer.lineWidths)
    try #require(widths.count == 2)
    let first = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello wonderful", size: 17)
    let second = try HBShape.width(fontFile: FontFiles.interRegular, text: "world", size: 17)
    #expect(close(widths[0], first))
    #expect(close(widths[1], second))
    #expect(close(answer.width, max(first, second)))
    #expect(close(answer.height, 2 * SFProLineMetrics.lineHeight(17)))
    #expect(answer.rect?["height"] == answer.height)
  }

  @Test(
    "DejaVu Sans: a width chosen from hb-shape wraps a sentence after its fourth word")
  func wrapsIntoTwoLinesDejaVu() throws {
    let words = ["The", "quick", "brown", "fox", "jumps", "over"]
    let width = try twoLineWidth(font: FontFiles.dejaVuSans, words: words, first: 4, size: 15)
    // The second line must fit too, or the text would need three lines.
    let secondLine = words[4...].joined(separator: " ")
    let second = try HBShape.width(fontFile: FontFiles.dejaVuSans, text: secondLine, size: 15)
    try #require(second <= width)
    let text = words.joined(separator: " ")
    let result = try CLI.batch([
      requestLine(["id": "dv", "text": text, "font_file": FontFiles.dejaVuSans.path, "size": 15, "width": width])
    ])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try #require(try answers(result).first)
    #expect(answer.lines == ["The quick brown fox ", secondLine])
    #expect(close(answer.lineWidths?.last, second))
    let lineHeight = try SfntTables(contentsOf: FontFiles.dejaVuSans).lineHeight(size: 15)
    #expect(close(answer.height, 2 * lineHeight))
  }
}

/// `--fallback FILE[:INDEX]`: the cascade list, in order.
@Suite("measure --jsonl --fallback")
struct FallbackTests {
  @Test(
    "a CJK fallback file measures the CJK the primary (Inter) lacks")
  func cjkFallback() throws {
    let request = requestLine([
      "id": "cjk", "text": "Hi 你好", "font_file": FontFiles.interRegular.path, "size": 17, "width": 0,
    ])
    let without = try CLI.batch([request])
    let with = try CLI.batch([request], extra: ["--fallback", FontFiles.notoSansCJK.path])
    #expect(without.succeeded, "\(without.summary)")
    #expect(with.succeeded, "\(with.summary)")
    let plain = try #require(try answers(without).first)
    let answer = try #require(try answers(with).first)
    #expect(answer.lines == ["Hi 你好"])
    let expectedWidth =
      try HBShape.width(fontFile: FontFiles.interRegular, text: "Hi ", size: 17)
      + HBShape.width(fontFile: FontFiles.notoSansCJK, text: "你好", size: 17)
    #expect(close(answer.width, expectedWidth), "width \(String(describing: answer.width)), expected \(expectedWidth)")
    let expectedHeight = try SfntTables.mixedLineHeight(
      [SfntTables(contentsOf: FontFiles.interRegular), SfntTables(contentsOf: FontFiles.notoSansCJK)], size: 17)
    #expect(close(answer.height, expectedHeight), "height \(String(describing: answer.height)), expected \(expectedHeight)")
    #expect(plain.width != answer.width, "the fallback changed nothing")
    #expect(plain.height != answer.height, "the fallback changed nothing")
  }

  @Test(
    "FILE:INDEX picks a face of a collection as fallback")
  func collectionIndex() throws {
    let request = requestLine(["id": 1, "text": "你好世界", "size": 20, "width": 0])
    let result = try CLI.batch([request], extra: ["--fallback", "\(FontFiles.notoSansCJK.path):2"])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try #require(try answers(result).first)
    let expected = try HBShape.width(fontFile: FontFiles.notoSansCJK, faceIndex: 2, text: "你好世界", size: 20)
    #expect(close(answer.width, expected))
    let tables = try SfntTables(contentsOf: FontFiles.notoSansCJK, faceIndex: 2)
    #expect(close(answer.height, try SfntTables.mixedLineHeight([tables], size: 20)))
  }

  @Test(
    "an Arabic fallback file measures Arabic text; the first file in the cascade that has the glyphs wins")
  func arabicFallbackInOrder() throws {
    let text = "مرحبا"
    let request = requestLine([
      "id": "ar", "text": text, "font_file": FontFiles.interRegular.path, "size": 17, "width": 0,
    ])
    let naskhWidth = try HBShape.width(fontFile: FontFiles.notoNaskhArabic, text: text, size: 17)
    let sansWidth = try HBShape.width(fontFile: FontFiles.notoSansArabic, text: text, size: 17)
    try #require(abs(naskhWidth - sansWidth) > 0.5, "the two Arabic fonts must differ for this check")
    let without = try #require(try answers(try CLI.batch([request])).first)
    for (order, expected, file) in [
      ([FontFiles.notoNaskhArabic, FontFiles.notoSansArabic], naskhWidth, FontFiles.notoNaskhArabic),
      ([FontFiles.notoSansArabic, FontFiles.notoNaskhArabic], sansWidth, FontFiles.notoSansArabic),
    ] {
      let order = order.map(\.path)
      let result = try CLI.batch([request], extra: order.flatMap { ["--fallback", $0] })
      #expect(result.succeeded, "\(result.summary)")
      let answer = try #require(try answers(result).first)
      #expect(answer.lines == [text])
      #expect(close(answer.width, expected), "cascade \(order): \(String(describing: answer.width)), expected \(expected)")
      #expect(answer.width != without.width)
      // Every glyph on the line comes from `file`.
      let height = try SfntTables(contentsOf: file).lineHeight(size: 17)
      #expect(close(answer.height, height), "cascade \(order): height \(String(describing: answer.height)), expected \(height)")
    }
  }

  @Test("a --fallback that cannot be opened stops the batch before any line is answered")
  func unopenableFallback() throws {
    let request = requestLine(["id": 1, "text": "Hello", "size": 17])
    let result = try CLI.batch([request], extra: ["--fallback", "/nonexistent/NoSuchFont.ttf"])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.hasPrefix("Error: --fallback: /nonexistent/NoSuchFont.ttf") == true, "\(result.stderr)")
  }
}
