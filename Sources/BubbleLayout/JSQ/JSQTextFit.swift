import Foundation
import TextMeasure

/// A text message's text as ``JSQBubbleSizeCalculator`` measured it.
public struct JSQTextFit: Sendable, Equatable {
  /// The width the text wrapped at: the bubble's maximum text width.
  public var maximumTextWidth: Double
  /// The text's layout at ``maximumTextWidth`` (its lines and raw rect).
  public var layout: TextLayout
  /// The text's size as the mode rounds it: `CGRectIntegral(rect).size` when
  /// faithful; rounded up to whole points, but never past the wrap width,
  /// when exact.
  public var size: CGSize
}
