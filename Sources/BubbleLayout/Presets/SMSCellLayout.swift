import Foundation

/// Every frame of one row of the SMS bubble tutorial (seed 001), in the
/// row's coordinates: the date label, the nine fragment image views and the
/// message label. ``SMSPreset/layout(_:)`` computes it.
public struct SMSCellLayout: Sendable, Hashable {
  /// The text's height as `sizeWithFont:constrainedToSize:lineBreakMode:`
  /// reports it: the measured height rounded up to whole points.
  public var textHeight: Double
  /// How far the middle row stretches: ``textHeight`` minus the fragment
  /// height, or 0 when the text is shorter (the seed's adjusted `labelHeight`).
  public var stretch: Double
  /// The bubble: the nine fragments' union.
  public var bubbleFrame: CGRect
  /// The nine fragment image views, in ``NineSlice/Position`` order. Each
  /// `source` is the fragment's rect in the 3 × 3 grid of fragments; each
  /// `destination` is its view's frame. Corners keep the fragment size, the
  /// middle row is ``stretch`` tall (zero-height views when the text fits).
  public var fragments: [NineSlice.Slice]
  /// The message label's frame (its text is centred inside it).
  public var messageLabelFrame: CGRect
  /// The date label's frame, above the bubble.
  public var dateLabelFrame: CGRect
  /// `heightForRowAtIndexPath:`: the bubble's bottom plus the bottom margin.
  public var rowHeight: Double

  /// A row's frames.
  public init(
    textHeight: Double, stretch: Double, bubbleFrame: CGRect, fragments: [NineSlice.Slice],
    messageLabelFrame: CGRect, dateLabelFrame: CGRect, rowHeight: Double
  ) {
    self.textHeight = textHeight
    self.stretch = stretch
    self.bubbleFrame = bubbleFrame
    self.fragments = fragments
    self.messageLabelFrame = messageLabelFrame
    self.dateLabelFrame = dateLabelFrame
    self.rowHeight = rowHeight
  }
}
