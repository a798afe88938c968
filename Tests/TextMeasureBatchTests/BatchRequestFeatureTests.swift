import BubbleLayout
import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch
import TextMeasureUIKit

/// What a request can carry beyond one text in one font, answered as the
/// engine's own API answers the same text: the non-batch API is the oracle.
@Suite struct BatchRequestFeatureTests {
  static let batch = BatchMeasurer(fallbacks: [], systemFallback: false)
  static let inter = FontFiles.interRegular.path
  static let noto = FontFiles.notoSans.path

  /// An answer's fields, read with `JSONDecoder` (exact, unlike `JSONSerialization`).
  struct Answer: Decodable {
    var lines: [String]?
    var line_widths: [Double]?
    var rect: LayoutReport.Rect

    var bounds: CGRect { CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
  }

  static func answer(_ line: String, batch: BatchMeasurer = batch) throws -> Answer {
    let answer = batch.answer(toLine: Array(line.utf8))
    #expect(answer.error == nil, "\(answer.error ?? "")")
    return try JSONDecoder().decode(Answer.self, from: Data(answer.json.utf8))
  }

  /// The keys of an answer.
  static func keys(_ line: String) throws -> Set<String> {
    Set(try BatchMeasurerTests.object(batch.answer(toLine: Array(line.utf8))).keys)
  }

  /// A font as the batch makes it: no fallbacks.
  static func font(_ url: URL, size: Double) throws -> Font {
    try Font(fileURL: url, size: size).withCascadeList([], systemFallback: false)
  }

