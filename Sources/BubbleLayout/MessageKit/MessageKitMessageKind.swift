import Foundation
import TextMeasure

/// What a MessageKit message shows (`MessageKind`), as far as sizing goes.
///
/// The app chooses the kind in MessageKit; ``MessageKitLayout`` chooses it
/// for a ``ChatMessage`` (``MessageKitLayout/kind(of:)``).
public enum MessageKitMessageKind: Sendable, Hashable {
  /// Text in ``MessageKitLayout/messageLabelFont``.
  case text(String)
  /// Text in ``MessageKitLayout/emojiFont`` (twice the body size).
  case emoji(String)
  /// The app's own attributed text, measured as it is.
  case attributedText(AttributedText)
  /// A photo of this size (scaled down to the container's max width, keeping its aspect).
  case photo(CGSize)
  /// A video thumbnail of this size (scaled like a photo).
  case video(CGSize)
  /// A map snapshot of this size (scaled like a photo).
  case location(CGSize)
  /// An audio player of this size (scaled like a photo).
  case audio(CGSize)
}
