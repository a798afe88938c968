import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The inputs the agreement tests lay out (the oracle corpus in its fonts,
/// and texts that meet Inter's contextual lookups), and a layout's
/// fingerprint: everything it says, every Double as its bit pattern.
enum TestCorpus {
  /// Everything a layout says, with every Double as its bit pattern.
  static func fingerprint(_ layout: TextLayout) -> [String] {
    let rect = layout.boundingRect
    var rows = ["rect \([rect.minX, rect.minY, rect.width, rect.height].map { Double($0).bitPattern })"]
    for line in layout.lines {
      rows.append(
        "line \(line.range) \(line.width.bitPattern) \(line.baseline.bitPattern) \(Double(line.origin.x).bitPattern) "
          + "\(line.height.bitPattern) \(line.breakReason) \(line.isRightToLeft) \(line.text.debugDescription)")
      for run in line.runs {
        rows.append(
          "  run \(run.font.fontName) \(run.range) \(run.glyphs) \(run.clusters) "
            + "\(run.positions.map { [Double($0.x).bitPattern, Double($0.y).bitPattern] }) "
            + "\(run.advances.map(\.bitPattern)) \(run.kind)")
      }
    }
    return rows
  }

  /// The oracle corpus cases (every script, emoji, bidi, tabs) in their fonts.
  static func cases() throws -> [(text: AttributedText, width: Double)] {
    let (chain, cases) = try ChromiumAgreementTests.load(ChromiumAgreementTests.fixtures[0])
    var fonts: [String: Font] = [:]
    func font(_ path: String, _ index: Int) throws -> Font {
      if let known = fonts["\(path):\(index)"] { return known }
      let url = path == "bundled:Inter-Regular" ? FontFiles.interRegular : URL(fileURLWithPath: path)
      let made = try Font(fileURL: url, size: 1, faceIndex: index)
      fonts["\(path):\(index)"] = made
      return made
    }
    return try cases.map { testCase in
      let primary = try font(testCase.font, testCase.index)
      let cascade = try chain.map { try font($0.0, $0.1) }.filter { $0.face !== primary.face }
      let styled = primary.withCascadeList(cascade, systemFallback: false).withSize(testCase.size)
      return (AttributedText(testCase.text, attributes: TextAttributes(font: styled)), testCase.width)
    }
  }

  /// Texts where Inter's contextual alternates reach across spaces (case
  /// forms of "-", bullets, dashes, arrows and math signs after capitals,
  /// "x" between digits), which HarfBuzz marks unsafe to break, with bidi,
  /// emoji and runs of spaces: line edges here are shaped again.
  static let hazardTexts = [
    "HELLO - WORLD", "A - B", "2 x 3", "1 1/2 cups", "go -> there", "(A) [B] {C}", "x", "next time",
    "TIME: 10:30", "a  b   c", "RTL שלום עולם and back", "mixed 😀 emoji 👍🏽 here", "ﻻ سلام عليكم",
    "A • b", "X — Y", "A – B", "GO → NOW", "A ± B × C ÷ D", "A ≈ B ≠ C ≤ D ≥ E", "A ⇒ B ◦ c",
  ]

  /// ``hazardTexts`` in Inter 17 pt with the font's kerning, kerning off and
  /// 1.5 pt tracking, each wrapped at 120 pt.
  static func hazardCases() throws -> [(text: AttributedText, width: Double)] {
    let inter = try Font(fileURL: FontFiles.interRegular, size: 17)
    return hazardTexts.flatMap { text in
      [nil, 0, 1.5].map { (kern: Double?) in
        (AttributedText(text, attributes: TextAttributes(font: inter, kern: kern)), 120.0)
      }
    }
  }

  /// A measurer that caches nothing: every result is made.
  static let uncached = TextMeasurer(engine: TextEngine(cacheBudget: 0))
}
