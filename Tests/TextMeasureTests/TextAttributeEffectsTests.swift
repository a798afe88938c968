import EngineFixtures
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Tracking, baseline offset, expansion and ligatures, against `hb-shape`
/// (advances and glyphs, with features turned off as the rule says), the
/// fonts' `hhea` tables (line heights) and hand arithmetic.
///
/// Widths are sums of integers (font units) scaled to points in another
/// order than the engine's, hence the relative tolerance of 1e-9 (a font
/// unit is > 1e-5 of these widths).
@Suite struct TextAttributeEffectsTests {
  static let size = 17.0
  static let liberation = FontFiles.liberationSans
  /// DejaVu Sans forms "ffi" and "fi" ligatures by default (`liga`).
  static let dejaVu = FontFiles.dejaVuSans

  static func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-9 * max(1, abs(expected))
  }

  /// Points per font unit of `url` at ``size``.
  static func scale(_ url: URL) throws -> Double {
    try FontFiles.tables(url).scale(size: size)
  }

  /// hb-shape's advance of `text` in points at ``size``.
  static func hbWidth(_ url: URL, _ text: String, kerning: Bool = true, features: [String] = []) throws -> Double {
    Double(try HBShape.totalAdvance(fontFile: url, text: text, kerning: kerning, features: features)) * (try scale(url))
  }

  /// hhea ascender, descent (positive) and line gap in points at ``size``.
  static func hhea(_ url: URL) throws -> (ascender: Double, descent: Double, lineGap: Double) {
    let hhea = try FontFiles.tables(url).hhea()
    let scale = try scale(url)
    return (Double(hhea.ascender) * scale, Double(-hhea.descender) * scale, Double(hhea.lineGap) * scale)
  }

  static func attributes(
    _ url: URL, kern: Double? = nil, tracking: Double? = nil, baselineOffset: Double = 0, expansion: Double = 0,
    ligatures: Ligatures? = nil
  ) throws -> TextAttributes {
    TextAttributes(
      font: try TestFonts.font(url, size: size), kern: kern, tracking: tracking, baselineOffset: baselineOffset,
      expansion: expansion, ligatures: ligatures)
  }

  /// The single line of `text` laid out without a width limit.
  static func line(_ text: AttributedText, measurer: TextMeasurer = TextMeasurer()) throws -> Line {
    let layout = try measurer.layout(text)
    try #require(layout.lines.count == 1)
    return layout.lines[0]
  }

  // MARK: - Tracking

  /// Tracking follows every grapheme cluster but hangs after the last one,
  /// as trailing whitespace does: "To Yoda" (7 clusters) with 3 pt is
  /// hb-shape's width + 6 × 3; the glyph advances draw all 7 × 3.
  @Test func trackingFollowsEveryClusterAndHangsAfterTheLast() throws {
    let text = "To Yoda"
    let line = try Self.line(AttributedText(text, attributes: try Self.attributes(Self.liberation, tracking: 3)))
    let shaped = try Self.hbWidth(Self.liberation, text)
    #expect(Self.close(line.width, shaped + 6 * 3), "\(line.width)")
    #expect(Self.close(line.runs.flatMap(\.advances).reduce(0, +), shaped + 7 * 3))
  }

  /// `.kern` counts after the last cluster and tracking does not: at
  /// exactly the tracked width the text fits on one line, and with the same
  /// amount as `.kern` it wraps.
  @Test func trackedLineFitsWhereKernedLineWraps() throws {
    let text = "To Yoda"
    let width = try Self.hbWidth(Self.liberation, text) + 6 * 3
    let size = CGSize(width: width, height: .infinity)
    let tracked = AttributedText(text, attributes: try Self.attributes(Self.liberation, tracking: 3))
    let kerned = AttributedText(text, attributes: try Self.attributes(Self.liberation, kern: 3))
    #expect(try TextMeasurer().layout(tracked, constrainedTo: size).lines.count == 1)
    #expect(try TextMeasurer().layout(kerned, constrainedTo: size).lines.count == 2)
  }

  /// A nonzero `.kern` beside tracking is ignored: the font's kerning (on)
  /// and only the tracking.
  @Test func kernBesideTrackingIsIgnored() throws {
    let text = "AVATAR"
    let line = try Self.line(AttributedText(text, attributes: try Self.attributes(Self.liberation, kern: 5, tracking: 2)))
    #expect(Self.close(line.width, try Self.hbWidth(Self.liberation, text) + 5 * 2), "\(line.width)")
  }

  /// A `.kern` of 0 beside tracking still turns kerning off.
  @Test func kernOfZeroBesideTrackingTurnsKerningOff() throws {
    let text = "AVATAR"
    let kerned = try Self.hbWidth(Self.liberation, text)
    let unkerned = try Self.hbWidth(Self.liberation, text, kerning: false)
    try #require(kerned != unkerned, "AVATAR must kern in Liberation Sans for this test to tell")
    let line = try Self.line(AttributedText(text, attributes: try Self.attributes(Self.liberation, kern: 0, tracking: 2)))
    #expect(Self.close(line.width, unkerned + 5 * 2), "\(line.width)")
  }

  /// Nonzero tracking turns off nonessential ligatures (`liga`, `clig`).
  @Test func trackingTurnsLigaturesOff() throws {
    let text = "office fi"
    let plain = try HBShape.shape(fontFile: Self.dejaVu, text: text)
    let unligated = try HBShape.shape(fontFile: Self.dejaVu, text: text, features: ["-liga", "-clig"])
    try #require(plain.count < unligated.count, "DejaVu Sans must form ligatures here")
    let line = try Self.line(AttributedText(text, attributes: try Self.attributes(Self.dejaVu, tracking: 1)))
    #expect(line.runs.flatMap(\.glyphs) == unligated.map(\.glyphID))
    let shaped = Double(unligated.reduce(0) { $0 + $1.xAdvance }) * (try Self.scale(Self.dejaVu))
    #expect(Self.close(line.width, shaped + 8 * 1), "\(line.width)")
  }

  /// The ligature attribute overrides tracking's rule: standard ligatures
  /// stay, and a ligature gets the tracking of each grapheme it holds
  /// ("office fi" is 9 graphemes, 8 tracked in the width).
  @Test func ligatureAttributeKeepsLigaturesBesideTracking() throws {
    let text = "office fi"
    let plain = try HBShape.shape(fontFile: Self.dejaVu, text: text)
    let line = try Self.line(
      AttributedText(text, attributes: try Self.attributes(Self.dejaVu, tracking: 1, ligatures: .standard)))
    #expect(line.runs.flatMap(\.glyphs) == plain.map(\.glyphID))
    #expect(Self.close(line.width, try Self.hbWidth(Self.dejaVu, text) + 8 * 1), "\(line.width)")
  }

  /// A tail-truncated line ends with the ellipsis, whose tracking hangs: the
  /// line's width is its glyphs' advances minus that last tracking.
  @Test func truncatedLineHangsTheEllipsisTracking() throws {
    var style = ParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    var attributes = try Self.attributes(Self.liberation, tracking: 2)
    attributes.paragraphStyle = style
    let layout = try TextMeasurer().layout(
      AttributedText("To Yoda and more", attributes: attributes), constrainedTo: CGSize(width: 60, height: Double.infinity))
    let line = try #require(layout.lines.first)
    #expect(line.isTruncated)
    #expect(Self.close(line.width, line.runs.flatMap(\.advances).reduce(0, +) - 2))
    #expect(line.width <= 60)
  }

  // MARK: - Ligatures

  /// `.essential` shapes without `liga` and `clig`, as hb-shape does with
  /// `-liga,-clig`; `.standard` as hb-shape's defaults.
  @Test func essentialLigaturesShapeWithoutLigaAndClig() throws {
    let text = "office fi fl"
    let plain = try HBShape.shape(fontFile: Self.dejaVu, text: text)
    let unligated = try HBShape.shape(fontFile: Self.dejaVu, text: text, features: ["-liga", "-clig"])
    try #require(plain.map(\.glyphID) != unligated.map(\.glyphID))
    let essential = try Self.line(
      AttributedText(text, attributes: try Self.attributes(Self.dejaVu, ligatures: .essential)))
    #expect(essential.runs.flatMap(\.glyphs) == unligated.map(\.glyphID))
    let scale = try Self.scale(Self.dejaVu)
    #expect(Self.close(essential.width, Double(unligated.reduce(0) { $0 + $1.xAdvance }) * scale))
    let standard = try Self.line(
      AttributedText(text, attributes: try Self.attributes(Self.dejaVu, ligatures: .standard)))
    #expect(standard.runs.flatMap(\.glyphs) == plain.map(\.glyphID))
  }

  /// Text whose ligature setting changes midway is shaped in two runs, each
  /// as hb-shape shapes it alone ("fi" has no kerning across the split).
  @Test func ligatureChangeSplitsTheRun() throws {
    var text = AttributedText("fi", attributes: try Self.attributes(Self.dejaVu))
    text.append("fi", attributes: try Self.attributes(Self.dejaVu, ligatures: .essential))
    let first = try HBShape.shape(fontFile: Self.dejaVu, text: "fi")
    let second = try HBShape.shape(fontFile: Self.dejaVu, text: "fi", features: ["-liga", "-clig"])
    let line = try Self.line(text)
    #expect(line.runs.count == 2)
    #expect(line.runs.flatMap(\.glyphs) == (first + second).map(\.glyphID))
  }

  // MARK: - Baseline offset

  /// A raised run moves its glyphs up and the line's ascent with them:
  /// height = (ascender + 5) + descent + line gap.
  @Test func raisedRunGrowsTheAscent() throws {
    var text = AttributedText("A", attributes: try Self.attributes(Self.liberation))
    text.append("B", attributes: try Self.attributes(Self.liberation, baselineOffset: 5))
    let m = try Self.hhea(Self.liberation)
    let layout = try TextMeasurer().layout(text)
    let line = try #require(layout.lines.first)
    #expect(Self.close(line.ascent, m.ascender + 5))
    #expect(Self.close(line.descent, m.descent))
    #expect(Self.close(line.height, m.ascender + 5 + m.descent + m.lineGap))
    #expect(Self.close(line.baseline, m.ascender + 5))
    #expect(Self.close(Double(layout.boundingRect.height), m.ascender + 5 + m.descent + m.lineGap))
    let raised = try #require(line.runs.last)
    #expect(raised.positions.map(\.y) == [-5])
    #expect(line.runs.first?.positions.map(\.y) == [0])
  }

  /// A lowered run grows the descent: height = ascender + (descent + 4) + line gap.
  @Test func loweredRunGrowsTheDescent() throws {
    let text = AttributedText("g", attributes: try Self.attributes(Self.liberation, baselineOffset: -4))
    let m = try Self.hhea(Self.liberation)
    let line = try Self.line(text)
    #expect(Self.close(line.ascent, m.ascender))
    #expect(Self.close(line.descent, m.descent + 4))
    #expect(Self.close(line.height, m.ascender + m.descent + 4 + m.lineGap))
    #expect(line.runs[0].positions.map(\.y) == [4])
  }

  /// On a single line (`lines: .single`) the rect starts at −ascent: the raised
  /// run's ascent.
  @Test func singleLineRectStartsAtTheRaisedAscent() throws {
    let text = AttributedText("x", attributes: try Self.attributes(Self.liberation, baselineOffset: 3))
    let oneLine = TextLayoutOptions(lines: .single, addsFontLeading: false)
    let rect = try TextMeasurer().boundingRect(text, options: oneLine)
    let m = try Self.hhea(Self.liberation)
    #expect(Self.close(Double(rect.minY), -(m.ascender + 3)))
    #expect(Self.close(Double(rect.height), m.ascender + 3 + m.descent))
  }

  // MARK: - Expansion

  /// Advances are scaled by e^expansion; tracking, in points, is not.
  @Test func expansionScalesAdvancesNotTracking() throws {
    let text = "To Yoda"
    let factor = exp(0.25)
    let shaped = try Self.hbWidth(Self.liberation, text)
    let expanded = try Self.line(AttributedText(text, attributes: try Self.attributes(Self.liberation, expansion: 0.25)))
    #expect(Self.close(expanded.width, shaped * factor), "\(expanded.width)")
    #expect(expanded.runs.allSatisfy { Self.close($0.horizontalScale, factor) })
    let tracked = try Self.line(
      AttributedText(text, attributes: try Self.attributes(Self.liberation, tracking: 2, expansion: 0.25)))
    #expect(Self.close(tracked.width, shaped * factor + 6 * 2), "\(tracked.width)")
    let condensed = try Self.line(
      AttributedText(text, attributes: try Self.attributes(Self.liberation, expansion: -0.5)))
    #expect(Self.close(condensed.width, shaped * exp(-0.5)))
  }

  /// The ink box widens with the glyphs: x bearing and width × e^expansion.
  @Test func expansionWidensTheInkBox() throws {
    let url = FontFiles.dejaVuSansMono
    let glyph = try #require(try HBShape.shape(fontFile: url, text: "x", extents: true).first)
    let box = try #require(glyph.extents)
    let scale = try Self.scale(url) * exp(0.5)
    let text = AttributedText("x", attributes: try Self.attributes(url, expansion: 0.5))
    let ink = TextLayoutOptions(addsFontLeading: false, measuresInkBounds: true)
    let rect = try TextMeasurer().layout(text, options: ink).boundingRect
    #expect(Self.close(Double(rect.minX), Double(box[0]) * scale))
    #expect(Self.close(Double(rect.width), Double(box[2]) * scale))
  }

  /// An expansion whose factor overflows gives the engine's error, not an
  /// infinite width.
  @Test func overflowingExpansionThrows() throws {
    // e^709 ≈ 8.2e307 is finite, but "To Yoda"'s ~60 pt times it overflows.
    let text = AttributedText("To Yoda", attributes: try Self.attributes(Self.liberation, expansion: 709))
    #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().layout(text) }
    #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().boundingRect(text) }
  }

  /// e^1000 is +∞ and e^−1000 is 0 in Double: no factor to scale by.
  @Test(arguments: [1000.0, -1000, .greatestFiniteMagnitude])
  func expansionWithoutAFiniteFactorThrows(_ expansion: Double) throws {
    let text = AttributedText("\t", attributes: try Self.attributes(Self.liberation, expansion: expansion))
    #expect(throws: TextLayoutError.invalidAttribute(name: "expansion", value: expansion)) {
      try TextMeasurer().boundingRect(text)
    }
  }

  // MARK: - Bad input and caching

  /// NaN and ±∞ are refused by name, for every new attribute.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteValuesThrow(_ value: Double) throws {
    let cases: [(String, TextAttributes)] = [
      ("tracking", try Self.attributes(Self.liberation, tracking: value)),
      ("baselineOffset", try Self.attributes(Self.liberation, baselineOffset: value)),
      ("expansion", try Self.attributes(Self.liberation, expansion: value)),
    ]
    for (name, attributes) in cases {
      var text = AttributedText("a", attributes: try Self.attributes(Self.liberation))
      text.append("b", attributes: attributes)
      do {
        _ = try TextMeasurer().boundingRect(text)
        Issue.record("\(name) = \(value) did not throw")
      } catch TextLayoutError.invalidAttribute(let thrownName, let thrownValue) {
        #expect(thrownName == name)
        #expect(thrownValue.bitPattern == value.bitPattern)
      }
    }
  }

  /// Texts that differ only in one new attribute never share a cached
  /// result: measured in turn through one cache, each equals its own
  /// oracle.
  @Test func cacheKeepsTextsThatDifferOnlyInTheNewAttributesApart() throws {
    let measurer = TextMeasurer(engine: TextEngine(cacheBudget: 1 << 26))
    let text = "office fi"
    let url = Self.dejaVu
    let m = try Self.hhea(url)
    let plain = try Self.hbWidth(url, text)
    let unligated = try Self.hbWidth(url, text, features: ["-liga", "-clig"])
    let cases: [(TextAttributes, width: Double, height: Double)] = [
      (try Self.attributes(url), plain, m.ascender + m.descent + m.lineGap),
      (try Self.attributes(url, tracking: 1), unligated + 8, m.ascender + m.descent + m.lineGap),
      (try Self.attributes(url, ligatures: .essential), unligated, m.ascender + m.descent + m.lineGap),
      (try Self.attributes(url, baselineOffset: 2), plain, m.ascender + 2 + m.descent + m.lineGap),
      (try Self.attributes(url, expansion: 0.1), plain * exp(0.1), m.ascender + m.descent + m.lineGap),
    ]
    for _ in 0..<2 {
      for (attributes, width, height) in cases {
        let rect = try measurer.boundingRect(AttributedText(text, attributes: attributes))
        #expect(Self.close(Double(rect.width), width), "\(attributes): \(rect.width) vs \(width)")
        #expect(Self.close(Double(rect.height), height), "\(attributes): \(rect.height) vs \(height)")
        let line = try Self.line(AttributedText(text, attributes: attributes), measurer: measurer)
        #expect(Self.close(line.width, width))
      }
    }
  }
}
