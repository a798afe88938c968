import EngineFixtures
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Emoji of every kind, fallback fonts, line heights that grow with them, and
/// the iOS-parity metrics profile. Widths come from hb-shape on the font that
/// should draw the cluster, heights from the fonts' hhea tables.
@Suite struct WorldTextTests {
  static let size = 17.0

  /// Inter with an exact chain: Noto Color Emoji, then DejaVu Sans (which has
  /// monochrome emoji and text symbols), and no system fallback.
  static func chain(_ profile: MetricsProfile = .fontTables) throws -> Font {
    let inter = try TestFonts.font(FontFiles.interRegular, size: size)
    let emoji = try TestFonts.font(FontFiles.notoColorEmoji, size: size)
    let dejaVu = try TestFonts.font(FontFiles.dejaVuSans, size: size)
    return inter.withCascadeList([emoji, dejaVu], systemFallback: false).withMetricsProfile(profile)
  }

  static func points(_ file: URL, _ text: String, size: Double = size) throws -> Double {
    let upem = Double(try SfntTables(contentsOf: file).head().unitsPerEm)
    return Double(try HBShape.totalAdvance(fontFile: file, text: text)) * size / upem
  }

  /// Each kind is one grapheme cluster drawn by the colour font as one glyph.
  static let emojiKinds: [(String, String)] = [
    ("ZWJ family", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"),
    ("flag", "\u{1F1EB}\u{1F1F7}"),
    ("subdivision flag", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
    ("skin tone", "\u{1F44D}\u{1F3FD}"),
    ("keycap", "1\u{FE0F}\u{20E3}"),
    ("VS16 heart", "\u{2764}\u{FE0F}"),
    ("default emoji", "\u{1F600}"),
  ]

  @Test(arguments: emojiKinds.map(\.1))
  func emoji_isOneClusterInTheColourFont(_ emoji: String) throws {
    let layout = try TextMeasurer().layout(emoji + emoji, font: try Self.chain(), width: 0.5)
    #expect(layout.lines.map(\.text) == [emoji, emoji])
    let run = try #require(layout.lines[0].runs.first)
    #expect(run.font.face.hasColorGlyphs)
    #expect(run.glyphs.count == 1)
    #expect(abs(layout.lines[0].width - (try Self.points(FontFiles.notoColorEmoji, emoji))) < 1e-9)
  }

  @Test func vs15_prefersATextFont() throws {
    // U+2702 (scissors) with VARIATION SELECTOR-15: Inter lacks it (hb-shape:
    // glyph 0), so DejaVu Sans's monochrome one, even though the colour font,
    // earlier in the chain, has it too.
    let layout = try TextMeasurer().layout("\u{2702}\u{FE0E}", font: try Self.chain())
    let run = try #require(layout.lines[0].runs.first)
    #expect(!run.font.face.hasColorGlyphs)
    #expect(run.font.fontName == "DejaVuSans")
    #expect(abs(layout.lines[0].width - (try Self.points(FontFiles.dejaVuSans, "\u{2702}\u{FE0E}"))) < 1e-9)
    // With VARIATION SELECTOR-16 the colour font draws it.
    let emoji = try TextMeasurer().layout("\u{2702}\u{FE0F}", font: try Self.chain())
    #expect(emoji.lines[0].runs.first?.font.face.hasColorGlyphs == true)
  }

  @Test func textDefaultSymbol_takesTheFirstFontThatHasIt() throws {
    // U+263A is text by default and not in Inter (hb-shape: glyph 0): the
    // first font of the chain that has it is the colour font (glyph 79).
    #expect(try HBShape.shape(fontFile: FontFiles.interRegular, text: "\u{263A}")[0].glyphID == 0)
    #expect(try HBShape.shape(fontFile: FontFiles.notoColorEmoji, text: "\u{263A}")[0].glyphID != 0)
    let layout = try TextMeasurer().layout("\u{263A}", font: try Self.chain())
    #expect(layout.lines[0].runs.first?.font.face.hasColorGlyphs == true)
    // U+2600 is text by default and Inter has it: Inter draws it.
    let sun = try TextMeasurer().layout("\u{2600}", font: try Self.chain())
    #expect(sun.lines[0].runs.first?.font.fontName == "Inter-Regular")
  }

  @Test func emojiLine_isTallerOnlyWhereTheEmojiIs() throws {
    let inter = try SfntTables(contentsOf: FontFiles.interRegular)
    let emoji = try SfntTables(contentsOf: FontFiles.notoColorEmoji)
    let size = Self.size
    let (ia, id) = (Double(try inter.hhea().ascender), Double(try inter.hhea().descender))
    let (iu, eu) = (Double(try inter.head().unitsPerEm), Double(try emoji.head().unitsPerEm))
    let (ea, ed) = (Double(try emoji.hhea().ascender), Double(try emoji.hhea().descender))
    let interLine = (ia - id) * size / iu  // lineGap 0 in both
    let mixedLine = max(ia * size / iu, ea * size / eu) + max(-id * size / iu, -ed * size / eu)
    let layout = try TextMeasurer().layout("Hi\nHi \u{1F600}\nHi", font: try Self.chain())
    #expect(layout.lines.map(\.height) == [interLine, mixedLine, interLine])
    #expect(mixedLine != interLine)
  }

  @Test func iOSParity_emojiMeasureAsAppleColorEmoji() throws {
    // Apple Color Emoji: ascent 1.000 em, descent 0.313 em, advance 1.000 em.
    let inter = try SfntTables(contentsOf: FontFiles.interRegular)
    let upem = Double(try inter.head().unitsPerEm)
    let interAscent = Double(try inter.hhea().ascender) * Self.size / upem
    let interDescent = -Double(try inter.hhea().descender) * Self.size / upem
    let layout = try TextMeasurer(metricsProfile: .iOSParity).layout("Hi\u{1F600}", font: try Self.chain())
    let line = layout.lines[0]
    #expect(line.ascent == max(interAscent, 1.0 * 17))
    #expect(line.descent == max(interDescent, 0.313 * 17))
    #expect(abs(line.width - ((try Self.points(FontFiles.interRegular, "Hi")) + 17)) < 1e-9)
    // The same text with the fonts' own metrics: Noto's 2550/2048 em emoji.
    let own = try TextMeasurer().layout("Hi\u{1F600}", font: try Self.chain())
    #expect(abs(own.lines[0].width - ((try Self.points(FontFiles.interRegular, "Hi")) + 2550.0 * 17 / 2048)) < 1e-9)
  }

  @Test func userOverride_replacesAFacesMetrics() throws {
    var profile = MetricsProfile()
    profile.faces["Inter-Regular"] = FontMetricsOverride(ascender: 0.8, descender: -0.2, leading: 0.5, glyphScale: 2)
    let layout = try TextMeasurer(metricsProfile: profile).layout("Hi", font: try Self.chain())
    let line = layout.lines[0]
    #expect(line.ascent == 0.8 * 17)
    #expect(line.descent == 0.2 * 17)
    #expect(Double(layout.size.height) == (0.8 + 0.2 + 0.5) * 17)
    #expect(abs(line.width - 2 * (try Self.points(FontFiles.interRegular, "Hi"))) < 1e-9)
  }

  @Test(arguments: [7.0, 17, 64, 100])
  func colourEmoji_measureAtAnySize(size: Double) throws {
    // Noto Color Emoji has one bitmap strike; metrics come from its tables at any size.
    let emoji = try SfntTables(contentsOf: FontFiles.notoColorEmoji)
    let upem = Double(try emoji.head().unitsPerEm)
    let font = try TestFonts.font(FontFiles.notoColorEmoji, size: size)
    let layout = try TextMeasurer().layout("\u{1F600}", font: font)
    #expect(abs(layout.lines[0].width - 2550 * size / upem) < 1e-9)
    #expect(layout.lines[0].ascent == Double(try emoji.hhea().ascender) * size / upem)
  }

  @Test func systemFallback_findsAFontWithTheCharacters() throws {
    // Inter has no Han: Fontconfig's list for Inter supplies a font whose cmap
    // has both characters (hb-shape finds no .notdef in that file).
    let layout = try TextMeasurer().layout("你好", font: .systemFont(ofSize: 17))
    let run = try #require(layout.lines[0].runs.first)
    #expect(run.font.fontName != "Inter-Regular")
    let glyphs = try HBShape.shape(fontFile: try #require(run.font.fileURL), faceIndex: run.font.faceIndex, text: "你好")
    #expect(glyphs.allSatisfy { $0.glyphID != 0 })
    #expect(run.glyphs == glyphs.map(\.glyphID))
    // And the emoji from a colour font.
    let emoji = try TextMeasurer().layout("\u{1F600}", font: .systemFont(ofSize: 17))
    #expect(emoji.lines[0].runs.first?.font.face.hasColorGlyphs == true)
  }
}
