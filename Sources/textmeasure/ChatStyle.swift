import ArgumentParser
import BubbleLayout
import TextMeasure

/// The chat layouts `bubble` knows, by the name the CLI takes.
enum ChatStyle: String, CaseIterable, ExpressibleByArgument {
  case jsq
  case messagekit
  case susi
  case sms
  case chatlog
  case selfsizing

  /// The style's sizing rules with their library defaults, measuring with
  /// `measurer`; `exact` picks the text-view-derived mode where a style has one.
  func sizer(measurer: TextMeasurer, exact: Bool) -> any BubbleSizing {
    switch self {
    case .jsq:
      return JSQBubbleSizer(
        calculator: JSQBubbleSizeCalculator(mode: exact ? .exact : .faithful, measurer: measurer))
    case .messagekit:
      var layout = MessageKitLayout()
      layout.measurer = measurer
      return layout
    case .susi:
      var layout = SUSILayout()
      layout.measurer = measurer
      return layout
    case .sms: return SMSPreset(measurer: measurer)
    case .chatlog: return ChatLogPreset(measurer: measurer)
    case .selfsizing:
      var textView = TextViewModel(font: .systemFont(ofSize: 20))
      textView.measurer = measurer
      return SelfSizingPreset(textView: textView)
    }
  }
}
