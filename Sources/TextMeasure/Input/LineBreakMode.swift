/// How a paragraph that is wider than its line is broken or shortened
/// (`NSLineBreakMode`).
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// Break at UAX #14 opportunities; a word wider than the line breaks at
  /// grapheme-cluster boundaries (CSS `overflow-wrap: break-word`).
  case byWordWrapping = 0
  /// Break after any grapheme cluster that still fits.
  case byCharWrapping = 1
  /// One line per paragraph, cut at the line's end.
  case byClipping = 2
  /// One line per paragraph; the start is replaced by "…".
  case byTruncatingHead = 3
  /// One line per paragraph; the end is replaced by "…".
  case byTruncatingTail = 4
  /// One line per paragraph; the middle is replaced by "…".
  case byTruncatingMiddle = 5

  /// Whether a paragraph may span several lines in this mode.
  public var wrapsLines: Bool { self == .byWordWrapping || self == .byCharWrapping }
}

/// Horizontal alignment of the lines of a paragraph (`NSTextAlignment`).
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  /// Left for left-to-right paragraphs, right for right-to-left ones.
  case natural = 4
}

/// The direction of a paragraph's text (`NSWritingDirection`).
public enum WritingDirection: Int, Sendable, Hashable, CaseIterable {
  /// Taken from the paragraph's first strong character (UAX #9 P2–P3).
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}
