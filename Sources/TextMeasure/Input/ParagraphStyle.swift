/// How the lines of a paragraph are broken, spaced and indented
/// (the properties of `NSParagraphStyle` that change a measured size).
///
/// A paragraph takes the style found at its first character, as TextKit does.
/// All lengths are in points. Defaults are `NSParagraphStyle.default`'s.
public struct ParagraphStyle: Sendable, Hashable {
  /// Space added below every line fragment, the last one included ("the
  /// distance … between the bottom of one line fragment and the top of the
  /// next", which Apple includes in each fragment's height).
  public var lineSpacing: Double = 0
  /// Space after the paragraph, added only when another paragraph follows.
  public var paragraphSpacing: Double = 0
  /// Space before the paragraph, added only when a paragraph precedes it.
  public var paragraphSpacingBefore: Double = 0
  /// Multiplies each line's natural height when greater than 0, before the
  /// minimum and maximum apply.
  public var lineHeightMultiple: Double = 0
  /// The least height of a line; 0 means no minimum.
  public var minimumLineHeight: Double = 0
  /// The greatest height of a line; 0 means no maximum.
  public var maximumLineHeight: Double = 0
  /// How lines are broken or shortened.
  public var lineBreakMode: LineBreakMode = .byWordWrapping
  /// Horizontal alignment of each line inside the container.
  public var alignment: TextAlignment = .natural
  /// The paragraph's base direction.
  public var baseWritingDirection: WritingDirection = .natural
  /// Indent of the first line from the leading edge.
  public var firstLineHeadIndent: Double = 0
  /// Indent of the other lines from the leading edge.
  public var headIndent: Double = 0
  /// When positive, the line's end measured from the leading edge; when 0 or
  /// negative, the distance kept free at the trailing edge (0 = none).
  public var tailIndent: Double = 0
  /// Distance between tab stops, measured from the line's start (Apple's
  /// default paragraph style puts its stops every 28 pt).
  public var defaultTabInterval: Double = 28

  /// The default style.
  public init() {}

  /// The default style (`NSParagraphStyle.default`).
  public static let `default` = ParagraphStyle()
}
