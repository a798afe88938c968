import BubbleLayout
import TextMeasure

extension ChatStyle {
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
    case .messageKit: MessageKitConfiguration.self
    case .susi: SUSIConfiguration.self
    case .sms: SMSConfiguration.self
    case .chatLog: ChatLogConfiguration.self
    case .selfSizing: SelfSizingConfiguration.self
    }
  }
}
