import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// `boundingRect` sets the lines and stops: it never assembles glyph runs.
/// Its rect must be the built layout's, bit for bit, whatever the options,
/// paragraph style, height limit or truncation; and a line's height, found
/// from its fonts without making its runs, must be what the runs it shows
/// give by hand.
@Suite struct BoundingRectPathTests {
  static let uncached = TextMeasurer(engine: TextEngine(cacheBudget: 0))

  static let optionSets: [TextLayoutOptions] = [
    TextLayoutOptions(), TextLayoutOptions(addsFontLeading: false),
    TextLayoutOptions(lines: .single, addsFontLeading: false), TextLayoutOptions(lines: .single),
    TextLayoutOptions(addsFontLeading: false, measuresInkBounds: true),
    TextLayoutOptions(addsFontLeading: false, truncatesLastVisibleLine: true),
  ]

  static func bits(_ rect: CGRect) -> [UInt64] {
    [rect.minX, rect.minY, rect.width, rect.height].map { Double($0).bitPattern }
  }

  /// Every paragraph-style setting that changes how lines are set.
  static func styles() -> [ParagraphStyle] {
    var styles: [ParagraphStyle] = LineBreakMode.allCases.map { mode in
      var style = ParagraphStyle()
      style.lineBreakMode = mode
      return style
    }
    var spaced = ParagraphStyle()
    spaced.lineSpacing = 3
    spaced.paragraphSpacing = 7
    spaced.paragraphSpacingBefore = 2
    spaced.firstLineHeadIndent = 12
    spaced.headIndent = 5
    spaced.tailIndent = -9
    spaced.alignment = .center
    styles.append(spaced)
    var tall = ParagraphStyle()
    tall.lineHeightMultiple = 1.3
    tall.minimumLineHeight = 30
    tall.alignment = .right
    styles.append(tall)
    return styles
  }

  static let texts = [
    "", "x", "\n", "one\ntwo\n\nthree", "Which color do you prefer for the living room, blue or green?",
    "tab\tseparated\tcolumns", "soft\u{AD}hyphen\u{AD}ated\u{AD}words\u{AD}every\u{AD}where",
    "RTL שלום עולם and back", "mixed 😀 emoji 👍🏽 here", "Supercalifragilisticexpialidocious", "A - B   ",
  ]

  @Test func theRectEqualsTheBuiltLayouts_forEveryOptionStyleAndHeight() throws {
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    var compared = 0
    for style in Self.styles() {
      for string in Self.texts + TestCorpus.hazardTexts {
        let text = AttributedText(string, attributes: TextAttributes(font: font, paragraphStyle: style))
        for options in Self.optionSets {
          for size in [CGSize(width: Double.infinity, height: Double.infinity), CGSize(width: 90, height: Double.infinity), CGSize(width: 90, height: 45)] {
            let rect = try Self.uncached.boundingRect(text, constrainedTo: size, options: options)
            let layout = try Self.uncached.layout(text, constrainedTo: size, options: options)
            #expect(Self.bits(rect) == Self.bits(layout.boundingRect), "\(string.debugDescription) \(options) \(size)")
            compared += 1
            guard !options.measuresInkBounds, let first = layout.lines.first, let last = layout.lines.last
            else { continue }
            // The rect from the public lines: the widest line's width; the
            // first line's box for one line, else down to the last line's foot.
            // (CGFloat compared as Double: Swift Testing on Linux mixes them up.)
            #expect(Double(rect.width) == layout.lines.map(\.width).max()!)
            if options.lines == .multiple {
              #expect(Double(rect.minY) == 0 && Double(rect.height) == Double(last.origin.y) + last.height, "\(string.debugDescription) \(options) \(size) \(style.lineBreakMode) \(rect.height) \(last.origin.y) \(last.height)")
            } else {
              #expect(Double(rect.minY) == -first.ascent && Double(rect.height) == first.height)
            }
          }
        }
      }
    }
    #expect(compared == Self.styles().count * (Self.texts.count + TestCorpus.hazardTexts.count) * 6 * 3)
  }

  @Test func theRectEqualsTheBuiltLayouts_forEveryOracleCase() throws {
    for (text, width) in try TestCorpus.cases() {
      let size = CGSize(width: width, height: Double.infinity)
      let rect = try Self.uncached.boundingRect(text, constrainedTo: size)
      let layout = try Self.uncached.layout(text, constrainedTo: size)
      #expect(Self.bits(rect) == Self.bits(layout.boundingRect), "\(text.string.debugDescription)")
    }
  }

  /// The height of each line of every oracle case, by hand from the fonts of
  /// the glyph runs the line shows: the greatest ascender, plus the greatest
  /// descent and leading (the default style adds nothing else).
  @Test func lineHeights_areThoseOfTheFontsTheLinesShow() throws {
    for (text, width) in try TestCorpus.cases() {
      let layout = try Self.uncached.layout(text, constrainedTo: CGSize(width: width, height: Double.infinity))
      for line in layout.lines {
        let fonts = line.runs.filter { !$0.glyphs.isEmpty }.map(\.font)
        let shown = fonts.isEmpty ? [text.attributes(at: line.range.lowerBound).font] : fonts
        let ascent = shown.map(\.ascender).max()!
        let descent = shown.map { -$0.descender }.max()!
        let leading = shown.map(\.leading).max()!
        #expect(line.ascent == ascent && line.height == ascent + descent + leading, "\(line.text.debugDescription)")
      }
    }
  }

  @Test func badInput_throwsTheSameErrorBothWays() throws {
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let text = AttributedText("x", attributes: TextAttributes(font: font, kern: .infinity))
    #expect(throws: TextLayoutError.invalidAttribute(name: "kern", value: .infinity)) {
      try Self.uncached.boundingRect(text)
    }
    #expect(throws: TextLayoutError.invalidAttribute(name: "kern", value: .infinity)) {
      try Self.uncached.layout(text)
    }
    let nan = CGSize(width: Double.nan, height: 0)
    #expect(throws: TextLayoutError.self) { try Self.uncached.boundingRect(of: "x", font: font, width: Double.nan) }
    #expect(throws: TextLayoutError.self) {
      try Self.uncached.boundingRect(AttributedText("x", attributes: TextAttributes(font: font)), constrainedTo: nan)
    }
  }
}
