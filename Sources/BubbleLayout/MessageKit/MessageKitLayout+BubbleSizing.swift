import Foundation
import TextMeasure

extension MessageKitLayout: BubbleSizing {
  /// Measures a chat message as MessageKit would show it, with
  /// ``labelHeights`` (see ``cellLayout(for:isOutgoing:labelHeights:viewWidth:)``).
  ///
  /// - Throws: ``TextMeasure/TextLayoutError`` from the measurement.
  public func measure(_ message: ChatMessage, viewWidth: Double) throws -> BubbleMeasurement {
    try cellLayout(for: kind(of: message), isOutgoing: message.isOutgoing, viewWidth: viewWidth).measurement
  }

  /// The label's layout, as ``labelSize(for:maxWidth:)`` measured it; nil for media.
  public func textLayout(for message: ChatMessage, viewWidth: Double) throws -> TextLayout? {
    guard let text = attributedText(of: kind(of: message)) else { return nil }
    return try labelLayout(for: text, maxWidth: labelMaxWidth(isOutgoing: message.isOutgoing, viewWidth: viewWidth))
  }

  /// The kind MessageKit would get for a chat message: its media (with
  /// ``mediaSizes`` where it has no size; `.custom` media as a photo of its
  /// size), else `.emoji` when ``emojiRule`` matches the text, else `.text`.
  public func kind(of message: ChatMessage) -> MessageKitMessageKind {
    switch message.media {
    case .photo: return .photo(mediaSizes.photo)
    case .video: return .video(mediaSizes.video)
    case .location: return .location(mediaSizes.location)
    case .audio: return .audio(mediaSizes.audio)
    case .custom(let width, let height): return .photo(CGSize(width: width, height: height))
    case nil:
      if let emojiRule, emojiRule.matches(message.text) { return .emoji(message.text) }
      return .text(message.text)
    }
  }
}
