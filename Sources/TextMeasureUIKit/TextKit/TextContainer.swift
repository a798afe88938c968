import Foundation
import TextMeasure

/// The region TextKit 1 lays text out in, with its rules for sizing
/// (`NSTextContainer`'s properties as a value).
///
/// Lines are broken at ``size``'s width less ``lineFragmentPadding`` at
/// both ends; ``maximumNumberOfLines`` keeps the first lines, and
/// ``lineBreakMode`` says how the last kept line ends when text is left
/// over; lines flow around ``exclusionRects``. Lay text out in one with
/// ``TextMeasure/TextMeasurer/layout(_:in:usesFontLeading:)``.
public struct TextContainer: Sendable, Hashable {
  /// The container's size. A width or height of 0 or less is no limit
  /// (Apple's `NSTextContainer.size`: "A value of 0.0 or less means no
  /// limitation"), and so are `.greatestFiniteMagnitude` and `.infinity`.
  /// A width narrower than the padding at both ends leaves no room: every
  /// grapheme cluster gets a line of its own.
  public var size: CGSize
  /// Space kept free at both ends of every line fragment, inside ``size``
  /// (TextKit's default is 5; chat libraries set 0 to measure).
  public var lineFragmentPadding: Double
  /// The most lines laid out; 0 is no limit. A negative number is taken as 0.
  public var maximumNumberOfLines: Int
  /// How the last line kept by ``maximumNumberOfLines`` (or by the height)
  /// ends when text is left over: the truncating modes end it with "…" at
  /// its tail (as TextKit 1 does for a multi-line container), the others
  /// cut the text after it.
  public var lineBreakMode: LineBreakMode
  /// Rectangles, in the container's coordinates, that text flows around
  /// (`NSTextContainer.exclusionPaths`, as rectangles): a line fragment
  /// whose band overlaps one is shortened, split around it, or moved down
  /// below it (the rules are ``/TextMeasure/TextRegion``'s). Rects outside
  /// the container change nothing; rects covering its whole width move
  /// every line below them, and text that then finds no room (below the
  /// height, or under a rect that never ends) is not laid out. A rect with
  /// a NaN edge cannot be laid out. Default: none.
  public var exclusionRects: [CGRect]

  /// TextKit's default padding, 5 points (`NSTextContainer.lineFragmentPadding`).
  public static let defaultLineFragmentPadding = 5.0

  /// A container with TextKit's defaults unless told otherwise.
  public init(
    size: CGSize, lineFragmentPadding: Double = defaultLineFragmentPadding, maximumNumberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping, exclusionRects: [CGRect] = []
  ) {
    self.size = size
    self.lineFragmentPadding = lineFragmentPadding
    self.maximumNumberOfLines = maximumNumberOfLines
    self.lineBreakMode = lineBreakMode
    self.exclusionRects = exclusionRects
  }

  /// The width lines are broken at: the container's width less the padding
  /// at both ends, at least 0; `.infinity` when the width is no limit (NaN
  /// stays NaN, which layout refuses).
  public var lineWidth: Double {
    let width = Self.limit(size.width)
    return width.isNaN ? width : max(0, width - 2 * lineFragmentPadding)
  }

  /// The height the lines may fill (`.infinity` when the height is no limit).
  var heightLimit: Double { Self.limit(size.height) }

  /// The container as a region for the engine, when it has exclusion
  /// rects: its size as limits, its rects, its padding.
  var region: TextRegion? {
    guard !exclusionRects.isEmpty else { return nil }
    return TextRegion(
      size: CGSize(width: Self.limit(size.width), height: heightLimit), exclusions: exclusionRects,
      lineFragmentPadding: lineFragmentPadding)
  }

  /// A side of ``size`` as a limit: `.infinity` for 0 or less and for
  /// `.greatestFiniteMagnitude` or more; NaN stays NaN.
  private static func limit(_ side: CGFloat) -> Double {
    let value = Double(side)
    return value <= 0 || value >= Double(CGFloat.greatestFiniteMagnitude) ? .infinity : value
  }
}
