import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

/// `NSTextContainer.exclusionPaths` as rectangles: line fragments
/// shortened, split or moved down, against line breaks found by a greedy
/// breaker over hb-shape's widths at each fragment's width.
@Suite struct TextKitExclusionPathTests {
  static let text = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp"

  /// Inter Regular at 17 pt from its file.
  static func inter() throws -> UIFont { UIFont(try Font(fileURL: FontFiles.interRegular, size: 17)) }

  /// A storage, manager and container `width` × `height` with `padding`, and `exclusions`.
  static func stack(
    _ text: String = text, width: CGFloat = 300, height: CGFloat = 0, padding: CGFloat = 0, exclusions: [CGRect]
  ) throws -> (storage: NSTextStorage, manager: NSLayoutManager, container: NSTextContainer) {
    let storage = NSTextStorage(string: text, attributes: [.font: try inter()])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: width, height: height))
    container.lineFragmentPadding = padding
    container.exclusionPaths = exclusions.map(UIBezierPath.init(rect:))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return (storage, manager, container)
  }

  /// Every line fragment's rect, used rect and glyph range, top to bottom.
  static func fragments(_ manager: NSLayoutManager) -> [(rect: CGRect, used: CGRect, range: NSRange)] {
    var fragments: [(CGRect, CGRect, NSRange)] = []
    manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) {
      rect, used, _, range, _ in fragments.append((rect, used, range))
    }
    return fragments
  }

  /// Greedy first fit over spaces with line `index` at most `width(index)`
  /// wide, each candidate's width from hb-shape (trailing space excluded).
  static func expectedLines(_ text: String, width: (Int) -> Double) throws -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").map(String.init) {
      if try current.isEmpty || InterOracle.width(current + word, size: 17) <= width(lines.count) {
        current += word + " "
      } else {
        lines.append(current)
        current = word + " "
      }
    }
    lines.append(String(current.dropLast()))
    return lines
  }

  /// The glyph ranges of `lines` laid end to end.
  static func ranges(_ lines: [String]) -> [NSRange] {
    var location = 0
    return lines.map { line in
      defer { location += line.utf16.count }
      return NSRange(location: location, length: line.utf16.count)
    }
  }

  @Test func aCornerExclusion_shortensTheLinesItsBandMeets() throws {
    let lineHeight = try InterOracle.lineHeight(17)
    // Bands 0 and 1 meet the rect (it ends half way down line 1).
    let stack = try Self.stack(exclusions: [CGRect(x: 0, y: 0, width: 150, height: 1.5 * lineHeight)])
    let expected = try Self.expectedLines(Self.text) { $0 < 2 ? 150 : 300 }
    #expect(try expected != Self.expectedLines(Self.text) { _ in 300 })
    let fragments = Self.fragments(stack.manager)
    #expect(fragments.map(\.range) == Self.ranges(expected))
    for (index, fragment) in fragments.enumerated() {
      let x = index < 2 ? 150.0 : 0
      #expect(fragment.rect == CGRect(x: x, y: Double(index) * lineHeight, width: 300 - x, height: lineHeight))
      #expect(Double(fragment.used.minX) == x)
    }
    let used = stack.manager.usedRect(for: stack.container)
    #expect(abs(Double(used.height) - Double(expected.count) * lineHeight) < 1e-9)
  }

  @Test func padding_isKeptInsideEveryFragment() throws {
    let lineHeight = try InterOracle.lineHeight(17)
    let stack = try Self.stack(padding: 5, exclusions: [CGRect(x: 0, y: 0, width: 150, height: lineHeight)])
    let expected = try Self.expectedLines(Self.text) { $0 < 1 ? 140 : 290 }
    let fragments = Self.fragments(stack.manager)
    #expect(fragments.map(\.range) == Self.ranges(expected))
    let first = try #require(fragments.first)
    #expect(first.rect == CGRect(x: 150, y: 0, width: 150, height: lineHeight))
    #expect(Double(first.used.minX) == 150)
    let width = try InterOracle.width(expected[0].trimmingCharacters(in: .whitespaces), size: 17)
    #expect(abs(Double(first.used.width) - (width + 10)) < 1e-9)
  }

  @Test func aHole_splitsTheBandAndTheTextGoesOnToItsRight() throws {
    let lineHeight = try InterOracle.lineHeight(17)
    let stack = try Self.stack(exclusions: [CGRect(x: 100, y: 0, width: 60, height: lineHeight / 2)])
    let expected = try Self.expectedLines(Self.text) { [100, 140][safe: $0] ?? 300 }
    let fragments = Self.fragments(stack.manager)
    #expect(fragments.map(\.range) == Self.ranges(expected))
    #expect(fragments[0].rect == CGRect(x: 0, y: 0, width: 100, height: lineHeight))
    #expect(fragments[1].rect == CGRect(x: 160, y: 0, width: 140, height: lineHeight))
    #expect(fragments[2].rect == CGRect(x: 0, y: lineHeight, width: 300, height: lineHeight))
    let used = stack.manager.usedRect(for: stack.container)
    #expect(abs(Double(used.height) - Double(expected.count - 1) * lineHeight) < 1e-9)
  }

  @Test func aParagraphBreak_endsTheBand() throws {
    let lineHeight = try InterOracle.lineHeight(17)
    let stack = try Self.stack("aaaa\nbbbb", exclusions: [CGRect(x: 100, y: 0, width: 60, height: lineHeight / 2)])
    let fragments = Self.fragments(stack.manager)
    #expect(fragments.map(\.range) == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 4)])
    #expect(fragments[1].rect.minY == CGFloat(lineHeight))
  }

  @Test func aFullWidthExclusion_movesTheTextBelowIt() throws {
    let lineHeight = try InterOracle.lineHeight(17)
    let stack = try Self.stack(exclusions: [CGRect(x: -20, y: 0, width: 400, height: 50)])
    let expected = try Self.expectedLines(Self.text) { _ in 300 }
    let fragments = Self.fragments(stack.manager)
    #expect(fragments.map(\.range) == Self.ranges(expected))
    #expect(fragments.first?.rect.minY == 50)
    let used = stack.manager.usedRect(for: stack.container)
    #expect(used.minY == 50)
    #expect(abs(Double(used.height) - Double(expected.count) * lineHeight) < 1e-9)
  }

  @Test func anExclusionCoveringTheContainer_leavesNoText() throws {
    let stack = try Self.stack(height: 200, exclusions: [CGRect(x: -10, y: -10, width: 320, height: 220)])
    #expect(stack.manager.usedRect(for: stack.container) == .zero)
    #expect(stack.manager.glyphRange(for: stack.container) == NSRange(location: 0, length: 0))
    #expect(Self.fragments(stack.manager).isEmpty)
  }

  @Test func anExclusionThatNeverEnds_leavesNoTextBelowIt() throws {
    let stack = try Self.stack(exclusions: [CGRect(x: 0, y: 0, width: 300, height: CGFloat.infinity)])
    #expect(stack.manager.usedRect(for: stack.container) == .zero)
  }

  @Test(arguments: [
    CGRect(x: 310, y: 0, width: 50, height: 50), CGRect(x: 0, y: -60, width: 300, height: 50),
    CGRect(x: 40, y: 0, width: 0, height: 50), CGRect(x: 40, y: 10, width: 50, height: 0),
  ])
  func exclusionsOutsideOrWithoutArea_changeNothing(rect: CGRect) throws {
    let plain = try Self.stack(exclusions: [])
    let excluded = try Self.stack(exclusions: [rect])
    #expect(excluded.manager.usedRect(for: excluded.container) == plain.manager.usedRect(for: plain.container))
    let expected = Self.fragments(plain.manager)
    let fragments = Self.fragments(excluded.manager)
    #expect(fragments.map(\.rect) == expected.map(\.rect))
    #expect(fragments.map(\.used) == expected.map(\.used))
    #expect(fragments.map(\.range) == expected.map(\.range))
  }

  @Test func aNaNExclusion_cannotBeLaidOut() throws {
    let stack = try Self.stack(exclusions: [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)])
    #expect(stack.manager.usedRect(for: stack.container) == .zero)
    let region = TextRegion(
      size: CGSize(width: 300, height: Double.infinity), exclusions: [CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)])
    #expect(throws: TextLayoutError.self) { try TextMeasurer().layout(AttributedText("abc"), in: region) }
  }

  /// The engine's region without exclusions is the plain layout at its width
  /// less twice the padding, line for line (indents and alignment included).
  @Test(arguments: [TextAlignment.left, .center, .right, .natural])
  func aRegionWithoutExclusions_laysOutAsThePlainLayout(alignment: TextAlignment) throws {
    var style = ParagraphStyle()
    style.alignment = alignment
    style.firstLineHeadIndent = 12
    style.headIndent = 4
    style.tailIndent = -7
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let text = AttributedText(
      Self.text + "\n" + Self.text, attributes: TextAttributes(font: font, paragraphStyle: style))
    let measurer = TextMeasurer()
    let region = try measurer.layout(
      text, in: TextRegion(size: CGSize(width: 300, height: Double.infinity), lineFragmentPadding: 5))
    let plain = try measurer.layout(text, constrainedTo: CGSize(width: 290, height: Double.infinity))
    #expect(region.lines.count > 4)
    #expect(region.lines == plain.lines)
  }
}

extension Array {
  /// The element at `index`, nil outside the array.
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
