import Foundation
import TextMeasure

extension MessageKitLayout {
  /// `messageContainerMaxWidth(for:)` of the base calculator: the widest a
  /// bubble can be, `itemWidth − avatar − padding − accessory − avatar padding`.
  public func messageContainerMaxWidth(isOutgoing: Bool, viewWidth: Double) -> Double {
    itemWidth(viewWidth: viewWidth) - avatarSize(isOutgoing: isOutgoing).width
      - messagePadding(isOutgoing: isOutgoing).horizontal - accessoryViewSize.width
      - accessoryViewPadding.horizontal - avatarLeadingTrailingPadding
  }

  /// The text calculator's max width: the container's minus the label insets
  /// (263 at W = 375, 208 at W = 320).
  public func labelMaxWidth(isOutgoing: Bool, viewWidth: Double) -> Double {
    messageContainerMaxWidth(isOutgoing: isOutgoing, viewWidth: viewWidth)
      - messageLabelInsets(isOutgoing: isOutgoing).horizontal
  }

  /// `labelSize(for:considering:)` of MessageKit ≥ 4.3: the text laid out at
  /// `maxWidth` with no line fragment padding, its used size rounded up.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func labelSize(for text: AttributedText, maxWidth: Double) throws -> CGSize {
    let layout = try labelLayout(for: text, maxWidth: maxWidth)
    return CGSize(width: Double(layout.size.width).rounded(.up), height: Double(layout.size.height).rounded(.up))
  }

  /// The label's layout at `maxWidth` (TextKit container, no padding).
  func labelLayout(for text: AttributedText, maxWidth: Double) throws -> TextLayout {
    try measurer.layout(
      text, constrainedTo: UIKitSizeLimit.limit(CGSize(width: maxWidth, height: 0)))
  }

  /// The text a kind shows, with its font; nil for media.
  func attributedText(of kind: MessageKitMessageKind) -> AttributedText? {
    switch kind {
    case .text(let text): return AttributedText(text, attributes: TextAttributes(font: messageLabelFont))
    case .emoji(let text): return AttributedText(text, attributes: TextAttributes(font: emojiFont))
    case .attributedText(let text): return text
    case .photo, .video, .location, .audio: return nil
    }
  }

  /// The message container (bubble) for a kind: the label size plus the
  /// label insets for text, the media size (scaled down to the container's
  /// max width, keeping its aspect) for media.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func messageContainerSize(for kind: MessageKitMessageKind, isOutgoing: Bool, viewWidth: Double) throws
    -> CGSize
  {
    let maxWidth = messageContainerMaxWidth(isOutgoing: isOutgoing, viewWidth: viewWidth)
    switch kind {
    case .text, .emoji, .attributedText:
      return try textContainerSize(attributedText(of: kind)!, isOutgoing: isOutgoing, maxWidth: maxWidth)
    case .photo(let size), .video(let size), .location(let size), .audio(let size):
      return Self.media(size, fittingWidth: maxWidth)
    }
  }

  /// The text calculator's container: the label size at `maxWidth` minus the
  /// insets, plus the insets.
  private func textContainerSize(_ text: AttributedText, isOutgoing: Bool, maxWidth: Double) throws -> CGSize {
    let insets = messageLabelInsets(isOutgoing: isOutgoing)
    let label = try labelSize(for: text, maxWidth: maxWidth - insets.horizontal)
    return CGSize(width: Double(label.width) + insets.horizontal, height: Double(label.height) + insets.vertical)
  }

  /// The media calculators' rule: wider than `maxWidth` → `maxWidth` wide
  /// with the height scaled to match (`maxWidth × height / width`).
  static func media(_ size: CGSize, fittingWidth maxWidth: Double) -> CGSize {
    guard maxWidth < Double(size.width) else { return size }
    return CGSize(width: maxWidth, height: maxWidth * Double(size.height) / Double(size.width))
  }
}
