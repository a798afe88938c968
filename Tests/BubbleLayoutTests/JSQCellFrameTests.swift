import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// JSQ's cell, frame by frame, against JSQMessagesViewController 7.3's
/// arithmetic written out here: `JSQMessagesBubblesSizeCalculator` for the
/// bubble, `sizeForItemAtIndexPath:` for the cell, and the constraints of
/// `JSQMessagesCollectionViewCellIncoming.xib` / `…Outgoing.xib` for the
/// frames. The text's size comes from `NSString.boundingRect`, the way JSQ
/// asks for it, not from the sizer.
@Suite struct JSQCellFrameTests {
  static let viewWidth = 375.0
  /// `itemWidth`: the view less the section inset `{10, 4, 10, 4}`.
  static let itemWidth = 375.0 - 4 - 4
  static let texts = [
    "Hello Susi",
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry, ever since the 1500s.",
  ]

  /// `CGRectIntegral(boundingRect(text, maxW × ∞, UsesLineFragmentOrigin | UsesFontLeading, font 17))`'s size.
  static func integralTextSize(_ text: String, maxWidth: Double) throws -> CGSize {
    let rect = text.boundingRect(
      with: CGSize(width: maxWidth, height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
    try #require(!rect.isNull)
    return CGSize(
      width: Double(rect.maxX).rounded(.up) - Double(rect.minX).rounded(.down),
      height: Double(rect.maxY).rounded(.up) - Double(rect.minY).rounded(.down))
  }

  /// The xib's frames for a bubble of `bubble` and the label heights (cell top, bubble top, cell bottom).
  static func expectXibFrames(
    _ cell: MessageCell, bubble: CGSize, avatar: Double, isOutgoing: Bool, labels: (Double, Double, Double)
  ) {
    // sizeForItemAtIndexPath: (itemWidth, ceilf(bubble.h + the three label heights)); the avatar does not count.
    let height = (Double(bubble.height) + labels.0 + labels.1 + labels.2).rounded(.up)
    #expect(cell.size == CGSize(width: itemWidth, height: height))
    // The container follows the two top labels and ends where the cell bottom label starts (it has a width
    // constraint and no height of its own, so it takes what ceilf adds); it hugs the avatar container with
    // 2 pt between them.
    let bubbleX = isOutgoing ? itemWidth - avatar - 2 - Double(bubble.width) : avatar + 2
    let container = CGRect(
      x: bubbleX, y: labels.0 + labels.1, width: Double(bubble.width), height: height - labels.0 - labels.1 - labels.2)
    #expect(cell.bubbleFrame == container)
    // The avatar container sits at the cell's edge, its bottom on the cell bottom label's top.
    let avatarFrame = CGRect(
      x: isOutgoing ? itemWidth - avatar : 0, y: height - labels.2 - avatar, width: avatar, height: avatar)
    #expect(cell.avatarFrame == (avatar > 0 ? avatarFrame : nil))
  }

  @Test(arguments: [30.0, 0.0], [false, true])
  func faithfulTextCell_isTheXibsArithmetic(avatar: Double, isOutgoing: Bool) throws {
    var configuration = JSQLayoutConfiguration()
    configuration.incomingAvatarViewSize = CGSize(width: avatar, height: avatar)
    configuration.outgoingAvatarViewSize = CGSize(width: avatar, height: avatar)
    let sizer = JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(configuration: configuration))
    for text in Self.texts {
      let cell = try sizer.cell(
        for: ChatMessage(id: "t", text: text, isOutgoing: isOutgoing), viewWidth: Self.viewWidth)
      // maxTextW = itemWidth − avatar − margin 50 − (14 + 14 + 0 + 6 + 2).
      let maxTextWidth = Self.itemWidth - avatar - 50 - 36
      let textSize = try Self.integralTextSize(text, maxWidth: maxTextWidth)
      // bubble = (MAX(s.w + 36, 48) + 2, s.h + 7 + 7 + 0 + 0 + 2).
      let bubble = CGSize(width: max(Double(textSize.width) + 36, 48) + 2, height: Double(textSize.height) + 16)
      Self.expectXibFrames(cell, bubble: bubble, avatar: avatar, isOutgoing: isOutgoing, labels: (0, 0, 0))
      // The text view: frame insets {0, 0, 0, 6} (6 on the avatar side: the left of an incoming bubble),
      // then the text container inset {7, 14, 7, 14}.
      let textOrigin = CGPoint(
        x: Double(cell.bubbleFrame.minX) + (isOutgoing ? 0 : 6) + 14, y: Double(cell.bubbleFrame.minY) + 7)
      let placed = try #require(cell.text)
      #expect(placed.origin == textOrigin, "\(text)")
      #expect(placed.frame == CGRect(origin: textOrigin, size: textSize), "\(text)")
      #expect(cell.labels.isEmpty)
    }
  }

  @Test(arguments: [false, true]) func exactTextCell_dropsTheMagicTwos(isOutgoing: Bool) throws {
    let sizer = JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(mode: .exact))
    for text in Self.texts {
      let cell = try sizer.cell(
        for: ChatMessage(id: "t", text: text, isOutgoing: isOutgoing), viewWidth: Self.viewWidth)
      let maxTextWidth = Self.itemWidth - 30 - 50 - 36
      // The cell text view (line fragment padding 0) wraps at maxTextW; its used rect, rounded up.
      let layout = try TextMeasurer().layout(text, font: .systemFont(ofSize: 17), width: maxTextWidth)
      let textSize = CGSize(
        width: Double(layout.size.width).rounded(.up), height: Double(layout.size.height).rounded(.up))
      try #require(Double(textSize.width) <= maxTextWidth, "the rounded width stays inside the wrap width")
      // bubble = (MAX(s.w + 14 + 14 + 0 + 6, 48), s.h + 7 + 7 + 0 + 0).
      let bubble = CGSize(width: max(Double(textSize.width) + 34, 48), height: Double(textSize.height) + 14)
      Self.expectXibFrames(cell, bubble: bubble, avatar: 30, isOutgoing: isOutgoing, labels: (0, 0, 0))
      let textOrigin = CGPoint(
        x: Double(cell.bubbleFrame.minX) + (isOutgoing ? 0 : 6) + 14, y: Double(cell.bubbleFrame.minY) + 7)
      #expect(cell.text?.frame == CGRect(origin: textOrigin, size: textSize), "\(text)")
    }
  }

