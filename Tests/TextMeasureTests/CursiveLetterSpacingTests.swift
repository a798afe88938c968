import CHarfBuzz
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Letter spacing (`.kern`, `.tracking`) in cursive scripts: none after a
/// letter of one, as on iOS and in Chromium; the spaces and punctuation
/// between the letters and other runs keep theirs. Widths are hb-shape's
/// advance sums plus the spacing counted by hand (helpers of
/// ``TextAttributeEffectsTests``).
@Suite struct CursiveLetterSpacingTests {
  typealias Effects = TextAttributeEffectsTests
  /// "Hello world" in Arabic: two words, one space between them.
  static let arabic = "مرحبا بالعالم"

  @Test func kern_skipsTheLettersOfAnArabicRun() throws {
    let font = FontFiles.notoSansArabic
    try FontFiles.requireFile(font)
    let line = try Effects.line(AttributedText(Self.arabic, attributes: try Effects.attributes(font, kern: 3)))
    // hb-shape's advances and 3 pt after the one space: none after the 12 letters.
    #expect(Effects.close(line.width, try Effects.hbWidth(font, Self.arabic) + 3), "\(line.width)")
  }

  /// The Arabic comma (U+060C, script Common) and the space after it take
  /// the kern; the 7 letters do not.
  @Test func kern_spacesTheArabicComma() throws {
    let font = FontFiles.notoSansArabic
    try FontFiles.requireFile(font)
    let text = "مرحبا، بك"
    let line = try Effects.line(AttributedText(text, attributes: try Effects.attributes(font, kern: 3)))
    #expect(Effects.close(line.width, try Effects.hbWidth(font, text) + 2 * 3), "\(line.width)")
  }

  @Test func tracking_skipsTheLettersOfAnArabicRunAndNothingHangs() throws {
    let font = FontFiles.notoSansArabic
    try FontFiles.requireFile(font)
    let text = AttributedText(Self.arabic, attributes: try Effects.attributes(font, tracking: 3))
    let line = try Effects.line(text)
    // Tracking turns off the optional ligatures, as everywhere, and adds 3 pt after the space only.
    let expected = try Effects.hbWidth(font, Self.arabic, features: ["liga=0", "clig=0"]) + 3
    #expect(Effects.close(line.width, expected), "\(line.width)")
    // Laid out again at its own width it still fits on one line: the fit counts no tracking after the
    // last letter either.
    let layout = try TextMeasurer().layout(text, constrainedTo: CGSize(width: line.width, height: .infinity))
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
