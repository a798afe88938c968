import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// MessageKit's cell, frame by frame, for every avatar position, against
/// MessageKit 4.3's arithmetic written out here: `MessageSizeCalculator`'s
/// `cellContentHeight(for:at:)` and `messageContainerMaxWidth`,
/// `TextMessageSizeCalculator`'s label insets, and `MessageContentCell`'s
/// `layoutMessageContainerView`, `layoutAvatarView` and label layouts. The
/// label's size comes from `NSAttributedString.boundingRect(…).integral`,
/// as MessageKit asks for it, not from the layout.
@Suite struct MessageKitCellFrameTests {
  static let viewWidth = 375.0
  /// `itemWidth`: the view less the section inset `{4, 8, 4, 8}`.
  static let itemWidth = 375.0 - 8 - 8
  static let horizontals: [MessageKitAvatarPosition.Horizontal] = [.cellLeading, .cellTrailing]
  /// The delegate's label heights: cell top, message top, message bottom, cell bottom.
  static let labelHeights = MessageKitLabelHeights(cellTop: 20, messageTop: 16, messageBottom: 14, cellBottom: 12)

  /// The frames `MessageContentCell` gives a container of `container` (padding `{0, 4, 0, 30}` incoming,
  /// `{0, 30, 0, 4}` outgoing; no accessory view, avatar padding 0).
  struct Expected {
    var cellHeight: Double
    var container: CGRect
    var avatar: CGRect
  }

  static func expected(
    container: CGSize, avatar: Double, position: MessageKitAvatarPosition, isOutgoing: Bool,
    labels: MessageKitLabelHeights
  ) -> Expected {
    let padding = isOutgoing ? (left: 30.0, right: 4.0) : (left: 4.0, right: 30.0)
    let containerHeight = Double(container.height)
    let (top, messageTop, messageBottom, bottom) = (
      labels.cellTop, labels.messageTop, labels.messageBottom, labels.cellBottom
    )
    // cellContentHeight: the vertical padding is 0 in both default paddings.
    let cellHeight: Double
    switch position.vertical {
    case .cellTop, .cellBottom, .messageCenter:
      cellHeight = max(avatar, top + messageTop + containerHeight + messageBottom + bottom)
    case .messageBottom: cellHeight = messageBottom + bottom + max(containerHeight + top + messageTop, avatar)
    case .messageTop: cellHeight = top + messageTop + max(containerHeight + messageBottom + bottom, avatar)
    case .messageLabelTop: cellHeight = top + max(containerHeight + messageBottom + messageTop + bottom, avatar)
    }
    // layoutMessageContainerView.
    let y: Double
    switch position.vertical {
    case .messageBottom: y = cellHeight - bottom - messageBottom - containerHeight
    case .messageCenter where avatar > containerHeight: y = cellHeight / 2 - containerHeight / 2
    default: y = top + messageTop
    }
    let x =
      position.horizontal == .cellTrailing
      ? itemWidth - avatar - Double(container.width) - padding.right : avatar + padding.left
    let containerFrame = CGRect(origin: CGPoint(x: x, y: y), size: container)
    // layoutAvatarView.
    let avatarY: Double
    switch position.vertical {
    case .cellTop: avatarY = 0
    case .messageLabelTop: avatarY = y - messageTop  // the message top label's top
    case .messageTop: avatarY = y
    case .messageCenter: avatarY = y + containerHeight / 2 - avatar / 2
    case .messageBottom: avatarY = y + containerHeight - avatar
    case .cellBottom: avatarY = cellHeight - avatar
    }
    let avatarX = position.horizontal == .cellTrailing ? itemWidth - avatar : 0
    return Expected(
      cellHeight: cellHeight, container: containerFrame,
      avatar: CGRect(x: avatarX, y: avatarY, width: avatar, height: avatar))
  }

