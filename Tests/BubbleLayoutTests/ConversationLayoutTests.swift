import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// Stacking a conversation's cells: the content height, the order of the
/// frames, the sides of the bubbles, and the errors.
@Suite struct ConversationLayoutTests {
  /// A style's sizer and its list's rules, written out from the spec and the
  /// seeds (not read from the presets).
  struct Rules: Sendable, CustomTestStringConvertible {
    let name: ChatStyle
    let sizer: any BubbleSizing
    let top, left, bottom, spacing: Double

    var testDescription: String { name.rawValue }

    var style: ConversationStyle {
      ConversationStyle(
        name, sizer: sizer, sectionInset: EdgeInsets(top: top, left: left, bottom: bottom, right: left),
        lineSpacing: spacing)
    }
  }

  static let rules: [Rules] = [
    Rules(name: .jsq, sizer: JSQBubbleSizer(), top: 10, left: 4, bottom: 10, spacing: 4),
    Rules(name: .messageKit, sizer: MessageKitLayout(), top: 4, left: 8, bottom: 4, spacing: 10),
    Rules(name: .susi, sizer: SUSILayout(), top: 2, left: 0, bottom: 16, spacing: 10),
    Rules(name: .sms, sizer: SMSPreset(), top: 0, left: 0, bottom: 0, spacing: 0),
    Rules(name: .chatLog, sizer: ChatLogPreset(), top: 8, left: 0, bottom: 8, spacing: 10),
    Rules(name: .selfSizing, sizer: SelfSizingPreset(), top: 0, left: 0, bottom: 0, spacing: 10),
  ]

  static let viewWidth = 375.0

  @Test(arguments: rules) func contentHeight_isInsetsCellsAndSpacing(_ rules: Rules) throws {
    let conversation = try ConversationFixtures.example()
    let layout = try ConversationLayout(conversation, style: rules.style, viewWidth: Self.viewWidth)
    let heights = try conversation.messages.map {
      Double(try rules.sizer.measure($0, viewWidth: Self.viewWidth).cellSize.height)
    }
    let expected = rules.top + heights.reduce(0, +) + Double(heights.count - 1) * rules.spacing + rules.bottom
    #expect(layout.cells.count == 20)
    #expect(abs(Double(layout.contentSize.height) - expected) < 1e-9)
    #expect(layout.contentSize.width == 375)
    #expect(layout.viewWidth == 375)
  }

  @Test(arguments: rules) func frames_inOrderWithoutOverlap(_ rules: Rules) throws {
    let layout = try ConversationLayout(ConversationFixtures.example(), style: rules.style, viewWidth: Self.viewWidth)
    let cells = layout.cells
    #expect(Double(cells[0].frame.minY) == rules.top)
    #expect(abs(Double(cells[cells.count - 1].frame.maxY) + rules.bottom - Double(layout.contentSize.height)) < 1e-9)
    for cell in cells {
      #expect(Double(cell.frame.minX) == rules.left)
      #expect(cell.frame.height > 0)
    }
    for (previous, next) in zip(cells, cells.dropFirst()) {
      #expect(abs(Double(next.frame.minY - previous.frame.maxY) - rules.spacing) < 1e-9)
      #expect(next.frame.minY >= previous.frame.maxY)  // in order, no overlap (rows may touch)
      // Bubbles follow each other too (the chat log's reach 4 pt above their cells).
      #expect(next.bubbleFrame.minY >= previous.bubbleFrame.maxY)
    }
  }

  @Test(arguments: rules) func frames_areTheMeasurementMovedIntoTheContent(_ rules: Rules) throws {
    let conversation = try ConversationFixtures.example()
    let layout = try ConversationLayout(conversation, style: rules.style, viewWidth: Self.viewWidth)
    for (message, cell) in zip(conversation.messages, layout.cells) {
      let measured = try rules.sizer.measure(message, viewWidth: Self.viewWidth)
      let origin = cell.frame.origin
      #expect(cell.frame.size == measured.cellSize)
      #expect(cell.bubbleFrame.origin.x == origin.x + measured.bubbleFrame.minX)
      #expect(cell.bubbleFrame.origin.y == origin.y + measured.bubbleFrame.minY)
      #expect(cell.bubbleFrame.size == measured.bubbleFrame.size)
      #expect(cell.textFrame.origin.x == cell.bubbleFrame.minX + measured.textRect.minX)
      #expect(cell.textFrame.origin.y == cell.bubbleFrame.minY + measured.textRect.minY)
      #expect(cell.textFrame.size == measured.textRect.size)
    }
  }

