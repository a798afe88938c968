import BubbleLayout
import Foundation
import TextMeasure

/// How a ``ConversationRenderer`` paints a conversation: the background, each
/// side's bubble and text colours, the bubbles' outline and the avatars.
///
/// Sizing never reads it. ``default(for:)`` gives each preset style its
/// source's look where the source says (the presets' `appearance` values, the
/// seeds' colours) and a documented choice where it does not:
///
/// | style | background | incoming bubble / text | outgoing bubble / text | outline | avatars |
/// | --- | --- | --- | --- | --- | --- |
/// | `jsq` | white | rgb(229, 229, 234) / black | rgb(0, 122, 255) / white | rounded 16, tail | 30 × 30 |
/// | `messagekit` | white | rgb(230, 230, 235) / black | rgb(0, 122, 255) / white | rounded 16, tail | 30 × 30 |
/// | `susi` | rgb(238, 238, 238) *(chosen)* | white with a grey border / black | rgb(221, 237, 201) / black | rounded 15 | none |
/// | `sms` | rgb(219, 226, 237) | white bubble image / black | (one side only) | nine-slice image | none |
/// | `chatlog` | rgb(236, 229, 221) | white-tinted image / black | rgb(220, 248, 198)-tinted image / black | nine-slice image | none |
/// | `selfsizing` | white | none (the seed sets no colour) / black | rgb(255, 108, 114) / white | rounded 16 | none |
///
/// The nine-slice images of `sms` and `chatlog` are generated (a rounded
/// bubble with a tail, drawn at the render scale), since the seeds' image
/// files are not part of the package; they are tinted with each side's
/// bubble colour and mirrored for incoming messages.
public struct ConversationAppearance: Sendable, Hashable {
  /// One side's colours.
  public struct Side: Sendable, Hashable {
    /// The bubble's fill; nil draws no bubble (the text on the background).
    public var bubbleColor: RGBAColor?
    /// A 1-point border drawn inside the bubble's outline, if any.
    public var borderColor: RGBAColor?
    /// The message text's colour.
    public var textColor: RGBAColor

    /// A side's colours.
    public init(bubbleColor: RGBAColor?, borderColor: RGBAColor? = nil, textColor: RGBAColor) {
      self.bubbleColor = bubbleColor
      self.borderColor = borderColor
      self.textColor = textColor
    }
  }

  /// The bubble's outline.
  public enum Outline: Sendable, Hashable {
    /// A rounded rectangle of `cornerRadius`, with a ``BubbleShape/Tail`` of
    /// `tailWidth` points at the bottom corner of the message's side when
    /// `tailWidth > 0` (left for incoming, right for outgoing).
    case rounded(cornerRadius: Double, tailWidth: Double)
    /// A generated bubble image (corner radius, tail width, cap insets)
    /// stretched as a nine-slice image and tinted with the side's colour.
    case nineSlice(cornerRadius: Double, tailWidth: Double, capInsets: EdgeInsets)
  }

  /// The whole picture's background.
  public var backgroundColor: RGBAColor
  /// Messages of others (the leading side).
  public var incoming: Side
  /// The user's own messages (the trailing side).
  public var outgoing: Side
  /// The bubbles' outline.
  public var outline: Outline
  /// The side every tail is on, or nil for the message's side (left for
  /// incoming, right for outgoing). The SMS preset draws all its bubbles on
  /// the left, so its tails are all on the left.
  public var tailSide: BubbleShape.Tail.Side?
  /// The placeholder filling media bubbles (photos, maps, players…).
  public var mediaColor: RGBAColor
  /// The colour of the symbol on a media placeholder (a
  /// ``MediaPlaceholder``: a picture, a play button, a pin…); white.
  public var mediaSymbolColor: RGBAColor = .white
  /// The avatar's size, or nil for a style without avatars. Avatars are
  /// circles with the sender's initials at the bottom of the cell, on the
  /// message's side.
  public var avatarSize: CGSize?
  /// The avatar circles' colour.
  public var avatarColor: RGBAColor

  /// An appearance.
  public init(
    backgroundColor: RGBAColor, incoming: Side, outgoing: Side, outline: Outline,
    mediaColor: RGBAColor = .rgb(red: 199, green: 199, blue: 204), avatarSize: CGSize? = nil,
    avatarColor: RGBAColor = .rgb(red: 142, green: 142, blue: 147)
  ) {
    self.backgroundColor = backgroundColor
    self.incoming = incoming
    self.outgoing = outgoing
    self.outline = outline
    self.mediaColor = mediaColor
    self.avatarSize = avatarSize
    self.avatarColor = avatarColor
    tailSide = nil
  }

  /// The colours of a message's side.
  public func side(isOutgoing: Bool) -> Side { isOutgoing ? outgoing : incoming }

  /// iOS's system blue, rgb(0, 122, 255): JSQ's and MessageKit's outgoing bubbles.
  static let systemBlue = RGBAColor.rgb(red: 0, green: 122, blue: 255)

