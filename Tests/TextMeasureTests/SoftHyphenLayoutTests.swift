import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Breaks at and around soft hyphens in a proportional font, where the
/// hyphen's width differs from the letters': Liberation Sans at 22 pt,
/// widths from hb-shape's advances (2048 units per em).
@Suite struct SoftHyphenLayoutTests {
  static let file = FontFiles.liberationSans
  static let size = 22.0

  /// hb-shape's advance of `text` in points.
  static func width(_ text: String) throws -> Double {
    let upem = Double(try SfntTables(contentsOf: file).head().unitsPerEm)
    return Double(try HBShape.totalAdvance(fontFile: file, text: text)) * size / upem
  }

  /// The hyphen drawn at a soft hyphen: U+2010 where the font has it.
  static func hyphenWidth() throws -> Double {
    let glyphs = try HBShape.shape(fontFile: file, text: "\u{2010}")
    try #require(glyphs.count == 1 && glyphs[0].glyphID != 0)
    return try width("\u{2010}")
  }

  static func layout(_ text: String, width: Double, kern: Double? = nil) throws -> TextLayout {
    let font = try Font(fileURL: file, size: size)
    return try TextMeasurer().layout(
      AttributedText(text, attributes: TextAttributes(font: font, kern: kern)),
      constrainedTo: CGSize(width: width, height: .infinity))
  }

  @Test func aWordBrokenInsideKeepsTheSoftHyphenWithItsLetter() throws {
    // "anti" fits 40 pt but "anti" + hyphen does not; "anti" | "\u{AD}fahr"
    // would leave the soft hyphen at a line's start, so Chromium breaks
    // "ant" | "i‐", and so does the engine.
    let anti = try Self.width("anti"), hyphen = try Self.hyphenWidth()
    try #require(anti <= 40 && anti + hyphen > 40)
    let layout = try Self.layout("anti\u{AD}fahr\u{AD}zeug", width: 40)
    #expect(Array(layout.lines.map(\.text).prefix(2)) == ["ant", "i\u{AD}"])
    #expect(abs(layout.lines[0].width - (try Self.width("ant"))) < 1e-9)
    #expect(abs(layout.lines[1].width - (try Self.width("i") + hyphen)) < 1e-9)
    #expect(layout.lines.allSatisfy { $0.width <= 40 })
  }

  @Test func noLineIsWiderThanItsBox_andNoneStartsWithASoftHyphen() throws {
    let text = "Kraft\u{AD}fahr\u{AD}zeug\u{AD}haft\u{AD}pflicht\u{AD}versicherung anti\u{AD}fahr\u{AD}zeug"
    for width in stride(from: 20.0, through: 120, by: 2.5) {
      let layout = try Self.layout(text, width: width)
      for line in layout.lines {
        // A line wider than the box only where one cluster alone is.
        #expect(line.width <= width || line.text.count == 1, "\(width): \(line.text) \(line.width)")
        #expect(!line.text.hasPrefix("\u{AD}"), "\(width): \(line.text)")
      }
    }
  }

  @Test func relayoutAtMeasuredWidth_givesTheSameLines_withNegativeKern() throws {
    // 17 of 318,780 re-layouts broke this before emergency breaks counted
    // the hyphen, e.g. this text with kern −0.3 at 43 pt (10 lines, then 11).
    let texts = ["Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesellschaft", "anti\u{AD}fahr\u{AD}zeug\u{AD}bau"]
    for text in texts {
      for kern in [-0.3, 0, 0.5] {
        for width in stride(from: 25.0, through: 80, by: 0.5) {
          let first = try Self.layout(text, width: width, kern: kern)
          let again = try Self.layout(text, width: Double(first.size.width), kern: kern)
          #expect(again.lines.map(\.text) == first.lines.map(\.text), "\(text) kern \(kern) width \(width)")
        }
      }
    }
  }
}
