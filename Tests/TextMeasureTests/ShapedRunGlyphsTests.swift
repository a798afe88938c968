import CHarfBuzz
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// `ShapedRun.hasGlyphs(in:)` answers ranges at a run's ends in one
/// comparison; the run's slice (a binary search over the glyphs) is the oracle.
@Suite struct ShapedRunGlyphsTests {
  /// Clusters of runs over 3..<11: ligatures (repeated clusters), marks,
  /// characters without glyphs (gaps), left to right and right to left.
  static let clusterLists: [[Int]] = [
    [3, 4, 5, 6, 7, 8, 9, 10], [3, 3, 5, 6, 6, 9], [4, 7], [10], [3],
    [10, 9, 8, 6, 6, 5, 3], [9, 4], [8, 8, 3],
  ]

  @Test(arguments: clusterLists)
  func hasGlyphs_isTheSlices(clusters: [Int]) throws {
    let font = try Font(fileURL: FontFiles.dejaVuSans, size: 17)
    let isRightToLeft = clusters.first! > clusters.last!
    let run = TextRun(
      range: 3..<11, font: font, style: RunStyle(TextAttributes(font: font)), script: HB_SCRIPT_LATIN,
      direction: isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    let glyphs = clusters.map {
      ShapedGlyph(id: 1, cluster: $0, xAdvance: 10, xOffset: 0, yOffset: 0, unsafeToBreak: false)
    }
    let shaped = ShapedRun(run: run, glyphs: glyphs)
    for lower in 3...11 {
      for upper in lower...11 {
        #expect(
          shaped.hasGlyphs(in: lower..<upper) == !shaped.slice(lower..<upper).glyphs.isEmpty,
          "\(clusters) \(lower)..<\(upper)")
      }
    }
    #expect(!ShapedRun(run: run).hasGlyphs(in: 3..<11))
  }
}
