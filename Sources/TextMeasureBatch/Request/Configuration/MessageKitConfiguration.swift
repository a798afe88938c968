import BubbleLayout
import Foundation
import TextMeasure

/// A `messagekit` bubble request's `configuration`: ``/BubbleLayout/MessageKitLayout``'s
/// properties that size a text cell.
struct MessageKitConfiguration: BubbleConfiguration {
  static let style = ChatStyle.messagekit
  static let keys = (Array(insetKeys.keys) + sizeKeys.keys + fontKeys.keys + ["avatar_leading_trailing_padding"])
    .sorted()

  /// The insets given, by key.
  var insets: [String: EdgeInsets] = [:]
  /// The sizes given, by key.
  var sizes: [String: CGSize] = [:]
  var avatarLeadingTrailingPadding: Double?
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

  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    if Self.insetKeys[key] != nil {
      insets[key] = try scanner.insets(at: path)
    } else if Self.sizeKeys[key] != nil {
      sizes[key] = try scanner.size(at: path)
    } else if Self.fontKeys[key] != nil {
      fonts[key] = try FontRequest.read(at: path, from: &scanner)
    } else if key == "avatar_leading_trailing_padding" {
      avatarLeadingTrailingPadding = try scanner.number(at: path, in: 0...BatchLimits.length)
    } else {
      return false
    }
    return true
  }

  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle {
    var layout = MessageKitLayout()
    layout.measurer = measurer
    for (key, property) in Self.insetKeys { if let value = insets[key] { layout[keyPath: property] = value } }
    for (key, property) in Self.sizeKeys { if let value = sizes[key] { layout[keyPath: property] = value } }
    for (key, property) in Self.fontKeys { if let font = fonts[key] { layout[keyPath: property] = font } }
    if let avatarLeadingTrailingPadding { layout.avatarLeadingTrailingPadding = avatarLeadingTrailingPadding }
    return .messageKit(layout)
  }
}
