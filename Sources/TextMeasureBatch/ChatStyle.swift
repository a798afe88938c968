import BubbleLayout
import TextMeasure

/// The chat layouts a bubble request's `style` (and the command line's
/// `--style`) may name.
public enum ChatStyle: String, CaseIterable, Sendable {
  /// JSQMessagesViewController.
  case jsq
  /// MessageKit.
  case messagekit
  /// The SUSI iOS client.
  case susi
  /// The SMS preset.
  case sms
  /// The chat-log preset.
  case chatlog
  /// The self-sizing text view preset.
  case selfsizing

  /// The style's sizing rules and list with their library defaults,
  /// measuring with `measurer`; `exact` picks the text-view-derived mode
  /// where a style has one (JSQ).
  public func conversationStyle(measurer: TextMeasurer, exact: Bool = false) -> ConversationStyle {
    configurationType.init().conversationStyle(measurer: measurer, exact: exact, fonts: [:])
  }

  /// The type of a bubble request's `configuration` in this style.
  var configurationType: any BubbleConfiguration.Type {
    switch self {
    case .jsq: JSQConfiguration.self
    case .messagekit: MessageKitConfiguration.self
    case .susi: SUSIConfiguration.self
    case .sms: SMSConfiguration.self
    case .chatlog: ChatLogConfiguration.self
    case .selfsizing: SelfSizingConfiguration.self
    }
  }

  /// The list's section insets, left and right: a cell is the view's width
  /// less these, as `UICollectionViewFlowLayout` lists it (JSQ 4 + 4,
  /// MessageKit 8 + 8, the others none).
  public var sectionInset: EdgeInsets {
    conversationStyle(measurer: TextMeasurer()).sectionInset
  }

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
