import Foundation
import TextMeasure
internal import _TextMeasureSupport

/// What a cached bubble size depends on: the message's identity and content
/// and every input of the formula.
///
/// JSQ keys its cache by `messageHash` alone (`senderId.hash ^ date.hash ^
/// text.hash`), so two messages whose hashes collide share a size, and a
/// message edited in place keeps its old one (issue #980). This key is
/// compared in full, so neither can happen.
public struct JSQBubbleSizeCacheKey: Sendable, Hashable {
  /// The message's id.
  public let messageID: String
  /// The text measured.
  public let text: String
  /// The media shown instead of text, if any.
  public let media: ChatMessage.Media?
  /// The message's side (it picks the avatar).
  public let isOutgoing: Bool
  /// `messageBubbleFont`.
  public let font: Font
  /// The measurer (its metrics profile changes sizes).
  public let measurer: TextMeasurer
  /// The width the bubble is sized against (item width, or the fixed width).
  public let textBubbleWidth: Double
  /// The margin opposite the avatar.
  public let messageBubbleLeftRightMargin: Double
  /// The text view's frame insets.
  public let frameInsets: EdgeInsets
  /// The text view's container insets.
  public let containerInsets: EdgeInsets
  /// The avatar on the message's side.
  public let avatarSize: CGSize
  /// The media's display size, for a media message.
  public let mediaSize: CGSize?
  /// The sizing mode.
  public let mode: JSQSizingMode
  /// What tells messages apart cheaply, hashed once: the id's bytes, the
  /// text's length, the side, the width, the font, the avatar's width and
  /// the mode.
  let cacheHash: Int

  init(
    messageID: String, text: String, media: ChatMessage.Media?, isOutgoing: Bool, font: Font, measurer: TextMeasurer,
    textBubbleWidth: Double, messageBubbleLeftRightMargin: Double, frameInsets: EdgeInsets,
    containerInsets: EdgeInsets, avatarSize: CGSize, mediaSize: CGSize?, mode: JSQSizingMode
  ) {
    self.messageID = messageID
    self.text = text
    self.media = media
    self.isOutgoing = isOutgoing
    self.font = font
    self.measurer = measurer
    self.textBubbleWidth = textBubbleWidth
    self.messageBubbleLeftRightMargin = messageBubbleLeftRightMargin
    self.frameInsets = frameInsets
    self.containerInsets = containerInsets
    self.avatarSize = avatarSize
    self.mediaSize = mediaSize
    self.mode = mode
    cacheHash = Self.hash(
      messageID: messageID, text: text, isOutgoing: isOutgoing, textBubbleWidth: textBubbleWidth, font: font,
      avatarWidth: Double(avatarSize.width), mode: mode)
  }

  /// The ``cacheHash`` of a key with these fields. The font, the avatar and
  /// the mode count, so that calculators sharing a cache do not push each
  /// other's sizes of one message out (keys with one hash share a place).
  static func hash(
    messageID: String, text: String, isOutgoing: Bool, textBubbleWidth: Double, font: Font, avatarWidth: Double,
    mode: JSQSizingMode
  ) -> Int {
    var mixer = CacheHashMixer(messageID.codeUnitHash)
    mixer.combine(text.utf8.count)
    mixer.combine(isOutgoing ? 1 : 0)
    mixer.combine(textBubbleWidth)
    mixer.combine(font.hashValue)
    mixer.combine(avatarWidth)
    mixer.combine(mode == .faithful ? 0 : 1)
    return mixer.value
  }

  /// Whether this key has `message`'s fields, and the calculator's other
  /// inputs for it (as ``JSQBubbleSizeCalculator/cacheKey(for:collectionViewSize:)``
  /// would make them), compared in place: what `==` compares, without
  /// copying a string or a reference into a key.
  func matches(
    _ message: borrowing ChatMessage, textBubbleWidth: Double, configuration: borrowing JSQLayoutConfiguration,
    measurer: borrowing TextMeasurer, mode: JSQSizingMode
  ) -> Bool {
    isOutgoing == message.isOutgoing && self.textBubbleWidth == textBubbleWidth && self.mode == mode
      && messageID.hasSameCodeUnits(as: message.id) && text.hasSameCodeUnits(as: message.text)
      && media == message.media && mediaSize == message.media.map(configuration.mediaSizes.size(for:))
      && avatarSize == configuration.avatarSize(isOutgoing: message.isOutgoing)
      && messageBubbleLeftRightMargin == configuration.messageBubbleLeftRightMargin
      && frameInsets == configuration.messageBubbleTextViewFrameInsets
      && containerInsets == configuration.messageBubbleTextViewTextContainerInsets
      && font == configuration.messageBubbleFont && self.measurer == measurer
  }

  /// Hashes `cacheHash`; `==` compares everything else, the text byte for
  /// byte. Strings are compared by their UTF-8 bytes: canonically equivalent
  /// texts can shape differently, so they are different keys (and Unicode
  /// normalization is not paid per lookup).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(cacheHash)
  }

  public static func == (lhs: JSQBubbleSizeCacheKey, rhs: JSQBubbleSizeCacheKey) -> Bool {
    lhs.isOutgoing == rhs.isOutgoing && lhs.textBubbleWidth == rhs.textBubbleWidth && lhs.mode == rhs.mode
      && lhs.messageID.hasSameCodeUnits(as: rhs.messageID) && lhs.text.hasSameCodeUnits(as: rhs.text)
      && lhs.media == rhs.media
      && lhs.mediaSize == rhs.mediaSize && lhs.avatarSize == rhs.avatarSize
      && lhs.messageBubbleLeftRightMargin == rhs.messageBubbleLeftRightMargin && lhs.frameInsets == rhs.frameInsets
      && lhs.containerInsets == rhs.containerInsets && lhs.font == rhs.font && lhs.measurer == rhs.measurer
  }
}

/// A key as the size cache's LRU files it (by its ``JSQBubbleSizeCacheKey/cacheHash``).
struct JSQStoredKey: CacheKey, Sendable {
  let key: JSQBubbleSizeCacheKey
  var cacheHash: Int { key.cacheHash }
}
