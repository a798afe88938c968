import Foundation

/// The chat styles this package reproduces, by name: the one list that the
/// command line's `--style`, a bubble request's `style`, the conversation
/// presets and the renderer's default looks all read.
///
/// | name | style | sizer |
/// | --- | --- | --- |
/// | `jsq` | JSQMessagesViewController 7.3 | ``JSQBubbleSizer`` |
/// | `messagekit` | MessageKit 4.3 | ``MessageKitLayout`` |
/// | `susi` | the SUSI iOS client | ``SUSILayout`` |
/// | `sms` | the SMS bubble tutorial | ``SMSPreset`` |
/// | `chatlog` | the chat-log tutorial | ``ChatLogPreset`` |
/// | `selfsizing` | the self-sizing cell tutorial | ``SelfSizingPreset`` |
///
/// ```swift
/// let style = ChatStyle(rawValue: "messagekit")!.conversationStyle   // == .messageKit()
/// ```
public enum ChatStyle: String, CaseIterable, Sendable, Hashable, Codable {
  /// JSQMessagesViewController: `jsq`.
  case jsq
  /// MessageKit: `messagekit`.
  case messageKit = "messagekit"
  /// The SUSI iOS client: `susi`.
  case susi
  /// The SMS bubble tutorial: `sms`.
  case sms
  /// The chat-log tutorial: `chatlog`.
  case chatLog = "chatlog"
  /// The self-sizing cell tutorial: `selfsizing`.
  case selfSizing = "selfsizing"

  /// The style with its source's defaults and list rules (see
  /// ``ConversationStyle``'s presets).
  public var conversationStyle: ConversationStyle {
    switch self {
    case .jsq: .jsq()
    case .messageKit: .messageKit()
    case .susi: .susi()
    case .sms: .sms()
    case .chatLog: .chatLog()
    case .selfSizing: .selfSizing()
    }
  }

  /// The list's section insets, left and right: a cell is the view's width
  /// less these, as `UICollectionViewFlowLayout` lists it (JSQ 4 + 4,
  /// MessageKit 8 + 8, the others none).
  public var sectionInset: EdgeInsets { conversationStyle.sectionInset }

  /// Whether a view `viewWidth` points wide has room for the style's cells.
  ///
  /// In a narrower view a cell would be 0 or less wide, which UIKit does not
  /// lay out (it logs that "the item width must be less than the width of
  /// the UICollectionView minus the section insets" and its behaviour is
  /// undefined), so there is no library result to give. Text wider than a
  /// cell is another matter: the libraries let the bubble overflow.
  public func fits(viewWidth: Double) -> Bool {
    viewWidth.isFinite && viewWidth > sectionInset.horizontal
  }
}
