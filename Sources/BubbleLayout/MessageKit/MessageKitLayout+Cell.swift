import Foundation

extension MessageKitLayout {
  /// Lays out one message's cell.
  ///
  /// - Parameters:
  ///   - kind: what the message shows.
  ///   - isOutgoing: sent by the app's user (`isFromCurrentSender`).
  ///   - labelHeights: the delegate's label heights; ``labelHeights`` (or
  ///     none) if `nil`.
  ///   - viewWidth: the collection view's width.
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cellLayout(
    for kind: MessageKitMessageKind, isOutgoing: Bool, labelHeights: MessageKitLabelHeights? = nil,
    viewWidth: Double
  ) throws -> MessageKitCellLayout {
    let labels = labelHeights ?? self.labelHeights ?? .none
    let container = try messageContainerSize(for: kind, isOutgoing: isOutgoing, viewWidth: viewWidth)
    let height = cellHeight(containerHeight: Double(container.height), isOutgoing: isOutgoing, labelHeights: labels)
    let cellSize = CGSize(width: itemWidth(viewWidth: viewWidth), height: height)
    let containerFrame = messageContainerFrame(
      size: container, isOutgoing: isOutgoing, labelHeights: labels, cellSize: cellSize)
    return MessageKitCellLayout(
      kind: kind, messageContainerFrame: containerFrame,
      textRect: textRect(for: kind, isOutgoing: isOutgoing, container: container),
      avatarFrame: avatarFrame(
        containerFrame: containerFrame, isOutgoing: isOutgoing, labelHeights: labels, cellSize: cellSize),
      cellSize: cellSize)
  }

  /// `cellContentHeight(for:at:)`: the labels, the container and its
  /// vertical padding stacked, against the avatar's height as its vertical
  /// position dictates, and never less than the accessory view.
  ///
  /// ```
  /// .cellTop, .cellBottom, .messageCenter:
  ///     max(avatar.h, cellTop + messageTop + container + padV + messageBottom + cellBottom)
  /// .messageBottom:   messageBottom + cellBottom + max(container + padV + cellTop + messageTop, avatar.h)
  /// .messageTop:      cellTop + messageTop + max(container + padV + messageBottom + cellBottom, avatar.h)
  /// .messageLabelTop: cellTop + max(container + messageBottom + padV + messageTop + cellBottom, avatar.h)
  /// ```
  public func cellHeight(containerHeight: Double, isOutgoing: Bool, labelHeights: MessageKitLabelHeights) -> Double {
    let avatar = Double(avatarSize(isOutgoing: isOutgoing).height)
    let padding = messagePadding(isOutgoing: isOutgoing).vertical
    let labels = labelHeights
    let height: Double
    switch avatarPosition(isOutgoing: isOutgoing).vertical {
    case .cellTop, .cellBottom, .messageCenter:
      let stack =
        labels.cellTop + labels.messageTop + containerHeight + padding + labels.messageBottom + labels.cellBottom
      height = max(avatar, stack)
    case .messageBottom:
      height =
        labels.messageBottom + labels.cellBottom
        + max(containerHeight + padding + labels.cellTop + labels.messageTop, avatar)
    case .messageTop:
      height =
        labels.cellTop + labels.messageTop
        + max(containerHeight + padding + labels.messageBottom + labels.cellBottom, avatar)
    case .messageLabelTop:
      height =
        labels.cellTop
        + max(containerHeight + labels.messageBottom + padding + labels.messageTop + labels.cellBottom, avatar)
    }
    return max(height, Double(accessoryViewSize.height))
  }

  /// `layoutMessageContainerView(with:)`.
  ///
  /// y: at `.messageBottom`, `cell.h − pad.bottom − cellBottom − messageBottom
  /// − container.h − pad.top`; centred (`cell.h / 2 − (container.h + padV) / 2`)
  /// at `.messageCenter` when the avatar is taller than the container, or at
  /// any other position when the accessory is; else `cellTop + messageTop +
  /// pad.top`. x: `avatar.w + pad.left + avatarPadding` on the leading side,
  /// `itemWidth − avatar.w − container.w − pad.right − avatarPadding` on the trailing one.
  func messageContainerFrame(
    size: CGSize, isOutgoing: Bool, labelHeights labels: MessageKitLabelHeights, cellSize: CGSize
  ) -> CGRect {
    let padding = messagePadding(isOutgoing: isOutgoing)
    let avatar = avatarSize(isOutgoing: isOutgoing)
    let position = avatarPosition(isOutgoing: isOutgoing)
    let containerHeight = Double(size.height)
    let centredY = Double(cellSize.height) / 2 - (containerHeight + padding.vertical) / 2
    let y: Double
    if position.vertical == .messageBottom {
      y =
        Double(cellSize.height) - padding.bottom - labels.cellBottom - labels.messageBottom - containerHeight
        - padding.top
    } else if position.vertical == .messageCenter && Double(avatar.height) > containerHeight {
      y = centredY
    } else if Double(accessoryViewSize.height) > containerHeight {
      y = centredY
    } else {
      y = labels.cellTop + labels.messageTop + padding.top
    }
    let x: Double
    if position.horizontal == .cellTrailing {
      x =
        Double(cellSize.width) - Double(avatar.width) - Double(size.width) - padding.right
        - avatarLeadingTrailingPadding
    } else {
      x = Double(avatar.width) + padding.left + avatarLeadingTrailingPadding
    }
    return CGRect(origin: CGPoint(x: x, y: y), size: size)
  }

  /// `layoutAvatarView(with:)`: at the cell edge (plus the avatar padding);
  /// vertically at the message top label's top, the container's top, bottom
  /// or centre, the cell's bottom, or 0 (`.cellTop`).
  func avatarFrame(
    containerFrame: CGRect, isOutgoing: Bool, labelHeights labels: MessageKitLabelHeights, cellSize: CGSize
  ) -> CGRect {
    let avatar = avatarSize(isOutgoing: isOutgoing)
    let position = avatarPosition(isOutgoing: isOutgoing)
    let x =
      position.horizontal == .cellTrailing
      ? Double(cellSize.width) - Double(avatar.width) - avatarLeadingTrailingPadding
      : avatarLeadingTrailingPadding
    let y: Double
    switch position.vertical {
    case .cellTop: y = 0
    case .messageLabelTop:
      y = Double(containerFrame.minY) - messagePadding(isOutgoing: isOutgoing).top - labels.messageTop
    case .messageTop: y = Double(containerFrame.minY)
    case .messageCenter: y = Double(containerFrame.midY) - Double(avatar.height) / 2
    case .messageBottom: y = Double(containerFrame.maxY) - Double(avatar.height)
    case .cellBottom: y = Double(cellSize.height) - Double(avatar.height)
    }
    return CGRect(origin: CGPoint(x: x, y: y), size: avatar)
  }

  /// The label's text rect in the container: the insets' origin, the
  /// container minus the insets (the rounded-up label size). `nil` for media.
  func textRect(for kind: MessageKitMessageKind, isOutgoing: Bool, container: CGSize) -> CGRect? {
    switch kind {
    case .text, .emoji, .attributedText:
      let insets = messageLabelInsets(isOutgoing: isOutgoing)
      return CGRect(
        x: insets.left, y: insets.top, width: Double(container.width) - insets.horizontal,
        height: Double(container.height) - insets.vertical)
    case .photo, .video, .location, .audio:
      return nil
    }
  }
}