  /// Runs in two fonts and sizes with kern, tracking and a baseline offset,
  /// in a paragraph style: the lines and rect of the same attributed text.
  @Test func runsAndAParagraphStyle_measureAsTheAttributedText() throws {
    let object = try Self.answer(
      #"{"id":1,"font_file":"\#(Self.inter)","size":17,"width":120,"#
        + #""paragraph_style":{"line_spacing":3,"alignment":"center","head_indent":4,"line_break_mode":"byCharWrapping"},"#
        + #""runs":[{"text":"Hello ","kern":0.5},{"text":"wide world ","font_file":"\#(Self.noto)","size":12,"#
        + #""tracking":1},{"text":"again","baseline_offset":2}]}"#)
    var style = ParagraphStyle()
    style.lineSpacing = 3
    style.alignment = .center
    style.headIndent = 4
    style.lineBreakMode = .byCharWrapping
    let inter = try Self.font(FontFiles.interRegular, size: 17)
    var text = AttributedText("Hello ", attributes: TextAttributes(font: inter, kern: 0.5, paragraphStyle: style))
    text.append(
      "wide world ",
      attributes: TextAttributes(font: try Self.font(FontFiles.notoSans, size: 12), tracking: 1, paragraphStyle: style))
    text.append("again", attributes: TextAttributes(font: inter, baselineOffset: 2, paragraphStyle: style))
    let layout = try TextMeasurer().layout(text, constrainedTo: CGSize(width: 120, height: Double.infinity))
    #expect(layout.lines.count > 1)
    #expect(object.lines == layout.lines.map(\.text))
    #expect(object.line_widths == layout.lines.map(\.width))
    #expect(object.bounds == layout.boundingRect)
  }

  /// `returns: rect` answers `{"id", "rect"}`: the engine's bounding rect.
  @Test func aRectRequest_answersTheBoundingRect() throws {
    let line =
      #"{"id":2,"text":"Measure me, please","font_file":"\#(Self.inter)","size":15,"width":90,"returns":"rect"}"#
    let object = try Self.answer(line)
    #expect(try Self.keys(line) == ["id", "rect"])
    let rect = try TextMeasurer().boundingRect(
      of: "Measure me, please", font: try Self.font(FontFiles.interRegular, size: 15), width: 90)
    #expect(object.bounds == rect)
  }

  /// `returns: glyphs` adds the layout in TextMeasure's JSON form, which
  /// decodes to the engine's layout of the text.
  @Test func aGlyphsRequest_answersTheWholeLayout() throws {
    let line =
      #"{"id":3,"text":"Glyphs, positions","font_file":"\#(Self.inter)","size":17,"width":80,"returns":"glyphs"}"#
    let answer = Self.batch.answer(toLine: Array(line.utf8))
    #expect(answer.error == nil)
    let report = try JSONDecoder().decode(LayoutReport.self, from: Data(answer.json.utf8))
    let expected = try TextMeasurer().layout(
      "Glyphs, positions", font: try Self.font(FontFiles.interRegular, size: 17), width: 80)
    #expect(report.layout == expected)
    #expect(report.layout?.lines.flatMap(\.runs).allSatisfy { !$0.glyphs.isEmpty } == true)
  }

  /// `number_of_lines` keeps lines as a TextKit container of that many lines
  /// keeps them, the last one truncated by the line break mode.
  @Test func aNumberOfLines_keepsTheLinesATextKitContainerKeeps() throws {
    let string = "One two three four five six seven eight nine ten"
    let object = try Self.answer(
      #"{"id":4,"text":"\#(string)","font_file":"\#(Self.inter)","size":17,"width":80,"number_of_lines":2,"#
        + #""line_break_mode":"byTruncatingTail"}"#)
    let text = AttributedText(string, attributes: TextAttributes(font: try Self.font(FontFiles.interRegular, size: 17)))
    let container = TextContainer(
      size: CGSize(width: 80, height: Double.infinity), lineFragmentPadding: 0, maximumNumberOfLines: 2,
      lineBreakMode: .byTruncatingTail)
    let layout = try TextMeasurer().layout(text, in: container).textLayout
    #expect(layout.lines.count == 2)
    #expect(layout.lines[1].isTruncated)
    #expect(object.lines == layout.lines.map(\.text))
    #expect(object.bounds == layout.boundingRect)
  }

  /// Without a font, `weight` picks the system font's weight.
  @Test func aWeight_picksTheSystemFontsWeight() throws {
    let object = try Self.answer(#"{"id":5,"text":"Bold text","size":17,"weight":0.4,"returns":"rect"}"#)
    let bold = Font.systemFont(ofSize: 17, weight: .bold).withCascadeList([], systemFallback: false)
    #expect(object.bounds == (try TextMeasurer().boundingRect(of: "Bold text", font: bold)))
  }

  /// A bubble request answers its style's cell, as the style's sizer
  /// measures the message.
  @Test(arguments: ChatStyle.allCases)
  func aBubbleRequest_answersTheStylesCell(style: ChatStyle) throws {
    let line =
      #"{"id":6,"style":"\#(style.rawValue)","text":"Hello Susi, how are you?","outgoing":true,"view_width":320}"#
    let answer = Self.batch.answer(toLine: Array(line.utf8))
    #expect(answer.error == nil, "\(answer.error ?? "")")
    let cell = try style.conversationStyle(measurer: TextMeasurer()).sizer.measure(
      ChatMessage(id: "x", text: "Hello Susi, how are you?", isOutgoing: true), viewWidth: 320)
    struct Answer: Decodable {
      var id: Int
      var style: String
      var cell: BubbleMeasurement
    }
    let decoded = try JSONDecoder().decode(Answer.self, from: Data(answer.json.utf8))
    #expect(decoded.cell == cell)
    #expect(decoded.style == style.rawValue)
  }

  /// The fallbacks a batch measurer is given follow every request's font.
  @Test func theFallbacks_followTheRequestsFont() throws {
    let batch = BatchMeasurer(fallbacks: [try Font(fileURL: FontFiles.notoSansHebrew, size: 12)], systemFallback: false)
    let line = #"{"id":7,"text":"שלום","font_file":"\#(Self.inter)","size":17,"returns":"rect"}"#
    let object = try Self.answer(line, batch: batch)
    let font = try Font(fileURL: FontFiles.interRegular, size: 17).withCascadeList(
      [try Font(fileURL: FontFiles.notoSansHebrew, size: 17)], systemFallback: false)
    #expect(object.bounds == (try TextMeasurer().boundingRect(of: "שלום", font: font)))
    let units = try HBShape.totalAdvance(fontFile: FontFiles.notoSansHebrew, text: "שלום")
    let upem = try SfntTables(contentsOf: FontFiles.notoSansHebrew).head().unitsPerEm
    #expect(abs(object.rect.width - Double(units) * 17 / Double(upem)) < 1e-9)
  }
}
