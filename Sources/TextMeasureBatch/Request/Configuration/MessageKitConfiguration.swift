import BubbleLayout
import Foundation
import TextMeasure

/// A `messagekit` bubble request's `configuration`: ``/BubbleLayout/MessageKitLayout``'s
/// properties that size a text cell, with fixed `label_heights` (there are
/// no labels to measure) and the emoji-only rule's maximum count.
struct MessageKitConfiguration: BubbleConfiguration {
  static let style = ChatStyle.messageKit
  static let keys =
    (Array(insetKeys.keys) + sizeKeys.keys + fontKeys.keys + positionKeys.keys
    + ["avatar_leading_trailing_padding", "label_heights", "emoji_only_maximum_count"]).sorted()

  /// The insets given, by key.
  var insets: [String: EdgeInsets] = [:]
  /// The sizes given, by key.
  var sizes: [String: CGSize] = [:]
  var avatarLeadingTrailingPadding: Double?
  /// The avatar positions given, by key.
  var positions: [String: MessageKitAvatarPosition] = [:]
  var labelHeights: MessageKitLabelHeights?
  var emojiOnlyMaximumCount: Int?
  var fonts: [String: FontRequest] = [:]

  /// The keys of insets, and the properties they set.
  private static let insetKeys: [String: WritableKeyPath<MessageKitLayout, EdgeInsets> & Sendable] = [
    "section_inset": \.sectionInset, "incoming_message_padding": \.incomingMessagePadding,
    "outgoing_message_padding": \.outgoingMessagePadding, "incoming_message_label_insets": \.incomingMessageLabelInsets,
    "outgoing_message_label_insets": \.outgoingMessageLabelInsets, "accessory_view_padding": \.accessoryViewPadding,
  ]
  /// The keys of sizes, and the properties they set.
  private static let sizeKeys: [String: WritableKeyPath<MessageKitLayout, CGSize> & Sendable] = [
    "incoming_avatar_size": \.incomingAvatarSize, "outgoing_avatar_size": \.outgoingAvatarSize,
    "accessory_view_size": \.accessoryViewSize,
  ]
  /// The keys of fonts, and the properties they set.
  private static let fontKeys: [String: WritableKeyPath<MessageKitLayout, Font> & Sendable] = [
    "message_label_font": \.messageLabelFont, "emoji_font": \.emojiFont,
  ]

  /// The keys of avatar positions, and the properties they set.
  private static let positionKeys: [String: WritableKeyPath<MessageKitLayout, MessageKitAvatarPosition> & Sendable] =
    ["incoming_avatar_position": \.incomingAvatarPosition, "outgoing_avatar_position": \.outgoingAvatarPosition]

  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    if Self.insetKeys[key] != nil {
      insets[key] = try scanner.insets(at: path)
    } else if Self.sizeKeys[key] != nil {
      sizes[key] = try scanner.size(at: path)
    } else if Self.fontKeys[key] != nil {
      fonts[key] = try FontRequest.read(at: path, from: &scanner)
    } else if Self.positionKeys[key] != nil {
      positions[key] = try Self.readPosition(at: path, from: &scanner)
    } else {
      switch key {
      case "avatar_leading_trailing_padding":
        avatarLeadingTrailingPadding = try scanner.number(at: path, in: 0...BatchLimits.length)
      case "label_heights":
        labelHeights = try scanner.members(
          ["cell_top", "message_top", "message_bottom", "cell_bottom"], of: "label heights", at: path,
          in: 0...BatchLimits.length
        ).map { MessageKitLabelHeights(cellTop: $0[0], messageTop: $0[1], messageBottom: $0[2], cellBottom: $0[3]) }
      case "emoji_only_maximum_count":
        emojiOnlyMaximumCount = try scanner.wholeNumber(at: path, in: 0...BatchLimits.textLength)
      default: return false
      }
    }
    return true
  }

  /// The horizontal sides, by name.
  private static let sides: [String: MessageKitAvatarPosition.Horizontal] = [
    "cellLeading": .cellLeading, "cellTrailing": .cellTrailing, "natural": .natural,
  ]

  /// Reads an avatar position, `{"horizontal", "vertical"}`, each left out
  /// keeping MessageKit's default (`natural`, `cellBottom`); nil for null.
  private static func readPosition(at path: [any CodingKey], from scanner: inout JSONScanner) throws
    -> MessageKitAvatarPosition?
  {
    var position = MessageKitAvatarPosition()
    let isObject = try scanner.object(at: path) { key, path, scanner in
      switch key {
      case "horizontal":
        guard let name = try scanner.string(at: path) else { return }
        guard let side = sides[name] else {
          throw BatchError(at: path, #"must be one of "cellLeading", "cellTrailing", "natural""#)
        }
        position.horizontal = side
      case "vertical":
        position.vertical = try scanner.caseName(MessageKitAvatarPosition.Vertical.self, at: path) ?? position.vertical
      default: throw unknownKey(path, in: "an avatar position", keys: ["horizontal", "vertical"])
      }
    }
    return isObject ? position : nil
  }

  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle {
    var layout = MessageKitLayout()
    layout.measurer = measurer
    for (key, property) in Self.insetKeys { if let value = insets[key] { layout[keyPath: property] = value } }
    for (key, property) in Self.sizeKeys { if let value = sizes[key] { layout[keyPath: property] = value } }
    for (key, property) in Self.fontKeys { if let font = fonts[key] { layout[keyPath: property] = font } }
    for (key, property) in Self.positionKeys { if let value = positions[key] { layout[keyPath: property] = value } }
    if let avatarLeadingTrailingPadding { layout.avatarLeadingTrailingPadding = avatarLeadingTrailingPadding }
    if let labelHeights { layout.labelHeights = labelHeights }
    if let emojiOnlyMaximumCount { layout.emojiRule = EmojiOnlyRule(maximumCount: emojiOnlyMaximumCount) }
    return .messageKit(layout)
  }
}
