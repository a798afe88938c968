import Foundation

/// One laid-out line: its text, metrics, position and glyphs.
///
/// Lengths are in points, unrounded. y grows downward from the top of the layout.
public struct Line: Sendable, Equatable {
  /// The UTF-16 range of the text on the line, trailing whitespace and the
  /// paragraph separator included: the lines of a layout partition its text.
  public let range: Range<Int>
  /// The text of ``range``.
  public var text: String {
    let units = source.utf16
    let start = units.index(units.startIndex, offsetBy: range.lowerBound - sourceOffset)
    let end = units.index(start, offsetBy: range.count)
    // Lines start and end on scalar boundaries, so the UTF-8 bytes between
    // are copied as they are (no transcoding through UTF-16).
    return String(Substring(units[start..<end]))
  }
  /// The whole text laid out (a reference, not a copy): ``text`` is cut
  /// from it when asked for.
  let source: String
  /// The UTF-16 offset in the whole text at which ``source`` starts: 0 for
  /// a line of a layout, the range's start for a line decoded on its own
  /// (whose source is only its text).
  var sourceOffset = 0
  /// The used width: from the line's start to the end of its last
  /// non-whitespace cluster (trailing whitespace hangs).
  public let width: Double
  /// Where the line starts: x is the head indent plus the alignment offset,
  /// y the top of its line fragment.
  public internal(set) var origin: CGPoint
  /// The height of the line fragment, line spacing included.
  public let height: Double
  /// The greatest ascent of the fonts used on the line (positive), a
  /// raised run's including its baseline offset.
  public let ascent: Double
  /// The greatest descent of the fonts used on the line (positive), a
  /// lowered run's including its baseline offset.
  public let descent: Double
  /// The greatest leading of the fonts used on the line (counted in the
  /// height only with ``TextLayoutOptions/addsFontLeading``).
  public let leading: Double
  /// The y of the baseline from the top of the layout.
  public let baseline: Double
  /// The glyph runs in visual order, left to right (UAX #9 rules L1 and L2);
  /// a right-to-left run's glyphs are in visual order too.
  public let runs: [GlyphRun]
  /// Whether the line's paragraph is right to left (its base direction).
  public let isRightToLeft: Bool
  /// Why the line ends here.
  public let breakReason: BreakReason
  /// Whether an ellipsis replaced part of the line, or the line was clipped.
  public let isTruncated: Bool
}

extension Line {
  /// Whether two lines have the same text, range, metrics, position, runs
  /// and break (whether or not they share the whole text they were cut from).
  public static func == (lhs: Line, rhs: Line) -> Bool {
    lhs.range == rhs.range && lhs.width == rhs.width && lhs.origin == rhs.origin && lhs.height == rhs.height
      && lhs.ascent == rhs.ascent && lhs.descent == rhs.descent && lhs.leading == rhs.leading
      && lhs.baseline == rhs.baseline && lhs.isRightToLeft == rhs.isRightToLeft && lhs.breakReason == rhs.breakReason
      && lhs.isTruncated == rhs.isTruncated && lhs.runs == rhs.runs && lhs.text == rhs.text
  }
}
