import Foundation

/// When a text message counts as "emoji only" and is shown large.
///
/// MessageKit leaves this to the app (it sizes `.emoji` messages at twice the
/// body size); chat apps commonly enlarge up to three emoji ("jumbomoji":
/// Stream's rule is at most 3 characters, all emoji). A text matches when
///
/// - it is not empty and has at most ``maximumCount`` grapheme clusters, and
/// - every cluster is shown as colour emoji (UTS #51 presentation): it holds
///   VARIATION SELECTOR-16 or a keycap (U+20E3), or its first scalar has
///   `Emoji_Presentation` (which includes the regional indicators of flags),
///   or it has a skin-tone modifier after an emoji scalar; and it holds no
///   VARIATION SELECTOR-15.
///
/// So "👍", "🇫🇷🇩🇪", "👨‍👩‍👧" and "❤️" match; "❤" (text by default), "👍 👍"
/// (a space is not emoji), "ok👍" and four emoji do not.
public struct EmojiOnlyRule: Sendable, Hashable {
  /// The most clusters an emoji-only message may have.
  public var maximumCount: Int

  /// A rule; by default at most 3 emoji.
  public init(maximumCount: Int = 3) {
    self.maximumCount = maximumCount
  }

  /// Whether `text` is emoji only.
  public func matches(_ text: String) -> Bool {
    !text.isEmpty && text.count <= maximumCount && text.allSatisfy(Self.isEmojiPresentation)
  }

  /// Whether a grapheme cluster is shown as colour emoji (the rule above).
  static func isEmojiPresentation(_ cluster: Character) -> Bool {
    let scalars = cluster.unicodeScalars
    if scalars.contains("\u{FE0E}") { return false }
    if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return true }
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    return first.properties.isEmoji && scalars.dropFirst().contains { $0.properties.isEmojiModifier }
  }
}
