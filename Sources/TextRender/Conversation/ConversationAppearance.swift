import BubbleLayout
import Foundation
import TextMeasure

/// How a ``ConversationRenderer`` paints a conversation: the background, each
/// side's bubble and text colours, the bubbles' outline and the avatars.
///
/// Sizing never reads it: where things go is the cells' business
/// (``/BubbleLayout/MessageCell``); an avatar is drawn wherever a cell has
/// an avatar frame. ``default(for:)-(ChatStyle)`` gives each registered style
/// its source's look where the source says (the seeds' colours) and a
/// documented choice where it does not:
///
/// | style | background | incoming bubble / text | outgoing bubble / text | outline |
/// | --- | --- | --- | --- | --- |
/// | `jsq` | white | rgb(229, 229, 234) / black | rgb(0, 122, 255) / white | rounded 16, tail |
/// | `messagekit` | white | rgb(230, 230, 235) / black | rgb(0, 122, 255) / white | rounded 16, tail |
/// | `susi` | rgb(238, 238, 238) *(chosen)* | white with a grey border / black | rgb(221, 237, 201) / black | rounded 15 |
/// | `sms` | rgb(219, 226, 237) | white bubble image / black | (one side only) | nine-slice image |
/// | `chatlog` | rgb(236, 229, 221) | white-tinted image / black | rgb(220, 248, 198)-tinted image / black | nine-slice image |
/// | `selfsizing` | white | none (the seed sets no colour) / black | rgb(255, 108, 114) / white | rounded 16 |
///
/// The nine-slice images of `sms` and `chatlog` are generated (a rounded
/// bubble with a tail, drawn at the render scale), since the seeds' image
/// files are not part of the package; they are tinted with each side's
/// bubble colour and mirrored for incoming messages. The SMS image is cut at
/// the seed's fragment size (56 × 32); set the outline's cap insets to match
/// an ``/BubbleLayout/SMSPreset`` with other fragments.
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
  /// The hairlines of tables drawn from data: rgb(199, 199, 204).
  public var tableGridColor: RGBAColor = .rgb(red: 199, green: 199, blue: 204)
  /// The slices of pie charts drawn from data, in order (repeated past the
  /// last): iOS's system blue, green, orange, red, purple, teal, yellow and pink.
  public var chartColors: [RGBAColor] = [
    .rgb(red: 0, green: 122, blue: 255), .rgb(red: 52, green: 199, blue: 89), .rgb(red: 255, green: 149, blue: 0),
    .rgb(red: 255, green: 59, blue: 48), .rgb(red: 175, green: 82, blue: 222), .rgb(red: 90, green: 200, blue: 250),
    .rgb(red: 255, green: 204, blue: 0), .rgb(red: 255, green: 45, blue: 85),
  ]
  /// The colour of cell accessories (SUSI's feedback thumbs): iOS's system
  /// grey rgb(142, 142, 147).
  public var accessoryColor: RGBAColor = .rgb(red: 142, green: 142, blue: 147)
  /// The avatar circles' colour (they show the sender's initials, in the
  /// frames the cells give).
  public var avatarColor: RGBAColor

  /// An appearance.
  public init(
    backgroundColor: RGBAColor, incoming: Side, outgoing: Side, outline: Outline,
    mediaColor: RGBAColor = .rgb(red: 199, green: 199, blue: 204),
    avatarColor: RGBAColor = .rgb(red: 142, green: 142, blue: 147)
  ) {
    self.backgroundColor = backgroundColor
    self.incoming = incoming
    self.outgoing = outgoing
    self.outline = outline
    self.mediaColor = mediaColor
    self.avatarColor = avatarColor
    tailSide = nil
  }

  /// The colours of a message's side.
  public func side(isOutgoing: Bool) -> Side { isOutgoing ? outgoing : incoming }

  /// iOS's system blue, rgb(0, 122, 255): JSQ's and MessageKit's outgoing bubbles.
  static let systemBlue = RGBAColor.rgb(red: 0, green: 122, blue: 255)

  /// The look of a registered style (see the table above).
  public static func `default`(for style: ChatStyle) -> ConversationAppearance {
    switch style {
    case .jsq: jsq
    case .messageKit: messageKit
    case .susi: susi
    case .sms: sms
    case .chatLog: chatLog
    case .selfSizing: selfSizing
    }
  }

  /// The look of the registered style `style` is or derives from
  /// (``/BubbleLayout/ConversationStyle/chatStyle``).
  public static func `default`(for style: ConversationStyle) -> ConversationAppearance {
    .default(for: style.chatStyle)
  }

  /// JSQMessagesViewController's default factory bubbles: light grey
  /// (`jsq_messageBubbleLightGrayColor`, rgb(229, 229, 234)) and blue,
  /// white outgoing text.
  static let jsq = ConversationAppearance(
    backgroundColor: .white,
    incoming: Side(bubbleColor: .rgb(red: 229, green: 229, blue: 234), textColor: .black),
    outgoing: Side(bubbleColor: systemBlue, textColor: .white),
    outline: .rounded(cornerRadius: 16, tailWidth: 6))

  /// MessageKit's defaults: incoming rgb(230, 230, 235), outgoing
  /// rgb(0, 122, 255) with white text, `.bubbleTail` outline *(chosen; the
  /// library's default is the tailless `.bubble`)*.
  static let messageKit = ConversationAppearance(
    backgroundColor: .white,
    incoming: Side(bubbleColor: .rgb(red: 230, green: 230, blue: 235), textColor: .black),
    outgoing: Side(bubbleColor: systemBlue, textColor: .white),
    outline: .rounded(cornerRadius: 16, tailWidth: 6))

  /// The SUSI iOS client: white incoming bubbles with a light grey border,
  /// outgoing rgb(221, 237, 201), black text, corner radius 15, on a light
  /// grey background *(chosen)*.
  static let susi = ConversationAppearance(
    backgroundColor: .rgb(red: 238, green: 238, blue: 238),
    incoming: Side(bubbleColor: .white, borderColor: .rgb(red: 204, green: 204, blue: 204), textColor: .black),
    outgoing: Side(bubbleColor: .rgb(red: 221, green: 237, blue: 201), textColor: .black),
    outline: .rounded(cornerRadius: 15, tailWidth: 0))

  /// The SMS tutorial (seed 001): the table view's light blue background
  /// rgb(219, 226, 237) *(chosen to match the bubble image)*, the message
  /// label's `darkTextColor`, and a white bubble image cut at one 56 × 32
  /// fragment on each side (the seed's nine fragment files), every tail on
  /// the left (all its bubbles are).
  static let sms: ConversationAppearance = {
    let side = Side(bubbleColor: .white, textColor: .black)
    var look = ConversationAppearance(
      backgroundColor: .rgb(red: 219, green: 226, blue: 237), incoming: side, outgoing: side,
      outline: .nineSlice(cornerRadius: 14, tailWidth: 6, capInsets: EdgeInsets(top: 32, left: 56, bottom: 32, right: 56)))
    look.tailSide = .left
    return look
  }()

  /// The chat-log tutorial (seed 003): the view's background rgb(236, 229,
  /// 221), black text on both sides, template bubble images made resizable
  /// with cap insets (22, 26, 22, 26), tinted white (`bubble_gray`, incoming)
  /// and rgb(220, 248, 198) (`bubble_blue`, outgoing), clipped to the
  /// bubble view's corner radius 15.
  static let chatLog = ConversationAppearance(
    backgroundColor: .rgb(red: 236, green: 229, blue: 221),
    incoming: Side(bubbleColor: .white, textColor: .black),
    outgoing: Side(bubbleColor: .rgb(red: 220, green: 248, blue: 198), textColor: .black),
    outline: .nineSlice(cornerRadius: 15, tailWidth: 8, capInsets: EdgeInsets(top: 22, left: 26, bottom: 22, right: 26)))

  /// The self-sizing tutorial (seed 004): the sender's bubbles
  /// `#colorLiteral(red: 1, green: 0.423529923, blue: 0.4469795823)` with
  /// white text; the other side's bubbles get no colour in the seed, so none
  /// is drawn (black text on white); corner radius 16.
  static let selfSizing = ConversationAppearance(
    backgroundColor: .white, incoming: Side(bubbleColor: nil, textColor: .black),
    outgoing: Side(bubbleColor: RGBAColor(red: 1, green: 0.423529923, blue: 0.4469795823), textColor: .white),
    outline: .rounded(cornerRadius: 16, tailWidth: 0))
}
