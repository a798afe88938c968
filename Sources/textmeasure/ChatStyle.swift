import ArgumentParser
import BubbleLayout
import TextMeasure

/// The chat layouts `bubble` and `render` know, by the name the CLI takes.
enum ChatStyle: String, CaseIterable, ExpressibleByArgument {
  case jsq
  case messagekit
  case susi
  case sms
  case chatlog
  case selfsizing

  /// The style's sizing rules and list with their library defaults,
  /// measuring with `measurer`; `exact` picks the text-view-derived mode
  /// where a style has one.
  func conversationStyle(measurer: TextMeasurer, exact: Bool = false) -> ConversationStyle {
    switch self {
    case .jsq:
      let calculator = JSQBubbleSizeCalculator(mode: exact ? .exact : .faithful, measurer: measurer)
      return .jsq(JSQBubbleSizer(calculator: calculator))
    case .messagekit:
      var layout = MessageKitLayout()
      layout.measurer = measurer
      return .messageKit(layout)
    case .susi:
      var layout = SUSILayout()
      layout.measurer = measurer
      return .susi(layout)
    case .sms: return .sms(SMSPreset(measurer: measurer))
    case .chatlog: return .chatLog(ChatLogPreset(measurer: measurer))
    case .selfsizing:
      var textView = TextViewModel(font: .systemFont(ofSize: 20))
      textView.measurer = measurer
      return .selfSizing(SelfSizingPreset(textView: textView))
    }
  }

  /// Throws unless a view `viewWidth` points wide has room for the style's cells.
  ///
  /// Every style lists its cells as `UICollectionViewFlowLayout` does: a cell
  /// is the view's width less the section's left and right insets (JSQ 4 + 4,
  /// MessageKit 8 + 8, the others none). In a narrower view the cell would be
  /// 0 or less wide, which UIKit does not lay out (it logs that "the item
  /// width must be less than the width of the UICollectionView minus the
  /// section insets" and its behaviour is undefined), so there is no library
  /// result to clamp to and the width is refused. Text wider than a cell is
  /// another matter: the libraries let the bubble overflow, and so does the CLI.
  ///
  /// - Throws: `ValidationError` naming `--view-width` and its minimum.
  func checkViewWidth(_ viewWidth: Double) throws {
    let insets = conversationStyle(measurer: TextMeasurer()).sectionInset
    guard viewWidth.isFinite, viewWidth > insets.horizontal else {
      if insets.horizontal == 0 { throw ValidationError("--view-width must be a number greater than 0") }
      throw ValidationError(
        "--view-width must be more than \(insets.horizontal.pointsText) points for the \(rawValue) style: its cells "
          + "are the view less the section insets (\(insets.left.pointsText) + \(insets.right.pointsText))")
    }
  }
}
