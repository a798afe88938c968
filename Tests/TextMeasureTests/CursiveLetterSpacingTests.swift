import CHarfBuzz
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Letter spacing (`.kern`, `.tracking`) in cursive scripts: a run in one
/// takes none, as on iOS and in Chromium; other runs of the same paragraph
/// keep theirs. Widths are hb-shape's advance sums plus the spacing counted
/// by hand (helpers of ``TextAttributeEffectsTests``).
@Suite struct CursiveLetterSpacingTests {
  typealias Effects = TextAttributeEffectsTests
  /// "Hello world" in Arabic: two words, one space between them.
  static let arabic = "مرحبا بالعالم"

  @Test func kern_addsNothingToAnArabicRun() throws {
    let font = FontFiles.notoSansArabic
    try FontFiles.requireFile(font)
    let line = try Effects.line(AttributedText(Self.arabic, attributes: try Effects.attributes(font, kern: 3)))
    // hb-shape's advances alone: no 3 pt after any of the 13 clusters, the space included.
    #expect(Effects.close(line.width, try Effects.hbWidth(font, Self.arabic)), "\(line.width)")
  }

  @Test func tracking_addsNothingToAnArabicRunAndNothingHangs() throws {
    let font = FontFiles.notoSansArabic
    try FontFiles.requireFile(font)
    let text = AttributedText(Self.arabic, attributes: try Effects.attributes(font, tracking: 3))
    let line = try Effects.line(text)
    // Tracking turns off the optional ligatures, as everywhere, but adds no space.
    let expected = try Effects.hbWidth(font, Self.arabic, features: ["liga=0", "clig=0"])
    #expect(Effects.close(line.width, expected), "\(line.width)")
    // Laid out at exactly that width it still fits on one line: no tracking hangs at its end.
    let layout = try TextMeasurer().layout(text, constrainedTo: CGSize(width: expected, height: .infinity))
    #expect(layout.lines.count == 1)
  }

  /// In "abc مرحبا" the Latin run ("abc " with its space) takes 3 pt after
  /// each of its 4 clusters; the Arabic run none.
  @Test func kern_keepsTheLatinRunOfTheSameParagraph() throws {
    let font = FontFiles.dejaVuSans
    try FontFiles.requireFile(font)
    let line = try Effects.line(AttributedText("abc مرحبا", attributes: try Effects.attributes(font, kern: 3)))
    let expected = try Effects.hbWidth(font, "abc ") + 4 * 3 + (try Effects.hbWidth(font, "مرحبا"))
    #expect(Effects.close(line.width, expected), "\(line.width) against \(expected)")
  }

  @Test func cursiveScripts_areCSSTextsList() {
    for script in [HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_NKO, HB_SCRIPT_MANDAIC, HB_SCRIPT_MONGOLIAN,
      HB_SCRIPT_PHAGS_PA, HB_SCRIPT_HANIFI_ROHINGYA]
    {
      #expect(CursiveScripts.contains(script))
    }
    for script in [HB_SCRIPT_LATIN, HB_SCRIPT_HEBREW, HB_SCRIPT_DEVANAGARI, HB_SCRIPT_COMMON] {
      #expect(!CursiveScripts.contains(script))
    }
  }
}
