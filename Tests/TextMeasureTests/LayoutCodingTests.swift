import EngineFixtures
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Layouts, lines and glyph runs in JSON: the documented keys and shapes,
/// numbers that agree with hb-shape and the font's tables, and decoding that
/// gives back an equal layout, to the bit.
@Suite struct LayoutCodingTests {
  static let size = 17.0

  static func json(_ value: some Encodable) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
  }

  static func keys(_ object: Any?) -> Set<String> {
    Set((object as? [String: Any])?.keys.map { $0 } ?? [])
  }

  /// "Hi" in Inter on one line: every key written as the JSON form article
  /// shows it, and the numbers read from hb-shape and the font's `hhea` table.
  @Test func aLayoutsJSON_hasTheDocumentedKeysAndTheOraclesNumbers() throws {
    let font = try TestFonts.font(FontFiles.interRegular, size: Self.size)
    let layout = try TextMeasurer().layout(AttributedText("Hi", attributes: TextAttributes(font: font)))
    let object = try Self.json(layout)

    #expect(Self.keys(object) == ["text", "constraint", "options", "bounding_rect", "is_truncated", "lines"])
    let options = try #require(object["options"] as? [String: Any])
    #expect(Self.keys(options) == ["lines", "adds_font_leading", "measures_ink_bounds", "truncates_last_visible_line"])
    #expect(options["lines"] as? String == "multiple")
    #expect(options["adds_font_leading"] as? Bool == true)
    #expect(options["measures_ink_bounds"] as? Bool == false && options["truncates_last_visible_line"] as? Bool == false)
    #expect(object["is_truncated"] as? Bool == false)
    let constraint = try #require(object["constraint"] as? [String: Any])
    #expect(Self.keys(constraint) == ["width", "height"])
    #expect(constraint["width"] is NSNull && constraint["height"] is NSNull)
    #expect(Self.keys(object["bounding_rect"]) == ["x", "y", "width", "height"])

    let text = try #require(object["text"] as? [String: Any])
    #expect(Self.keys(text) == ["string", "runs"])
    #expect(text["string"] as? String == "Hi")
    let textRuns = try #require(text["runs"] as? [[String: Any]])
    #expect(textRuns.count == 1)
    #expect(textRuns[0]["range"] as? [String: Int] == ["start": 0, "end": 2])
    let attributes = try #require(textRuns[0]["attributes"] as? [String: Any])
    #expect(Self.keys(attributes) == ["font", "baseline_offset", "expansion", "paragraph_style", "decoration"])
    #expect(Self.keys(attributes["decoration"]) == [])
    #expect(
      Self.keys(attributes["paragraph_style"]) == [
        "line_spacing", "paragraph_spacing", "paragraph_spacing_before", "line_height_multiple",
        "minimum_line_height", "maximum_line_height", "line_break_mode", "alignment", "base_writing_direction",
        "first_line_head_indent", "head_indent", "tail_indent", "default_tab_interval",
      ])
    let style = try #require(attributes["paragraph_style"] as? [String: Any])
    #expect(style["line_break_mode"] as? String == "byWordWrapping")
    #expect(style["alignment"] as? String == "natural")
    #expect(style["base_writing_direction"] as? String == "natural")

    let fontObject = try #require(attributes["font"] as? [String: Any])
    #expect(
      Self.keys(fontObject) == [
        "file", "face_index", "postscript_name", "point_size", "variations", "cascade_list", "uses_system_fallback",
        "uses_tabular_digits", "metrics_profile", "san_francisco_metrics",
      ])
    #expect(FontFiles.samePath(try #require(fontObject["file"] as? String), FontFiles.interRegular.path))
    #expect(fontObject["face_index"] as? Int == 0)
    #expect(fontObject["postscript_name"] as? String == (try FontFiles.tables(FontFiles.interRegular).postScriptName()))
    #expect(fontObject["point_size"] as? Double == Self.size)
    #expect(Self.keys(fontObject["metrics_profile"]) == ["faces"])

    let lines = try #require(object["lines"] as? [[String: Any]])
    #expect(lines.count == 1)
    let line = lines[0]
    #expect(
      Self.keys(line) == [
        "range", "text", "width", "origin", "height", "ascent", "descent", "leading", "baseline", "runs",
        "is_right_to_left", "break_reason", "is_truncated",
      ])
    #expect(line["range"] as? [String: Int] == ["start": 0, "end": 2])
    #expect(line["text"] as? String == "Hi")
    #expect(line["origin"] as? [String: Double] == ["x": 0, "y": 0])
    #expect(line["break_reason"] as? String == "paragraphEnd")
    #expect(line["is_right_to_left"] as? Bool == false)
    let hbWidth = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hi", size: Self.size)
    #expect(abs(try #require(line["width"] as? Double) - hbWidth) < 1e-9)
    let hhea = try FontFiles.hheaMetrics(FontFiles.interRegular.path, size: Self.size)
    #expect(abs(try #require(line["ascent"] as? Double) - hhea.ascender) < 1e-9)
    #expect(abs(try #require(line["descent"] as? Double) + hhea.descender) < 1e-9)
    #expect(abs(try #require(line["leading"] as? Double) - hhea.lineGap) < 1e-9)

    let runs = try #require(line["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    #expect(
      Self.keys(runs[0]) == [
        "font", "range", "glyphs", "positions", "advances", "clusters", "horizontal_scale", "script",
        "is_right_to_left", "kind",
      ])
    let shaped = try HBShape.shape(fontFile: FontFiles.interRegular, text: "Hi")
    let upem = Double(try FontFiles.tables(FontFiles.interRegular).head().unitsPerEm)
    #expect(runs[0]["glyphs"] as? [Int] == shaped.map { Int($0.glyphID) })
    #expect(runs[0]["clusters"] as? [Int] == shaped.map(\.cluster))
    let advances = try #require(runs[0]["advances"] as? [Double])
    #expect(zip(advances, shaped).allSatisfy { abs($0 - Double($1.xAdvance) * Self.size / upem) < 1e-9 })
    let positions = try #require(runs[0]["positions"] as? [[String: Double]])
    #expect(positions.count == 2 && positions.allSatisfy { Set($0.keys) == ["x", "y"] })
    #expect(abs(try #require(positions[1]["x"]) - Double(shaped[0].xAdvance) * Self.size / upem) < 1e-9)
    #expect(runs[0]["script"] as? String == "Latn")
    #expect(runs[0]["kind"] as? String == "text")
    #expect(runs[0]["horizontal_scale"] as? Double == 1)
  }

  /// The layouts whose JSON must decode back to an equal layout.
  static func layouts() throws -> [(name: String, layout: TextLayout)] {
    let inter = try TestFonts.font(FontFiles.interRegular, size: Self.size)
    let hebrew = try TestFonts.font(FontFiles.notoSansHebrew, size: Self.size)
    let measurer = TextMeasurer()
    var decorated = TextAttributes(font: inter, kern: 0.25, baselineOffset: 1.5, expansion: 0.1, language: "en")
    decorated.ligatures = .essential
    decorated.decoration = TextDecoration(
      foregroundColor: RGBAColor(red: 0.1, green: 0.2, blue: 0.3), underline: .init(style: .double),
      strikethrough: .init(style: .thick, color: RGBAColor(white: 0.5, alpha: 0.25)))
    var mixed = AttributedText("Plain ", attributes: TextAttributes(font: inter))
    mixed.append("decorated", attributes: decorated)
    mixed.append("\u{FFFC}", attributes: TextAttributes(font: inter, inlineBox: InlineBox(width: 20, ascent: 12, descent: 3)))
    var centered = ParagraphStyle()
    centered.alignment = .center
    centered.lineSpacing = 2.5
    centered.lineBreakMode = .byTruncatingTail
    let variable = try TestFonts.font(FontFiles.dejaVuVariable, size: 15).withVariations(["wght": 650])
    let long = "The quick brown fox jumps over the lazy dog, then naps in the afternoon sun."
    return [
      ("one line", try measurer.layout("Hello", font: inter)),
      ("empty", try measurer.layout("", font: inter)),
      ("multi-line", try measurer.layout(long + "\n" + long, font: inter, width: 120)),
      ("bidi", try measurer.layout("abc שלום def", font: inter.withCascadeList([hebrew], systemFallback: false), width: 300)),
      ("system fallback", try measurer.layout("Hello 中文 😀 עברית", font: inter)),
      (
        "truncated",
        try measurer.layout(
          AttributedText(long, attributes: TextAttributes(font: inter)), constrainedTo: CGSize(width: 100, height: 45),
          options: TextLayoutOptions(addsFontLeading: false, truncatesLastVisibleLine: true))
      ),
      (
        "truncated tail, centered",
        try measurer.layout(
          AttributedText(long, attributes: TextAttributes(font: inter, paragraphStyle: centered)),
          constrainedTo: CGSize(width: 150, height: Double.infinity))
      ),
      ("attributes", try measurer.layout(mixed, constrainedTo: CGSize(width: 90, height: Double.infinity))),
      ("variable font", try measurer.layout("Variable 123", font: variable.withTabularDigits())),
      ("iOS metrics", try TextMeasurer(metricsProfile: .iOSParity).layout("Hi 😀", font: inter)),
      (
        "one-line option",
        try measurer.layout("Hi there", font: inter, options: TextLayoutOptions(lines: .single, addsFontLeading: false))
      ),
      ("soft hyphen", try measurer.layout("extra\u{00AD}ordinarily long", font: inter, width: 60)),
    ]
  }

  @Test func decodingALayoutsJSON_givesAnEqualLayout() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for (name, layout) in try Self.layouts() {
      let data = try encoder.encode(layout)
      let decoded = try JSONDecoder().decode(TextLayout.self, from: data)
      #expect(decoded == layout, "\(name)")
      // The same JSON again, byte for byte: every number came back with the same bits.
      #expect(try encoder.encode(decoded) == data, "\(name)")
      let pairs = zip(decoded.lines, layout.lines)
      #expect(pairs.allSatisfy { $0.width.bitPattern == $1.width.bitPattern }, "\(name)")
      #expect(Double(decoded.boundingRect.height).bitPattern == Double(layout.boundingRect.height).bitPattern)
      #expect(decoded.lines.map(\.text) == layout.lines.map(\.text), "\(name)")
    }
  }

  /// The layouts cover what they are meant to: several lines, both
  /// directions, fallback fonts, truncation, every run kind.
  @Test func theRoundTripLayouts_coverTheirCases() throws {
    let layouts = Dictionary(uniqueKeysWithValues: try Self.layouts().map { ($0.name, $0.layout) })
    #expect(try #require(layouts["multi-line"]).lines.count > 3)
    #expect(try #require(layouts["bidi"]).lines[0].runs.contains(where: \.isRightToLeft))
    let fallbackFonts = Set(try #require(layouts["system fallback"]).lines[0].runs.map(\.font.fontName))
    #expect(fallbackFonts.count >= 3)
    #expect(try #require(layouts["truncated"]).isTruncated)
    #expect(try #require(layouts["truncated"]).lines.last?.runs.contains(where: { $0.kind == .ellipsis }) == true)
    #expect(try #require(layouts["truncated tail, centered"]).isTruncated)
    #expect(try #require(layouts["soft hyphen"]).lines.contains(where: { $0.runs.contains(where: { $0.kind == .hyphen }) }))
    #expect(try #require(layouts["empty"]).text.runs.isEmpty)
  }

  @Test func aLineOrRunDecodedAlone_equalsTheOriginal() throws {
    let inter = try TestFonts.font(FontFiles.interRegular, size: Self.size)
    let layout = try TextMeasurer().layout("First line and a second line", font: inter, width: 80)
    #expect(layout.lines.count > 1)
    for line in layout.lines {
      let decoded = try JSONDecoder().decode(Line.self, from: JSONEncoder().encode(line))
      #expect(decoded == line)
      #expect(decoded.text == line.text)
      for run in line.runs {
        #expect(try JSONDecoder().decode(GlyphRun.self, from: JSONEncoder().encode(run)) == run)
      }
    }
  }

  @Test func fontsDecodeThroughTheDecodersEngine() throws {
    let inter = try TestFonts.font(FontFiles.interRegular, size: Self.size)
    let layout = try TextMeasurer().layout("Hello", font: inter)
    let engine = TextEngine(cacheBudget: 0)
    let decoder = JSONDecoder()
    decoder.userInfo[.textEngine] = engine
    let decoded = try decoder.decode(TextLayout.self, from: JSONEncoder().encode(layout))
    #expect(decoded == layout)
    // The face was opened by that engine's library, not the shared engine's.
    let face = decoded.lines[0].runs[0].font.face
    #expect(try engine.fonts.face(path: FontFiles.interRegular.path, index: 0) === face)
    #expect(try TextEngine.shared.fonts.face(path: FontFiles.interRegular.path, index: 0) !== face)
  }

  /// The layout's JSON with every font's `file` replaced by `path`.
  static func movingFonts(of layout: TextLayout, to path: String) throws -> Data {
    func move(_ value: Any) -> Any {
      if var object = value as? [String: Any] {
        for (key, member) in object { object[key] = key == "file" ? path : move(member) }
        return object
      }
      if let array = value as? [Any] { return array.map(move) }
      return value
    }
    return try JSONSerialization.data(withJSONObject: move(try Self.json(layout)))
  }

  /// A bundled face has no file: its JSON names it by its PostScript name
  /// alone, and decodes to the bundled face.
  @Test func aBundledFontsJSON_hasNoFileAndDecodesToTheBundledFace() throws {
    let layout = try TextMeasurer().layout("Hello", font: .systemFont(ofSize: Self.size))
    let lines = try #require(try Self.json(layout)["lines"] as? [[String: Any]])
    let runs = try #require(lines.first?["runs"] as? [[String: Any]])
    let font = try #require(runs.first?["font"] as? [String: Any])
    #expect(font["file"] == nil)
    #expect(font["postscript_name"] as? String == "Inter-Regular")
    let decoded = try JSONDecoder().decode(TextLayout.self, from: JSONEncoder().encode(layout))
    #expect(decoded == layout)
    #expect(decoded.lines[0].runs[0].font.fileURL == nil)
  }

  @Test func jsonThatIsNotALayout_throwsSayingWhy() throws {
    let inter = try TestFonts.font(FontFiles.interRegular, size: Self.size)
    let layout = try TextMeasurer().layout("Hello", font: inter)
    let object = try Self.json(layout)
    func decode(_ object: [String: Any]) throws -> TextLayout {
      try JSONDecoder().decode(TextLayout.self, from: JSONSerialization.data(withJSONObject: object))
    }

    var lines = try #require(object["lines"] as? [[String: Any]])
    lines[0]["text"] = "Hell"
    var badLine = object
    badLine["lines"] = lines
    #expect(throws: DecodingError.self) { try decode(badLine) }

    var badOption = object
    badOption["options"] = ["lines": "sideways"]
    #expect(throws: DecodingError.self) { try decode(badOption) }

    let dejaVu = try TestFonts.font(FontFiles.dejaVuSans, size: Self.size)
    let missing = "/nonexistent-\(UUID().uuidString)/Font.ttf"
    let moved = try Self.movingFonts(of: try TextMeasurer().layout("Hello", font: dejaVu), to: missing)
    #expect(throws: FontError.fileNotFound(path: missing)) {
      try JSONDecoder().decode(TextLayout.self, from: moved)
    }

    let renamed = String(decoding: try JSONEncoder().encode(layout), as: UTF8.self)
      .replacingOccurrences(of: "\"Inter-Regular\"", with: "\"Inter-Bold\"")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextLayout.self, from: Data(renamed.utf8)) }
  }
}