  /// Where each style puts the leading edge of incoming bubbles and the
  /// trailing edge of outgoing ones in a 375-pt view, from the libraries'
  /// arithmetic: JSQ section 4 + avatar 30 + spacing 2; MessageKit section 8
  /// + avatar 30 + padding 4; SUSI x 8, and V − max(w + 40, V/4 + 8) +
  /// max(w + 34, V/4), between V − 8 and V − 6; the chat log 4 and V − 6;
  /// the self-sizing cell's margin 20.
  static let sides: [(String, Double, ClosedRange<Double>)] = [
    ("jsq", 36, 339...339), ("messagekit", 42, 333...333), ("susi", 8, 367...369), ("chatlog", 4, 369...369),
    ("selfsizing", 20, 355...355),
  ]

  @Test(arguments: sides) func bubbles_incomingLeadOutgoingTrail(
    _ name: String, _ leading: Double, _ trailing: ClosedRange<Double>
  )
    throws
  {
    let rules = try #require(Self.rules.first { $0.name.rawValue == name })
    let conversation = try ConversationFixtures.example()
    let layout = try ConversationLayout(conversation, style: rules.style, viewWidth: Self.viewWidth)
    for (message, cell) in zip(conversation.messages, layout.cells) {
      if message.isOutgoing {
        let maxX = Double(cell.bubbleFrame.maxX)
        #expect(trailing.lowerBound - 1e-9 <= maxX && maxX <= trailing.upperBound + 1e-9, "\(message.id): \(maxX)")
      } else {
        #expect(Double(cell.bubbleFrame.minX) == leading, "\(message.id)")
      }
    }
  }

  @Test func sms_hasOneSide() throws {
    let layout = try ConversationLayout(ConversationFixtures.example(), style: .sms(), viewWidth: Self.viewWidth)
    // The seed draws every bubble at bubble_x = 10.
    #expect(layout.cells.allSatisfy { $0.bubbleFrame.minX == 10 })
  }

  @Test func emptyConversation_isAnError() throws {
    let conversation = try Conversation(jsonData: Data(#"{"me": "u", "messages": []}"#.utf8))
    do {
      _ = try ConversationLayout(conversation, style: .jsq(), viewWidth: 375)
      Issue.record("laid out an empty conversation")
    } catch {
      guard case .noMessages = error else {
        Issue.record("\(error)")
        return
      }
      #expect(error.description == "the conversation has no messages")
    }
  }

  @Test(arguments: [0, -1, .nan, .infinity]) func badViewWidth_isAnError(_ width: Double) {
    let conversation = Conversation(me: "u", messages: [ChatMessage(id: "1", text: "hi", isOutgoing: true)])
    do {
      _ = try ConversationLayout(conversation, style: .messageKit(), viewWidth: width)
      Issue.record("laid out at \(width)")
    } catch {
      guard case .invalidViewWidth = error else {
        Issue.record("\(error)")
        return
      }
    }
  }

  /// A sizer that cannot measure one message.
  struct FailingSizer: BubbleSizing {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "cannot measure" }
    }

    let failingID: String

    func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell {
      guard message.id != failingID else { throw Failure() }
      return MessageCell(
        size: CGSize(width: viewWidth, height: 10), isOutgoing: message.isOutgoing, bubbleFrame: .zero,
        content: .media(CellMedia(kind: .other, frame: .zero)))
    }
  }

  @Test func measurementFailure_namesTheMessage() throws {
    let style = ConversationStyle(
      .jsq, sizer: FailingSizer(failingID: "m03"), sectionInset: .zero, lineSpacing: 0)
    do {
      _ = try ConversationLayout(ConversationFixtures.example(), style: style, viewWidth: 375)
      Issue.record("laid out")
    } catch let error as ConversationLayoutError {
      guard case .measurementFailed(let index, let underlying) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(index == 2)
      #expect(underlying is FailingSizer.Failure)
      #expect(error.description == "messages[2]: cannot measure")
    }
  }

  @Test func tenThousandMessages_stackInOrder() throws {
    let messages = (0..<10_000).map { index in
      ChatMessage(
        id: String(index), text: index.isMultiple(of: 3) ? "ok" : "See you at \(index % 24):00",
        isOutgoing: index.isMultiple(of: 2))
    }
    let layout = try ConversationLayout(Conversation(me: "me", messages: messages), style: .jsq(), viewWidth: 375)
    #expect(layout.cells.count == 10_000)
    var previousMaxY = 0.0
    for cell in layout.cells {
      #expect(Double(cell.frame.minY) > previousMaxY)
      previousMaxY = Double(cell.frame.maxY)
    }
    #expect(Double(layout.contentSize.height) == previousMaxY + 10)
  }
}
