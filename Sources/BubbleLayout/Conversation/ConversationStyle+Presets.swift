import Foundation

/// The six styles with the vertical rules of the list each one shows its
/// cells in (`shared/reference/bubble-layout-spec.md` and the seeds), and
/// the labels their sources show (``MessageLabelRule``): JSQ's demo,
/// MessageKit's example app, SUSI iOS's time and the SMS tutorial's date;
/// the chat-log and self-sizing tutorials show none.
extension ConversationStyle {
  /// JSQMessagesViewController 7.3: the section inset and
  /// `minimumLineSpacing` of the sizer's layout configuration (by default
  /// `{10, 4, 10, 4}` and 4, from `jsq_configureFlowLayout`).
  public static func jsq(_ sizer: JSQBubbleSizer = JSQBubbleSizer()) -> ConversationStyle {
    let configuration = sizer.calculator.configuration
    return ConversationStyle(
      .jsq, sizer: sizer, sectionInset: configuration.sectionInset, lineSpacing: configuration.minimumLineSpacing,
      labels: .jsqDemo)
  }

  /// MessageKit 4.3: the layout's section inset (`{4, 8, 4, 8}` by default);
  /// `MessagesCollectionViewFlowLayout` sets no `minimumLineSpacing`, so it
  /// keeps the flow layout's 10.
  public static func messageKit(_ layout: MessageKitLayout = MessageKitLayout()) -> ConversationStyle {
    ConversationStyle(
      .messageKit, sizer: layout, sectionInset: layout.sectionInset, lineSpacing: flowLayoutLineSpacing,
      labels: .messageKitExample)
  }

  /// The SUSI iOS client: `insetForSectionAt` returns `{2, 0, 16, 0}`; no
  /// `minimumLineSpacing` is set, so the flow layout's 10 applies.
  public static func susi(_ layout: SUSILayout = SUSILayout()) -> ConversationStyle {
    ConversationStyle(
      .susi, sizer: layout, sectionInset: EdgeInsets(top: 2, left: 0, bottom: 16, right: 0),
      lineSpacing: flowLayoutLineSpacing, labels: .susiClient)
  }

  /// The SMS tutorial (seed 001): a plain `UITableView` with no headers, so
  /// rows abut (no inset, no spacing); the space between bubbles is each
  /// row's own bottom margin.
  public static func sms(_ preset: SMSPreset = SMSPreset()) -> ConversationStyle {
    ConversationStyle(.sms, sizer: preset, sectionInset: .zero, lineSpacing: 0, labels: .smsSeed)
  }

  /// The chat-log tutorial (seed 003): a `UICollectionViewController`
  /// with a default flow layout, so a line spacing of 10, and a section
  /// inset of 8 above and below *(chosen)*.
  ///
  /// The seed announces an override "to remove the cell spacing" but its
  /// snippet repeats `sizeForItemAt` instead, so UIKit's spacing stands. Its
  /// bubbles start 4 points above their cells (`y: -4`) and end 2 below, and
  /// its list has no inset, so its first and last bubbles would reach past
  /// the content; the 8-point inset keeps every bubble inside it.
  public static func chatLog(_ preset: ChatLogPreset = ChatLogPreset()) -> ConversationStyle {
    ConversationStyle(
      .chatLog, sizer: preset, sectionInset: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0),
      lineSpacing: flowLayoutLineSpacing)
  }

  /// The self-sizing tutorial (seed 004): LBTATools' `LBTAListController`
  /// creates a plain `UICollectionViewFlowLayout`, so no inset and a line
  /// spacing of 10.
  public static func selfSizing(_ preset: SelfSizingPreset = SelfSizingPreset()) -> ConversationStyle {
    ConversationStyle(.selfSizing, sizer: preset, sectionInset: .zero, lineSpacing: flowLayoutLineSpacing)
  }
}
