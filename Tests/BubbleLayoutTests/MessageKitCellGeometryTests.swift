import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// Cell heights and frames for every avatar position, label heights,
/// accessory views and avatar padding, as MessageKit's
/// `cellContentHeight`, `layoutMessageContainerView` and `layoutAvatarView`
/// compute them (written out here by hand).
@Suite struct MessageKitCellGeometryTests {
  /// The rounded-up label size of `text` in system 17 at `width`, from the
  /// engine's raw `boundingRect`.
  private func label(_ text: String, width: Double) -> CGSize {
    let rect = NSString(string: text).boundingRect(
      with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
    return CGSize(width: Double(rect.width).rounded(.up), height: Double(rect.height).rounded(.up))
  }

  static let verticals = MessageKitAvatarPosition.Vertical.allCases

  @Test(arguments: verticals, [30.0, 120.0])
  func avatarPosition_heightsAndFrames(vertical: MessageKitAvatarPosition.Vertical, avatarHeight: Double) throws {
    var layout = MessageKitLayout()
    layout.incomingAvatarPosition = MessageKitAvatarPosition(vertical: vertical)
    layout.incomingAvatarSize = CGSize(width: 30, height: avatarHeight)
    layout.incomingMessagePadding = EdgeInsets(top: 2, left: 4, bottom: 3, right: 30)
    let text = "Where is the avatar?"
    let cell = try layout.cellLayout(
      for: .text(text), isOutgoing: false, labelHeights: .exampleApp, viewWidth: 375)

    // Labels: cellTop 18, messageTop 20, messageBottom 16, cellBottom 17; padding vertical 2 + 3.
    let size = label(text, width: 359 - 30 - 34 - 32)
    let c = Double(size.height) + 14
    let a = avatarHeight
    let height: Double
    switch vertical {
    case .cellTop, .cellBottom, .messageCenter: height = max(a, 18 + 20 + c + 5 + 16 + 17)
    case .messageBottom: height = 16 + 17 + max(c + 5 + 18 + 20, a)
    case .messageTop: height = 18 + 20 + max(c + 5 + 16 + 17, a)
    case .messageLabelTop: height = 18 + max(c + 16 + 5 + 20 + 17, a)
    }
    #expect(cell.cellSize == CGSize(width: 359, height: height))

    let containerY: Double
    switch vertical {
    case .messageBottom: containerY = height - 3 - 17 - 16 - c - 2
    case .messageCenter where a > c: containerY = height / 2 - (c + 5) / 2
    default: containerY = 18 + 20 + 2
    }
    #expect(
      cell.messageContainerFrame == CGRect(x: 30 + 4, y: containerY, width: Double(size.width) + 32, height: c))

    let avatarY: Double
    switch vertical {
    case .cellTop: avatarY = 0
    case .messageLabelTop: avatarY = containerY - 2 - 20
    case .messageTop: avatarY = containerY
    case .messageCenter: avatarY = containerY + c / 2 - a / 2
    case .messageBottom: avatarY = containerY + c - a
    case .cellBottom: avatarY = height - a
    }
    #expect(cell.avatarFrame == CGRect(x: 0, y: avatarY, width: 30, height: a))
  }

  @Test func accessoryView_narrowsTheContainerAndCentresIt() throws {
    var layout = MessageKitLayout()
    layout.accessoryViewSize = CGSize(width: 40, height: 80)
    layout.accessoryViewPadding = EdgeInsets(top: 0, left: 6, bottom: 0, right: 6)
    #expect(layout.messageContainerMaxWidth(isOutgoing: false, viewWidth: 375) == 359 - 30 - 34 - 40 - 12)
    let cell = try layout.cellLayout(for: .text("Hi"), isOutgoing: false, viewWidth: 375)
    let size = label("Hi", width: 359 - 30 - 34 - 40 - 12 - 32)
    let c = Double(size.height) + 14
    // Height: max(max(avatar 30, c), accessory 80); taller accessory → y = h/2 − (c + 0)/2.
    let height = max(max(30, c), 80)
    #expect(Double(cell.cellSize.height) == height)
    #expect(cell.messageContainerFrame.origin == CGPoint(x: 34, y: height / 2 - c / 2))
  }

  @Test func avatarLeadingTrailingPadding_movesAvatarAndContainer() throws {
    var layout = MessageKitLayout()
    layout.avatarLeadingTrailingPadding = 10
    #expect(layout.labelMaxWidth(isOutgoing: false, viewWidth: 375) == 263 - 10)
    let incoming = try layout.cellLayout(for: .text("Hi"), isOutgoing: false, viewWidth: 375)
    #expect(Double(incoming.messageContainerFrame.origin.x) == 30.0 + 4 + 10)
    #expect(Double(incoming.avatarFrame.origin.x) == 10.0)
    let outgoing = try layout.cellLayout(for: .text("Hi"), isOutgoing: true, viewWidth: 375)
    let width = Double(label("Hi", width: 253).width) + 32
    #expect(Double(outgoing.messageContainerFrame.origin.x) == 359 - 30 - width - 4 - 10)
    #expect(Double(outgoing.avatarFrame.origin.x) == 359.0 - 30 - 10)
  }

  @Test func explicitSide_overridesNatural() throws {
    var layout = MessageKitLayout()
    layout.incomingAvatarPosition = MessageKitAvatarPosition(horizontal: .cellTrailing, vertical: .cellBottom)
    let cell = try layout.cellLayout(for: .text("Hi"), isOutgoing: false, viewWidth: 375)
    let width = Double(label("Hi", width: 263).width) + 32
    // Trailing with the incoming padding (right 30).
    #expect(Double(cell.messageContainerFrame.origin.x) == 359 - 30 - width - 30)
    #expect(Double(cell.avatarFrame.origin.x) == 359.0 - 30)
  }

  @Test func noAvatar_widensTheLabel() throws {
    var layout = MessageKitLayout()
    layout.incomingAvatarSize = .zero
    #expect(layout.labelMaxWidth(isOutgoing: false, viewWidth: 375) == 359 - 0 - 34 - 32)
    let cell = try layout.cellLayout(for: .text("Hi"), isOutgoing: false, viewWidth: 375)
    #expect(Double(cell.cellSize.height) == Double(label("Hi", width: 293).height) + 14)
  }
}
