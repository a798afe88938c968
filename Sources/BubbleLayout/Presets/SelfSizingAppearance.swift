import Foundation
import TextMeasure

/// How the self-sizing cell tutorial (seed 004) paints its bubbles, as data
/// for a renderer. Sizing does not read it.
public struct SelfSizingAppearance: Sendable, Hashable {
  /// `bubbleContainer.layer.cornerRadius`.
  public var cornerRadius = 16.0
  /// The sender's bubbles: `#colorLiteral(red: 1, green: 0.423529923, blue: 0.4469795823, alpha: 1)`.
  public var outgoingBubbleColor: PresetColor? = PresetColor(red: 1, green: 0.423529923, blue: 0.4469795823)
  /// The sender's text: white.
  public var outgoingTextColor = PresetColor.white
  /// The other side's bubbles: the seed sets no colour, so none is drawn.
  public var incomingBubbleColor: PresetColor? = nil
  /// The other side's text: the text view's default, black.
  public var incomingTextColor = PresetColor.black

  /// The seed's look.
  public init() {}
}
