import Foundation
import TextMeasure

/// How the chat-log tutorial (seed 003) paints its cells, as data for a
/// renderer. Sizing does not read it.
///
/// Each bubble is a template image (`.alwaysTemplate`) made resizable with
/// ``capInsets`` and tinted; draw it with ``NineSlice`` into the bubble's
/// frame, which is clipped to ``cornerRadius`` (`masksToBounds`).
public struct ChatLogAppearance: Sendable, Hashable {
  /// A bubble image and the colour it is tinted with.
  public struct Bubble: Sendable, Hashable {
    /// The image asset's name.
    public var imageName: String
    /// `bubbleImageView.tintColor`.
    public var tint: PresetColor

    /// A bubble image and its tint.
    public init(imageName: String, tint: PresetColor) {
      self.imageName = imageName
      self.tint = tint
    }
  }

  /// The view's background, rgb(236, 229, 221); the collection view is clear.
  public var backgroundColor = PresetColor.rgb(red: 236, green: 229, blue: 221)
  /// The text view's `textColor`, black on both sides.
  public var textColor = PresetColor.black
  /// Even rows: `bubble_gray` tinted white.
  public var incomingBubble = Bubble(imageName: "bubble_gray", tint: .white)
  /// Odd rows: `bubble_blue` tinted rgb(220, 248, 198).
  public var outgoingBubble = Bubble(imageName: "bubble_blue", tint: .rgb(red: 220, green: 248, blue: 198))
  /// Both images' `resizableImageWithCapInsets:` insets, (22, 26, 22, 26).
  public var capInsets = EdgeInsets(top: 22, left: 26, bottom: 22, right: 26)
  /// `textBubbleView.layer.cornerRadius`.
  public var cornerRadius = 15.0

  /// The seed's look.
  public init() {}
}
