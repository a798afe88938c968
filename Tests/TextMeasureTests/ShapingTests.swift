import EngineFixtures
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Shaping checked against `hb-shape` (HarfBuzz's own CLI, run on the same
/// font file): one-line widths, kerning on and off, tracking, glyph ids and
/// font fallback.
///
/// Expected width = Σ hb-shape advances (integers, font units) × size / upem.
/// The engine adds the same integers, each scaled to points, in a different
/// order and grouping, so the two doubles can differ by a few ulps; a
/// relative tolerance of 1e-9 absorbs that while a single font unit of
/// difference (≥ 1/2816 em, i.e. > 1e-5 relative here) is still caught.
@Suite struct ShapingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fontName: String
    var url: URL
    var text: String
    var testDescription: String { "\(fontName): \(text)" }
  }

  static let fonts: [(String, URL)] = [
    ("Inter Regular", FontFiles.interRegular),
    ("Liberation Sans", FontFiles.liberationSans),
    ("DejaVu Sans", FontFiles.dejaVuSans),
  ]
  static let texts = ["AVATAR Ty. WAVE", "To Yoda", "office fi fl"]
  static let cases: [Case] = fonts.flatMap { name, url in texts.map { Case(fontName: name, url: url, text: $0) } }
  static let size = 17.0

  static func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-9 * max(1, abs(expected))
  }

  /// Units per em of a file, from its `head` table.
  static func upem(_ url: URL, faceIndex: Int = 0) throws -> Double {
    Double(try FontFiles.tables(url, faceIndex: faceIndex).head().unitsPerEm)
  }

  /// The single line of an unconstrained layout.
  static func line(_ text: AttributedText) throws -> Line {
    let layout = try TextMeasurer().layout(text)
    try #require(layout.lines.count == 1)
    return layout.lines[0]
  }

  // MARK: - The oracle itself

  @Test func hbShapeOutputParses() throws {
    let glyphs = try HBShape.parse("[36=0+1270|57=1@-12,30+1270,5|3=2+-7]\n")
    #expect(
      glyphs == [
        HBShape.Glyph(glyphID: 36, cluster: 0, xAdvance: 1270, yAdvance: 0, xOffset: 0, yOffset: 0),
        HBShape.Glyph(glyphID: 57, cluster: 1, xAdvance: 1270, yAdvance: 5, xOffset: -12, yOffset: 30),
        HBShape.Glyph(glyphID: 3, cluster: 2, xAdvance: -7, yAdvance: 0, xOffset: 0, yOffset: 0),
      ])
    #expect(throws: HBShape.Failure.self) { try HBShape.parse("[1=0+2]\n[3=0+4]\n") }
    #expect(throws: HBShape.Failure.self) { try HBShape.parse("1=0+2") }
    #expect(throws: HBShape.Failure.self) { try HBShape.parse("[x=0+2]") }
    #expect(throws: HBShape.Failure.self) { try HBShape.shape(fontFile: FontFiles.dejaVuSans, text: "a\nb") }
    // The tool is there (a missing one is a failure with a clear message, never a skip).
    _ = try HBShape.executable()
  }

  // MARK: - Widths against hb-shape

  @Test(arguments: cases)
  func widthWithKerningEqualsHBShape(_ c: Case) throws {
    let font = try TestFonts.font(c.url, size: Self.size)
    let units = try HBShape.totalAdvance(fontFile: c.url, text: c.text)
    let expected = Double(units) * Self.size / (try Self.upem(c.url))
    let layout = try TextMeasurer().layout(c.text, font: font)
    try #require(layout.lines.count == 1)
    #expect(Self.close(layout.lines[0].width, expected), "\(layout.lines[0].width) vs \(expected)")
    #expect(Self.close(layout.width, expected))
    // Default kerning (`kern` nil) is the font's kerning: the same as an explicit nil.
    let explicit = try Self.line(AttributedText(c.text, attributes: TextAttributes(font: font, kern: nil)))
    #expect(explicit.width == layout.lines[0].width)
  }

  @Test(arguments: cases)
  func widthWithoutKerningEqualsHBShapeMinusKern(_ c: Case) throws {
    let font = try TestFonts.font(c.url, size: Self.size)
    let units = try HBShape.totalAdvance(fontFile: c.url, text: c.text, kerning: false)
    let expected = Double(units) * Self.size / (try Self.upem(c.url))
    let line = try Self.line(AttributedText(c.text, attributes: TextAttributes(font: font, kern: 0)))
    #expect(Self.close(line.width, expected), "\(line.width) vs \(expected)")
    let glyphs = try HBShape.shape(fontFile: c.url, text: c.text, kerning: false)
    #expect(line.runs.flatMap(\.glyphs) == glyphs.map(\.glyphID))
  }

  @Test(arguments: cases)
  func glyphIDsAndClustersEqualHBShape(_ c: Case) throws {
    let font = try TestFonts.font(c.url, size: Self.size)
    let glyphs = try HBShape.shape(fontFile: c.url, text: c.text)
    let line = try TextMeasurer().layout(c.text, font: font).lines[0]
    #expect(line.runs.flatMap(\.glyphs) == glyphs.map(\.glyphID))
    // ASCII text: hb-shape's code point clusters are the engine's UTF-16 offsets.
    #expect(c.text.allSatisfy { $0.isASCII })
    #expect(line.runs.flatMap(\.clusters) == glyphs.map(\.cluster))
    // Each glyph's advance is hb-shape's, scaled.
    let upem = try Self.upem(c.url)
    let advances = line.runs.flatMap(\.advances)
    try #require(advances.count == glyphs.count)
    for (advance, glyph) in zip(advances, glyphs) {
      #expect(Self.close(advance, Double(glyph.xAdvance) * Self.size / upem))
    }
  }

  /// Kerning matters for these strings: independently of the engine, hb-shape's
  /// kern-on and kern-off sums differ, and so do the engine's widths.
  @Test(arguments: fonts.map(\.1))
  func kerningChangesTheWidth(url: URL) throws {
    let text = "AVATAR Ty. WAVE"
    let on = try HBShape.totalAdvance(fontFile: url, text: text)
    let off = try HBShape.totalAdvance(fontFile: url, text: text, kerning: false)
    #expect(on < off, "kerning should tighten \(text): \(on) vs \(off)")
    let font = try TestFonts.font(url, size: Self.size)
    let kerned = try Self.line(AttributedText(text, attributes: TextAttributes(font: font)))
    let unkerned = try Self.line(AttributedText(text, attributes: TextAttributes(font: font, kern: 0)))
    #expect(kerned.width < unkerned.width)
    let upem = try Self.upem(url)
    #expect(Self.close(unkerned.width - kerned.width, Double(off - on) * Self.size / upem))
  }

  /// `.kern = 2`: kerning on plus 2 pt after every grapheme cluster, the last
  /// one included. "AVATAR Ty. WAVE" is 15 clusters (+30 pt), "To Yoda" 7
  /// (+14 pt), "office fi fl" 12 (+24 pt), ligatures or not.
  @Test(arguments: cases)
  func trackingAddsTwoPointsPerCluster(_ c: Case) throws {
    let clusters = ["AVATAR Ty. WAVE": 15, "To Yoda": 7, "office fi fl": 12][c.text]
    let count = try #require(clusters)
    #expect(c.text.count == count)
    let font = try TestFonts.font(c.url, size: Self.size)
    let units = try HBShape.totalAdvance(fontFile: c.url, text: c.text)
    let expected = Double(units) * Self.size / (try Self.upem(c.url)) + 2 * Double(count)
    let line = try Self.line(AttributedText(c.text, attributes: TextAttributes(font: font, kern: 2)))
    #expect(Self.close(line.width, expected), "\(line.width) vs \(expected)")
    // Tracking does not change the glyphs (kerning stays on).
    let glyphs = try HBShape.shape(fontFile: c.url, text: c.text)
    #expect(line.runs.flatMap(\.glyphs) == glyphs.map(\.glyphID))
  }

  /// The glyph runs a renderer draws must span the line's width: with
  /// tracking, the sum of the glyph advances equals the line's width (no
  /// trailing whitespace here).
  @Test(arguments: cases)
  func trackedGlyphAdvancesAddUpToTheLineWidth(_ c: Case) throws {
    let font = try TestFonts.font(c.url, size: Self.size)
    let units = try HBShape.totalAdvance(fontFile: c.url, text: c.text)
    let expected = Double(units) * Self.size / (try Self.upem(c.url)) + 2 * Double(c.text.count)
    let line = try Self.line(AttributedText(c.text, attributes: TextAttributes(font: font, kern: 2)))
    let drawn = line.runs.flatMap(\.advances).reduce(0, +)
    #expect(Self.close(drawn, expected), "glyph advances \(drawn) vs \(expected) (line width \(line.width))")
  }

  /// Trailing whitespace hangs: the width is hb-shape's minus the glyphs of
  /// the trailing spaces (found by cluster), the spaces' kerning included.
  @Test(arguments: fonts.map(\.1))
  func trailingWhitespaceIsNotCounted(url: URL) throws {
    let text = "To Yoda  "
    let glyphs = try HBShape.shape(fontFile: url, text: text)
    let contentEnd = "To Yoda".unicodeScalars.count
    let units = glyphs.filter { $0.cluster < contentEnd }.reduce(0) { $0 + $1.xAdvance }
    let expected = Double(units) * Self.size / (try Self.upem(url))
    let font = try TestFonts.font(url, size: Self.size)
    let line = try TextMeasurer().layout(text, font: font).lines[0]
    #expect(Self.close(line.width, expected), "\(line.width) vs \(expected)")
    #expect(line.text == text)
  }

  @Test func widthScalesWithSize() throws {
    let url = FontFiles.interRegular
    let units = try HBShape.totalAdvance(fontFile: url, text: "To Yoda")
    let upem = try Self.upem(url)
    for size in [9.0, 13.5, 17, 34.25] {
      let font = try TestFonts.font(url, size: size)
      let width = try TextMeasurer().layout("To Yoda", font: font).lines[0].width
      #expect(Self.close(width, Double(units) * size / upem), "\(size) pt")
    }
  }

  /// Faces of a collection have their own cmaps: 直 and 骨 map to different
  /// glyphs in Noto Sans CJK JP (face 0) and SC (face 2). The engine must
  /// shape with the face it was given, as `hb-shape --face-index` does.
  @Test func collectionFacesShapeWithTheirOwnGlyphs() throws {
    let text = "直骨 今天"
    let url = FontFiles.notoSansCJK
    let japanese = try HBShape.shape(fontFile: url, faceIndex: 0, text: text)
    let chinese = try HBShape.shape(fontFile: url, faceIndex: 2, text: text)
    #expect(japanese.map(\.glyphID) != chinese.map(\.glyphID))
    for (index, glyphs) in [(0, japanese), (2, chinese)] {
      let font = try TestFonts.font(url, size: 15, faceIndex: index)
      let line = try Self.line(AttributedText(text, attributes: TextAttributes(font: font)))
      #expect(line.runs.flatMap(\.glyphs) == glyphs.map(\.glyphID), "face \(index)")
      // BMP text: code point clusters are UTF-16 offsets.
      #expect(line.runs.flatMap(\.clusters) == glyphs.map(\.cluster), "face \(index)")
      let units = glyphs.reduce(0) { $0 + $1.xAdvance }
      let expected = Double(units) * 15 / (try Self.upem(url, faceIndex: index))
      #expect(Self.close(line.width, expected), "face \(index): \(line.width) vs \(expected)")
    }
  }

  // MARK: - Font fallback

  /// Inter has no Arabic: "abc مرحبا" is "abc " in Inter (the space follows
  /// the Latin run and Inter has it) and "مرحبا" in Noto Sans Arabic, each
  /// shaped by hb-shape on its own. A run is shaped with the paragraph as
  /// context, which for these texts changes nothing: Arabic joining stops at
  /// the space, and Latin has no contextual shaping across it.
  @Test func cascadeListFallbackForArabic() throws {
    let size = Self.size
    let inter = try TestFonts.font(FontFiles.interRegular, size: size)
    let arabic = try TestFonts.font(FontFiles.notoSansArabic, size: 40)
    let font = inter.withCascadeList([arabic])
    let latinText = "abc "
    let arabicText = "مرحبا"
    let text = latinText + arabicText
    let latinLength = latinText.utf16.count
    let arabicLength = arabicText.utf16.count
    #expect(latinLength == 4 && arabicLength == 5)

    let layout = try TextMeasurer().layout(text, font: font)
    try #require(layout.lines.count == 1)
    let runs = layout.lines[0].runs
    try #require(runs.count == 2, "runs: \(runs.map { "\($0.range) \($0.font) \($0.script)" })")
    #expect(runs[0].range == 0..<latinLength)
    #expect(runs[0].font.face === inter.face)
    #expect(runs[0].script == "Latn")
    #expect(!runs[0].isRightToLeft)
    #expect(runs[1].range == latinLength..<(latinLength + arabicLength))
    #expect(runs[1].font.face === arabic.face)
    #expect(runs[1].font.pointSize == size)
    #expect(runs[1].script == "Arab")
    #expect(runs[1].isRightToLeft)

    let latinGlyphs = try HBShape.shape(fontFile: FontFiles.interRegular, text: latinText)
    let arabicGlyphs = try HBShape.shape(fontFile: FontFiles.notoSansArabic, text: arabicText)
    // hb-shape gives RTL glyphs in visual order, as the engine's runs.
    #expect(runs[0].glyphs == latinGlyphs.map(\.glyphID))
    #expect(runs[1].glyphs == arabicGlyphs.map(\.glyphID))
    #expect(arabicGlyphs.count == 5)
    // Clusters: hb-shape's are code point indices in the Arabic alone; the
    // engine's are UTF-16 offsets in the whole text (BMP, so shifted by 4).
    #expect(runs[0].clusters == latinGlyphs.map(\.cluster))
    #expect(runs[1].clusters == arabicGlyphs.map { $0.cluster + latinLength })

    let latinUnits = latinGlyphs.reduce(0) { $0 + $1.xAdvance }
    let arabicUnits = arabicGlyphs.reduce(0) { $0 + $1.xAdvance }
    let expected =
      Double(latinUnits) * size / (try Self.upem(FontFiles.interRegular))
      + Double(arabicUnits) * size / (try Self.upem(FontFiles.notoSansArabic))
    #expect(Self.close(layout.lines[0].width, expected), "\(layout.lines[0].width) vs \(expected)")
    #expect(Self.close(runs[0].width + runs[1].width, expected))
  }

  /// With no fallback at all (empty cascade list, no system fallback) the
  /// Arabic stays in Inter and shows .notdef (glyph 0), with Inter's .notdef
  /// advance from hb-shape.
  @Test func noFallbackMeansNotdefInThePrimaryFont() throws {
    let inter = try TestFonts.font(FontFiles.interRegular, size: Self.size).withCascadeList([], systemFallback: false)
    let text = "abc مرحبا"
    let layout = try TextMeasurer().layout(text, font: inter)
    let line = try #require(layout.lines.first)
    #expect(line.runs.allSatisfy { $0.font.face === inter.face })
    let arabicGlyphs = try HBShape.shape(fontFile: FontFiles.interRegular, text: "مرحبا")
    #expect(arabicGlyphs.allSatisfy { $0.glyphID == 0 })
    let latin = try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: "abc ")
    let arabic = arabicGlyphs.reduce(0) { $0 + $1.xAdvance }
    let expected = Double(latin + arabic) * Self.size / (try Self.upem(FontFiles.interRegular))
    #expect(Self.close(line.width, expected), "\(line.width) vs \(expected)")
  }
}
