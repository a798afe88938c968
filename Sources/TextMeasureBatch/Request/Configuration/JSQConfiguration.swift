import BubbleLayout
import Foundation
import TextMeasure

/// A `jsq` bubble request's `configuration`: ``/BubbleLayout/JSQLayoutConfiguration``'s
/// properties that size a text cell, and ``/BubbleLayout/JSQBubbleSizer``'s
/// collection view height and fixed label heights (there are no labels to
/// measure). The sizing mode is the request's `exact`.
struct JSQConfiguration: BubbleConfiguration {
  static let style = ChatStyle.jsq
  static let keys = [
    "idiom", "section_inset", "message_bubble_font", "message_bubble_left_right_margin",
    "message_bubble_text_view_frame_insets", "message_bubble_text_view_text_container_insets",
    "incoming_avatar_view_size", "outgoing_avatar_view_size", "uses_fixed_width_bubbles", "collection_view_height",
    "label_heights",
  ]

  /// The device whose defaults the others change.
  var idiom: JSQDeviceIdiom?
  var sectionInset: EdgeInsets?
  var messageBubbleLeftRightMargin: Double?
  var frameInsets: EdgeInsets?
  var textContainerInsets: EdgeInsets?
  var incomingAvatarViewSize: CGSize?
  var outgoingAvatarViewSize: CGSize?
  var usesFixedWidthBubbles: Bool?
  var collectionViewHeight: Double?
  var labelHeights: JSQCellLabelHeights?
  var fonts: [String: FontRequest] = [:]

  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    switch key {
    case "idiom": idiom = try scanner.caseName(JSQDeviceIdiom.self, at: path)
    case "section_inset": sectionInset = try scanner.insets(at: path)
    case "message_bubble_font": fonts[key] = try FontRequest.read(at: path, from: &scanner)
    case "message_bubble_left_right_margin":
      messageBubbleLeftRightMargin = try scanner.number(at: path, in: 0...BatchLimits.length)
    case "message_bubble_text_view_frame_insets": frameInsets = try scanner.insets(at: path)
    case "message_bubble_text_view_text_container_insets": textContainerInsets = try scanner.insets(at: path)
    case "incoming_avatar_view_size": incomingAvatarViewSize = try scanner.size(at: path)
    case "outgoing_avatar_view_size": outgoingAvatarViewSize = try scanner.size(at: path)
    case "uses_fixed_width_bubbles": usesFixedWidthBubbles = try scanner.bool(at: path)
    case "collection_view_height":
      collectionViewHeight = try scanner.number(at: path, in: 0...BatchLimits.length, excludingLowerBound: true)
    case "label_heights":
      labelHeights = try scanner.members(
        ["cell_top_label", "message_bubble_top_label", "cell_bottom_label"], of: "label heights", at: path,
        in: 0...BatchLimits.length
      ).map { JSQCellLabelHeights(cellTopLabel: $0[0], messageBubbleTopLabel: $0[1], cellBottomLabel: $0[2]) }
    default: return false
    }
    return true
  }

  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle {
    var layout = JSQLayoutConfiguration(idiom: idiom ?? .phone)
    if let sectionInset { layout.sectionInset = sectionInset }
    if let font = fonts["message_bubble_font"] { layout.messageBubbleFont = font }
    if let messageBubbleLeftRightMargin { layout.messageBubbleLeftRightMargin = messageBubbleLeftRightMargin }
    if let frameInsets { layout.messageBubbleTextViewFrameInsets = frameInsets }
    if let textContainerInsets { layout.messageBubbleTextViewTextContainerInsets = textContainerInsets }
    if let incomingAvatarViewSize { layout.incomingAvatarViewSize = incomingAvatarViewSize }
    if let outgoingAvatarViewSize { layout.outgoingAvatarViewSize = outgoingAvatarViewSize }
    if let usesFixedWidthBubbles { layout.usesFixedWidthBubbles = usesFixedWidthBubbles }
    let calculator = JSQBubbleSizeCalculator(
      configuration: layout, mode: exact ? .exact : .faithful, measurer: measurer)
    var sizer = JSQBubbleSizer(calculator: calculator, collectionViewHeight: collectionViewHeight ?? .infinity)
    if let labelHeights { sizer.labelHeights = { _ in labelHeights } }
    return .jsq(sizer)
  }
}
