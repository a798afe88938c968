import BubbleLayout
import FuzzSupport
import TextMeasure

/// The six chat styles, each measuring with `measurer`.
///
/// - Parameter measurer: the measurer of every style's text and labels.
/// - Returns: JSQ (with a size cache of its own), MessageKit, SUSI, SMS,
///   chat log and self-sizing, in that order.
func conversationStyles(measurer: TextMeasurer) -> [ConversationStyle] {
  var messageKit = MessageKitLayout()
  messageKit.measurer = measurer
  var susi = SUSILayout()
  susi.measurer = measurer
  let textView = TextViewModel(attributes: TextAttributes(font: .systemFont(ofSize: 20)), measurer: measurer)
  return [
    .jsq(JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(measurer: measurer))),
    .messageKit(messageKit),
    .susi(susi),
    .sms(SMSPreset(measurer: measurer)),
    .chatLog(ChatLogPreset(measurer: measurer)),
    .selfSizing(SelfSizingPreset(textView: textView)),
  ]
}
