import Foundation
import TextMeasure

/// Text laid out in a ``TextContainer`` by TextKit 1's rules: its line
/// fragments, the extra line fragment, and the used rect that sizing code
/// reads (`NSLayoutManager.usedRect(for:)`).
///
/// Rects are in the container's coordinates: a fragment spans the
/// container's width; its used rect starts where the line's text area
/// does (its alignment offset and indent) and is the line's width plus the
/// padding at both ends wide ("including the text container's line
/// fragment padding", Apple's `setLineFragmentRect(_:forGlyphRange:usedRect:)`),
/// and is the line fragment's height tall (line spacing included). In a
/// container with exclusion rects, a fragment whose band an exclusion
/// overlaps spans only the free part of the band that holds its line.
public struct TextContainerLayout: Sendable {
  /// One line fragment.
  public struct LineFragment: Sendable {
    /// The whole fragment: the container's width (or, beside an exclusion,
    /// the free part of the band), the line's height.
    public var rect: CGRect
    /// The part holding glyphs, with the padding at both ends.
    public var usedRect: CGRect
    /// The engine's line (its UTF-16 range, glyphs and metrics; its origin
    /// is in the text area, `lineFragmentPadding` right of the container's).
    public var line: Line
  }

  /// The container laid out in.
  public let container: TextContainer
  /// The engine's layout of the lines shown, in the text area's coordinates.
  public let textLayout: TextLayout
  /// The line fragments holding text, top to bottom.
  public let lineFragments: [LineFragment]
  /// The fragment TextKit adds for the insertion point after text that
  /// ends with a line or paragraph break, or when the text is empty: as
  /// tall as a line of the last font, its used rect twice the padding wide
  /// (Apple's `extraLineFragmentUsedRect`). Nil otherwise, and when the
  /// line limit or the height left no room for it.
  public let extraLineFragment: (rect: CGRect, usedRect: CGRect)?
  /// The UTF-16 range of the text shown; text after it did not fit the line limit or the height.
  public let characterRange: Range<Int>

  /// The union of every used rect, the extra fragment's included: the area
  /// a view needs to show the text (`NSLayoutManager.usedRect(for:)`).
  public var usedRect: CGRect {
    let rects = lineFragments.map(\.usedRect) + (extraLineFragment.map { [$0.usedRect] } ?? [])
    guard let first = rects.first else { return .zero }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }

  init(container: TextContainer, textLayout: TextLayout, extraLineHeight: Double) {
    self.container = container
    self.textLayout = textLayout
    let padding = container.lineFragmentPadding
    // A fragment spans the container; a container without a width limit
    // gives each fragment its used width.
    let containerWidth = Double(container.size.width)
    let fragmentWidth = { (usedWidth: Double) in containerWidth > 0 && containerWidth.isFinite ? containerWidth : usedWidth }
    var lines = textLayout.lines
    // The engine gives text that ends with a separator a last, empty line:
    // TextKit's extra line fragment, which holds no glyph.
    let endsWithBreak = textLayout.text.string.last.map(\.isNewline) ?? false
    let shownEnd = lines.last?.range.upperBound ?? 0
    var extra: (CGRect, CGRect)?
    if endsWithBreak, shownEnd == textLayout.text.utf16Count, let last = lines.last, last.range.isEmpty {
      lines.removeLast()
      extra = Self.extraFragment(top: last.origin.y, height: last.height, width: fragmentWidth(2 * padding), padding: padding)
    } else if textLayout.text.utf16Count == 0, extraLineHeight <= container.heightLimit {
      extra = Self.extraFragment(top: 0, height: extraLineHeight, width: fragmentWidth(2 * padding), padding: padding)
    }
    extraLineFragment = extra
    lineFragments = lines.map { line in
      let usedRect = CGRect(x: line.origin.x, y: line.origin.y, width: line.width + 2 * padding, height: line.height)
      let rect =
        Self.freeSpan(holding: usedRect, in: container.region)
        ?? CGRect(x: 0, y: line.origin.y, width: fragmentWidth(Double(usedRect.maxX)), height: line.height)
      return LineFragment(rect: rect, usedRect: usedRect, line: line)
    }
    characterRange = 0..<shownEnd
  }

  /// The free part of the band of `usedRect` that holds it, when an
  /// exclusion of `region` overlaps the band; nil otherwise.
  private static func freeSpan(holding usedRect: CGRect, in region: TextRegion?) -> CGRect? {
    guard let region else { return nil }
    let width = Double(region.size.width)
    let spans = region.freeSpans(top: Double(usedRect.minY), height: Double(usedRect.height))
    guard spans != [0..<width], let span = spans.first(where: { $0.contains(Double(usedRect.midX)) }) else { return nil }
    let end = span.upperBound.isFinite ? span.upperBound : max(span.lowerBound, Double(usedRect.maxX))
    return CGRect(x: span.lowerBound, y: Double(usedRect.minY), width: end - span.lowerBound, height: Double(usedRect.height))
  }

  private static func extraFragment(top: Double, height: Double, width: Double, padding: Double) -> (CGRect, CGRect) {
    (
      CGRect(x: 0, y: top, width: width, height: height),
      CGRect(x: 0, y: top, width: 2 * padding, height: height)
    )
  }
}