  @Test(arguments: [false, true]) func labels_stackAsTheXibDoes(isOutgoing: Bool) throws {
    let heights = JSQCellLabelHeights(cellTopLabel: 20, messageBubbleTopLabel: 16.5, cellBottomLabel: 12)
    let sizer = JSQBubbleSizer(labelHeights: { _ in heights })
    var message = ChatMessage(id: "l", text: "Hello Susi", isOutgoing: isOutgoing)
    message.labels = MessageLabels(cellTop: "Today 10:24", messageTop: "Susi", cellBottom: "Delivered")
    let cell = try sizer.cell(for: message, viewWidth: Self.viewWidth)
    let textSize = try Self.integralTextSize("Hello Susi", maxWidth: Self.itemWidth - 30 - 50 - 36)
    let bubble = CGSize(width: max(Double(textSize.width) + 36, 48) + 2, height: Double(textSize.height) + 16)
    Self.expectXibFrames(cell, bubble: bubble, avatar: 30, isOutgoing: isOutgoing, labels: (20, 16.5, 12))
    // Full-width labels: cell top at 0, bubble top under it, cell bottom at the cell's bottom.
    let height = Double(cell.size.height)
    #expect(cell.labels.map(\.slot) == [.cellTop, .messageTop, .cellBottom])
    #expect(
      cell.labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: Self.itemWidth, height: 20),
        CGRect(x: 0, y: 20, width: Self.itemWidth, height: 16.5),
        CGRect(x: 0, y: height - 12, width: Self.itemWidth, height: 12),
      ])
    // ceilf(bubble + 48.5) rounds the half point up below the cell bottom label.
    #expect(height == (Double(bubble.height) + 48.5).rounded(.up))
  }

  @Test(arguments: [false, true]) func mediaCell_isTheMediaViewsSize(isOutgoing: Bool) throws {
    // mediaViewDisplaySize on iPhone: 210 × 150 for photos, videos and maps, 160 × 40 for audio.
    let sizes: [(ChatMessage.Media, CGSize)] = [
      (.photo, CGSize(width: 210, height: 150)), (.video, CGSize(width: 210, height: 150)),
      (.location, CGSize(width: 210, height: 150)), (.audio, CGSize(width: 160, height: 40)),
    ]
    for (media, size) in sizes {
      let message = ChatMessage(id: "m", text: "", isOutgoing: isOutgoing, media: media)
      let cell = try JSQBubbleSizer().cell(for: message, viewWidth: Self.viewWidth)
      Self.expectXibFrames(cell, bubble: size, avatar: 30, isOutgoing: isOutgoing, labels: (0, 0, 0))
      #expect(cell.media?.frame == cell.bubbleFrame, "\(media)")
    }
  }

  @Test(arguments: [false, true]) func measuredLabels_takeTheirTextsHeights(isOutgoing: Bool) throws {
    var message = ChatMessage(id: "l", text: "Hello Susi", isOutgoing: isOutgoing)
    message.labels = MessageLabels(cellTop: "Today 10:24", messageTop: "Susi", cellBottom: "Delivered")
    let cell = try JSQBubbleSizer().cell(for: message, viewWidth: Self.viewWidth)
    // Each label as tall as its text in awakeFromNib's fonts (Caption1 12, Caption1 12, Caption2 11), rounded up.
    func height(_ text: String, _ size: Double) -> Double {
      Double(text.size(withAttributes: [.font: UIFont.systemFont(ofSize: size)]).height).rounded(.up)
    }
    let heights = (height("Today 10:24", 12), height("Susi", 12), height("Delivered", 11))
    let textSize = try Self.integralTextSize("Hello Susi", maxWidth: Self.itemWidth - 30 - 50 - 36)
    let bubble = CGSize(width: max(Double(textSize.width) + 36, 48) + 2, height: Double(textSize.height) + 16)
    Self.expectXibFrames(cell, bubble: bubble, avatar: 30, isOutgoing: isOutgoing, labels: heights)
    let cellHeight = Double(cell.size.height)
    #expect(
      cell.labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: Self.itemWidth, height: heights.0),
        CGRect(x: 0, y: heights.0, width: Self.itemWidth, height: heights.1),
        CGRect(x: 0, y: cellHeight - heights.2, width: Self.itemWidth, height: heights.2),
      ])
    // The bubble top label's text is inset 60 on the avatar side and aligned to the message's side.
    let name = try #require(cell.labels.first { $0.slot == .messageTop })
    let line = try #require(name.layout.lines.first)
    let left = Double(name.textOrigin.x) + Double(line.origin.x)
    if isOutgoing {
      #expect(abs(left + line.width - (Self.itemWidth - 60)) < 1e-9)
    } else {
      #expect(left == 60)
    }
  }
}
