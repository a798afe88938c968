import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

/// `NSLayoutManager.characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`
/// against pen positions summed from hb-shape's advances.
@Suite struct TextKitHitTestingTests {
  static let size = 17.0
  static let padding = 5.0

  /// A manager laying `text` out in Inter Regular 17 pt in a container
  /// 400 wide with the default padding (5).
  static func stack(_ text: String) throws -> (storage: NSTextStorage, manager: NSLayoutManager, container: NSTextContainer) {
    let font = UIFont(try Font(fileURL: FontFiles.interRegular, size: size))
    let storage = NSTextStorage(string: text, attributes: [.font: font])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 400, height: 0))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return (storage, manager, container)
  }

  /// Each cluster's start x and advance in points from hb-shape (one line,
  /// one glyph per character for this Latin text).
  static func clusters(_ text: String) throws -> [(x: Double, advance: Double)] {
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    var pen = 0.0
    return try HBShape.shape(fontFile: FontFiles.interRegular, text: text).map { glyph in
      let advance = Double(glyph.xAdvance) * size / upem
      defer { pen += advance }
      return (pen, advance)
    }
  }

  /// The index and fraction for `point`.
  static func hit(_ manager: NSLayoutManager, _ container: NSTextContainer, _ point: CGPoint) -> (Int, Double) {
    var fraction: CGFloat = -1
    let index = manager.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
    return (index, Double(fraction))
  }

  @Test(arguments: [(3, 0.25), (0, 0.5), (6, 0.75), (10, 0.125)])
  func aPointOnAGlyph_givesItsCharacterAndTheFractionAcrossIt(index: Int, fraction: Double) throws {
    let text = "Hello there"
    let stack = try Self.stack(text)
    let cluster = try Self.clusters(text)[index]
    let x = Self.padding + cluster.x + fraction * cluster.advance
    let (hitIndex, hitFraction) = Self.hit(stack.manager, stack.container, CGPoint(x: x, y: 8))
    #expect(hitIndex == index)
    #expect(abs(hitFraction - fraction) < 1e-9)
  }

  @Test func pointsLeftAndRightOfTheLine_giveItsEnds() throws {
    let text = "Hello there"
    let stack = try Self.stack(text)
    let left = Self.hit(stack.manager, stack.container, CGPoint(x: 0, y: 8))
    #expect(left == (0, 0))
    let right = Self.hit(stack.manager, stack.container, CGPoint(x: 390, y: 8))
    #expect(right == (text.utf16.count - 1, 1))
  }

  @Test func pointsAboveAndBelowTheText_takeTheFirstAndLastLines() throws {
    let text = "Hello\u{2028}there"
    let stack = try Self.stack(text)
    let first = try Self.clusters("Hello")[1]
    let above = Self.hit(stack.manager, stack.container, CGPoint(x: Self.padding + first.x + first.advance / 2, y: -40))
    #expect(above.0 == 1)
    #expect(abs(above.1 - 0.5) < 1e-9)
    let last = try Self.clusters("there")[2]
    let below = Self.hit(stack.manager, stack.container, CGPoint(x: Self.padding + last.x + last.advance / 4, y: 500))
    #expect(below.0 == 6 + 2)
    #expect(abs(below.1 - 0.25) < 1e-9)
  }

  @Test func theSecondLine_isFoundByItsBand() throws {
    let lineHeight = try InterOracle.lineHeight(Self.size)
    let stack = try Self.stack("Hello\u{2028}there")
    let cluster = try Self.clusters("there")[0]
    let point = CGPoint(x: Self.padding + cluster.x + cluster.advance * 0.9, y: lineHeight + 1)
    let (index, fraction) = Self.hit(stack.manager, stack.container, point)
    #expect(index == 6)
    #expect(abs(fraction - 0.9) < 1e-9)
  }

  /// Right-to-left text: each cluster's fraction runs from its right edge,
  /// and the line is set at the right (natural alignment).
  @Test(arguments: [(0, 0.25), (2, 0.6)])
  func rightToLeftText_measuresFractionsFromTheRight(index: Int, fraction: Double) throws {
    try FontFiles.requireFile(FontFiles.notoSansHebrew)
    let text = "שלום"
    let font = UIFont(try Font(fileURL: FontFiles.notoSansHebrew, size: Self.size))
    let storage = NSTextStorage(string: text, attributes: [.font: font])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 400, height: 0))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    // hb-shape prints right-to-left glyphs in visual order, left to right.
    let upem = Double(try SfntTables(contentsOf: FontFiles.notoSansHebrew).head().unitsPerEm)
    let glyphs = try HBShape.shape(fontFile: FontFiles.notoSansHebrew, text: text)
    let advances = glyphs.map { Double($0.xAdvance) * Self.size / upem }
    let lineStart = Self.padding + (400 - 2 * Self.padding - advances.reduce(0, +))
    let visual = try #require(glyphs.firstIndex { $0.cluster == index })
    let right = lineStart + advances[...visual].reduce(0, +)
    let point = CGPoint(x: right - fraction * advances[visual], y: 8)
    let (hitIndex, hitFraction) = Self.hit(manager, container, point)
    #expect(hitIndex == index)
    #expect(abs(hitFraction - fraction) < 1e-9)
  }

  @Test func noText_givesZero() throws {
    let stack = try Self.stack("")
    #expect(Self.hit(stack.manager, stack.container, CGPoint(x: 30, y: 30)) == (0, 0))
  }
}