  /// `labelSize(for:considering:)`: the bounding rect, `.integral`.
  static func integralLabelSize(_ text: String, maxWidth: Double, fontSize: Double = 17) throws -> CGSize {
    let rect = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: fontSize)]).boundingRect(
      with: CGSize(width: maxWidth, height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      context: nil)
    try #require(!rect.isNull)
    return CGSize(
      width: Double(rect.maxX).rounded(.up) - Double(rect.minX).rounded(.down),
      height: Double(rect.maxY).rounded(.up) - Double(rect.minY).rounded(.down))
  }

  static func layout(position: MessageKitAvatarPosition, avatar: Double, labelHeights: MessageKitLabelHeights?)
    -> MessageKitLayout
  {
    var layout = MessageKitLayout()
    layout.incomingAvatarPosition = position
    layout.outgoingAvatarPosition = position
    layout.incomingAvatarSize = CGSize(width: avatar, height: avatar)
    layout.outgoingAvatarSize = CGSize(width: avatar, height: avatar)
    layout.labelHeights = labelHeights
    return layout
  }

  @Test(arguments: MessageKitAvatarPosition.Vertical.allCases, horizontals)
  func textCell_isTheCellsArithmetic(
    vertical: MessageKitAvatarPosition.Vertical, horizontal: MessageKitAvatarPosition.Horizontal
  ) throws {
    let position = MessageKitAvatarPosition(horizontal: horizontal, vertical: vertical)
    // A 48-pt avatar is taller than a one-line container (35 pt), which moves a centred container.
    for avatar in [30.0, 48.0] {
      for isOutgoing in [false, true] {
        let layout = Self.layout(position: position, avatar: avatar, labelHeights: nil)
        let text = "Hi Susi"
        let cell = try layout.cell(
          for: ChatMessage(id: "t", text: text, isOutgoing: isOutgoing), viewWidth: Self.viewWidth)
        // messageContainerMaxWidth = itemWidth − avatar − padding (4 + 30); the label's, less its insets 14 + 18.
        let label = try Self.integralLabelSize(text, maxWidth: Self.itemWidth - avatar - 34 - 32)
        let container = CGSize(width: Double(label.width) + 32, height: Double(label.height) + 14)
        let expected = Self.expected(
          container: container, avatar: avatar, position: position, isOutgoing: isOutgoing,
          labels: MessageKitLabelHeights())
        let context = "\(vertical) \(horizontal) avatar \(avatar) outgoing \(isOutgoing)"
        #expect(cell.size == CGSize(width: Self.itemWidth, height: expected.cellHeight), "\(context)")
        #expect(cell.bubbleFrame == expected.container, "\(context)")
        #expect(cell.avatarFrame == expected.avatar, "\(context)")
        // The label at the message label insets {7, 18, 7, 14} (the tail side 18) inside the container.
        let textOrigin = CGPoint(
          x: Double(expected.container.minX) + (isOutgoing ? 14 : 18), y: Double(expected.container.minY) + 7)
        #expect(cell.text?.frame == CGRect(origin: textOrigin, size: label), "\(context)")
        #expect(cell.text?.origin == textOrigin, "\(context)")
        #expect(cell.labels.isEmpty, "\(context)")
      }
    }
  }

  @Test(arguments: MessageKitAvatarPosition.Vertical.allCases, horizontals)
  func labels_surroundTheContainer(
    vertical: MessageKitAvatarPosition.Vertical, horizontal: MessageKitAvatarPosition.Horizontal
  ) throws {
    let position = MessageKitAvatarPosition(horizontal: horizontal, vertical: vertical)
    let labels = Self.labelHeights
    for isOutgoing in [false, true] {
      let layout = Self.layout(position: position, avatar: 30, labelHeights: labels)
      var message = ChatMessage(
        id: "l", text: "Lorem Ipsum is simply dummy text of the printing industry.", isOutgoing: isOutgoing)
      message.labels = MessageLabels(
        cellTop: "Today", messageTop: "Susi", messageBottom: "Read", cellBottom: "Delivered")
      let cell = try layout.cell(for: message, viewWidth: Self.viewWidth)
      let label = try Self.integralLabelSize(message.text, maxWidth: Self.itemWidth - 30 - 34 - 32)
      let container = CGSize(width: Double(label.width) + 32, height: Double(label.height) + 14)
      let expected = Self.expected(
        container: container, avatar: 30, position: position, isOutgoing: isOutgoing, labels: labels)
      let context = "\(vertical) \(horizontal) outgoing \(isOutgoing)"
      #expect(cell.size == CGSize(width: Self.itemWidth, height: expected.cellHeight), "\(context)")
      #expect(cell.bubbleFrame == expected.container, "\(context)")
      #expect(cell.avatarFrame == expected.avatar, "\(context)")
      // Each label is itemWidth wide: the cell top label at 0, the message top label just above the container,
      // the message bottom label just below it, the cell bottom label at the cell's bottom.
      let box = expected.container
      #expect(cell.labels.map(\.slot) == [.cellTop, .messageTop, .messageBottom, .cellBottom], "\(context)")
      #expect(
        cell.labels.map(\.frame) == [
          CGRect(x: 0, y: 0, width: Self.itemWidth, height: 20),
          CGRect(x: 0, y: Double(box.minY) - 16, width: Self.itemWidth, height: 16),
          CGRect(x: 0, y: Double(box.maxY), width: Self.itemWidth, height: 14),
          CGRect(x: 0, y: expected.cellHeight - 12, width: Self.itemWidth, height: 12),
        ], "\(context)")
    }
  }

  @Test(arguments: [false, true]) func mediaCell_isTheItemsSize(isOutgoing: Bool) throws {
    // The example app's items: 240 × 240 images and maps, 160 × 35 audio; all fit in 359 − 30 − 34 = 295.
    let sizes: [(ChatMessage.Media, CGSize)] = [
      (.photo, CGSize(width: 240, height: 240)), (.video, CGSize(width: 240, height: 240)),
      (.location, CGSize(width: 240, height: 240)), (.audio, CGSize(width: 160, height: 35)),
      // Wider than the container's maximum: scaled to 295 wide, keeping its aspect.
      (.custom(width: 590, height: 100), CGSize(width: 295, height: 50)),
    ]
    for (media, size) in sizes {
      let cell = try MessageKitLayout().cell(
        for: ChatMessage(id: "m", text: "", isOutgoing: isOutgoing, media: media), viewWidth: Self.viewWidth)
      let expected = Self.expected(
        container: size, avatar: 30,
        position: MessageKitAvatarPosition(horizontal: isOutgoing ? .cellTrailing : .cellLeading),
        isOutgoing: isOutgoing, labels: MessageKitLabelHeights())
      #expect(cell.bubbleFrame == expected.container, "\(media)")
      #expect(cell.media?.frame == expected.container, "\(media)")
      #expect(cell.avatarFrame == expected.avatar, "\(media)")
    }
  }

  @Test(arguments: [false, true]) func emojiCell_isMeasuredInTheEmojiFont(isOutgoing: Bool) throws {
    let cell = try MessageKitLayout().cell(
      for: ChatMessage(id: "e", text: "👍👍", isOutgoing: isOutgoing), viewWidth: Self.viewWidth)
    // The emoji size calculator: the system font at twice the body size (34), with the text's label insets.
    let label = try Self.integralLabelSize("👍👍", maxWidth: Self.itemWidth - 30 - 34 - 32, fontSize: 34)
    let container = CGSize(width: Double(label.width) + 32, height: Double(label.height) + 14)
    let expected = Self.expected(
      container: container, avatar: 30,
      position: MessageKitAvatarPosition(horizontal: isOutgoing ? .cellTrailing : .cellLeading),
      isOutgoing: isOutgoing, labels: MessageKitLabelHeights())
    #expect(cell.bubbleFrame == expected.container)
    #expect(cell.size == CGSize(width: Self.itemWidth, height: expected.cellHeight))
    let textOrigin = CGPoint(
      x: Double(expected.container.minX) + (isOutgoing ? 14 : 18), y: Double(expected.container.minY) + 7)
    #expect(cell.text?.frame == CGRect(origin: textOrigin, size: label))
  }

  @Test(arguments: [false, true]) func measuredLabels_takeTheirTextsHeights(isOutgoing: Bool) throws {
    var message = ChatMessage(id: "l", text: "Hi Susi", isOutgoing: isOutgoing)
    message.labels = MessageLabels(cellTop: "Today", messageTop: "Susi", messageBottom: "10:24", cellBottom: "Read")
    let cell = try MessageKitLayout().cell(for: message, viewWidth: Self.viewWidth)
    // The example app's fonts: bold 10 (cell labels), 12 (message top), 11 (message bottom); heights rounded up.
    func height(_ text: String, _ font: UIFont) -> Double {
      Double(text.size(withAttributes: [.font: font]).height).rounded(.up)
    }
    let labels = MessageKitLabelHeights(
      cellTop: height("Today", .boldSystemFont(ofSize: 10)), messageTop: height("Susi", .systemFont(ofSize: 12)),
      messageBottom: height("10:24", .systemFont(ofSize: 11)), cellBottom: height("Read", .boldSystemFont(ofSize: 10)))
    let label = try Self.integralLabelSize("Hi Susi", maxWidth: Self.itemWidth - 30 - 34 - 32)
    let expected = Self.expected(
      container: CGSize(width: Double(label.width) + 32, height: Double(label.height) + 14), avatar: 30,
      position: MessageKitAvatarPosition(horizontal: isOutgoing ? .cellTrailing : .cellLeading),
      isOutgoing: isOutgoing, labels: labels)
    #expect(cell.size == CGSize(width: Self.itemWidth, height: expected.cellHeight))
    #expect(cell.bubbleFrame == expected.container)
    #expect(cell.avatarFrame == expected.avatar)
    let box = expected.container
    #expect(
      cell.labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: Self.itemWidth, height: labels.cellTop),
        CGRect(x: 0, y: Double(box.minY) - labels.messageTop, width: Self.itemWidth, height: labels.messageTop),
        CGRect(x: 0, y: Double(box.maxY), width: Self.itemWidth, height: labels.messageBottom),
        CGRect(
          x: 0, y: expected.cellHeight - labels.cellBottom, width: Self.itemWidth, height: labels.cellBottom),
      ])
    // The cell top label is centred; the others sit 42 in from the message's side.
    for placed in cell.labels {
      let line = try #require(placed.layout.lines.first)
      let left = Double(placed.textOrigin.x) + Double(line.origin.x)
      switch (placed.slot, isOutgoing) {
      case (.cellTop, _): #expect(abs(left + line.width / 2 - Self.itemWidth / 2) < 1e-9)
      case (_, false): #expect(left == 42, "\(placed.slot)")
      case (_, true): #expect(abs(left + line.width - (Self.itemWidth - 42)) < 1e-9, "\(placed.slot)")
      }
    }
  }
}