  /// The look of `style` (see the table above), by the style's sizer (a
  /// preset's own `appearance` is used) and else by its ``/BubbleLayout/ConversationStyle/name``.
  /// An unknown style gets JSQ's colours without avatars.
  public static func `default`(for style: ConversationStyle) -> ConversationAppearance {
    switch style.sizer {
    case let preset as ChatLogPreset: return chatLog(preset.appearance)
    case let preset as SMSPreset: return sms(preset)
    case let preset as SelfSizingPreset: return selfSizing(preset.appearance)
    case let jsq as JSQBubbleSizer:
      var look = jsq_
      look.avatarSize = jsq.calculator.configuration.incomingAvatarViewSize
      return look
    case let layout as MessageKitLayout:
      var look = messageKit_
      look.avatarSize = layout.incomingAvatarSize
      return look
    case is SUSILayout: return susi
    default:
      switch style.name {
      case "messagekit": return messageKit_
      case "susi": return susi
      case "sms": return sms(SMSPreset())
      case "chatlog": return chatLog(ChatLogAppearance())
      case "selfsizing": return selfSizing(SelfSizingAppearance())
      case "jsq": return jsq_
      default:
        var look = jsq_
        look.avatarSize = nil
        return look
      }
    }
  }

  /// JSQMessagesViewController's default factory bubbles: light grey
  /// (`jsq_messageBubbleLightGrayColor`, rgb(229, 229, 234)) and blue,
  /// white outgoing text; 30 × 30 avatars.
  static let jsq_ = ConversationAppearance(
    backgroundColor: .white,
    incoming: Side(bubbleColor: .rgb(red: 229, green: 229, blue: 234), textColor: .black),
    outgoing: Side(bubbleColor: systemBlue, textColor: .white),
    outline: .rounded(cornerRadius: 16, tailWidth: 6), avatarSize: CGSize(width: 30, height: 30))

  /// MessageKit's defaults: incoming rgb(230, 230, 235), outgoing
  /// rgb(0, 122, 255) with white text, `.bubbleTail` outline *(chosen; the
  /// library's default is the tailless `.bubble`)*, 30 × 30 avatars.
  static let messageKit_ = ConversationAppearance(
    backgroundColor: .white,
    incoming: Side(bubbleColor: .rgb(red: 230, green: 230, blue: 235), textColor: .black),
    outgoing: Side(bubbleColor: systemBlue, textColor: .white),
    outline: .rounded(cornerRadius: 16, tailWidth: 6), avatarSize: CGSize(width: 30, height: 30))

  /// The SUSI iOS client: white incoming bubbles with a light grey border,
  /// outgoing rgb(221, 237, 201), black text, corner radius 15, on a light
  /// grey background *(chosen)*.
  static let susi = ConversationAppearance(
    backgroundColor: .rgb(red: 238, green: 238, blue: 238),
    incoming: Side(bubbleColor: .white, borderColor: .rgb(red: 204, green: 204, blue: 204), textColor: .black),
    outgoing: Side(bubbleColor: .rgb(red: 221, green: 237, blue: 201), textColor: .black),
    outline: .rounded(cornerRadius: 15, tailWidth: 0))

  /// The SMS tutorial: its background and message colour, a white bubble
  /// image cut at one fragment on each side (the seed's nine fragment files).
  static func sms(_ preset: SMSPreset) -> ConversationAppearance {
    let fragment = preset.fragmentSize
    let side = Side(bubbleColor: .white, textColor: preset.appearance.messageColor)
    var look = ConversationAppearance(
      backgroundColor: preset.appearance.backgroundColor, incoming: side, outgoing: side,
      outline: .nineSlice(
        cornerRadius: 14, tailWidth: 6,
        capInsets: EdgeInsets(
          top: Double(fragment.height), left: Double(fragment.width), bottom: Double(fragment.height),
          right: Double(fragment.width))))
    look.tailSide = .left
    return look
  }

  /// The chat-log tutorial: its background, tints, text colour and cap
  /// insets; the image's corner radius is the appearance's.
  static func chatLog(_ look: ChatLogAppearance) -> ConversationAppearance {
    ConversationAppearance(
      backgroundColor: look.backgroundColor,
      incoming: Side(bubbleColor: look.incomingBubble.tint, textColor: look.textColor),
      outgoing: Side(bubbleColor: look.outgoingBubble.tint, textColor: look.textColor),
      outline: .nineSlice(cornerRadius: look.cornerRadius, tailWidth: 8, capInsets: look.capInsets))
  }

  /// The self-sizing tutorial: its colours and corner radius; incoming
  /// bubbles are not filled, as in the seed.
  static func selfSizing(_ look: SelfSizingAppearance) -> ConversationAppearance {
    ConversationAppearance(
      backgroundColor: .white,
      incoming: Side(bubbleColor: look.incomingBubbleColor, textColor: look.incomingTextColor),
      outgoing: Side(bubbleColor: look.outgoingBubbleColor, textColor: look.outgoingTextColor),
      outline: .rounded(cornerRadius: look.cornerRadius, tailWidth: 0))
  }
}
