import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// Bubble cells in JSON: the documented keys (rects `{"x", "y", "width",
/// "height"}`, sizes `{"width", "height"}`), and decoding that gives back an
/// equal value for cells the libraries' rules measured.
@Suite struct CellCodingTests {
  static func object(_ value: some Encodable) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
  }

  static func roundTrip<Value: Codable & Equatable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(value)
    let decoded = try JSONDecoder().decode(Value.self, from: data)
    #expect(decoded == value, sourceLocation: sourceLocation)
    // The same JSON again, byte for byte: every number came back with the same bits.
    #expect(try encoder.encode(decoded) == data, sourceLocation: sourceLocation)
  }

  static let messages = [
    ChatMessage(id: "1", text: "Hello Susi", isOutgoing: false, labels: MessageLabels(cellTop: "Today 10:24")),
    ChatMessage(id: "2", text: "A longer message that wraps onto a second line and then a third one", isOutgoing: true),
    ChatMessage(id: "3", text: "👍", isOutgoing: false),
  ]

  /// A photo: cells of media carry a media frame, not text.
  static let photo = ChatMessage(id: "4", text: "", isOutgoing: true, media: .photo)

  @Test func aBubbleMeasurement_matchesTheExampleWrittenByHand() throws {
    let json = """
      {"text_rect": {"x": 20, "y": 7, "width": 15.5, "height": 21},
       "bubble_frame": {"x": 32, "y": 0, "width": 53, "height": 37},
       "cell_size": {"width": 367, "height": 37}}
      """
    let measurement = BubbleMeasurement(
      textRect: CGRect(x: 20, y: 7, width: 15.5, height: 21), bubbleFrame: CGRect(x: 32, y: 0, width: 53, height: 37),
      cellSize: CGSize(width: 367, height: 37))
    #expect(try JSONDecoder().decode(BubbleMeasurement.self, from: Data(json.utf8)) == measurement)
    let written = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    #expect(NSDictionary(dictionary: try Self.object(measurement)) == written)
  }

  @Test func everyStylesMeasurementsAndCells_decodeToEqualValues() throws {
    for style in ChatStyle.allCases.map(\.conversationStyle) {
      for message in Self.messages + [Self.photo] {
        try Self.roundTrip(try style.sizer.measure(message, viewWidth: 375))
        try Self.roundTrip(try style.sizer.cell(for: message, viewWidth: 375))
      }
    }
  }

  @Test func aCell_hasTextOrMediaAndItsAvatarOnlyWhenShown() throws {
    let text = try Self.object(try JSQBubbleSizer().cell(for: Self.messages[0], viewWidth: 375))
    #expect(Set(text.keys) == ["size", "is_outgoing", "bubble_frame", "text", "avatar_frame", "labels"])
    let placed = try #require(text["text"] as? [String: Any])
    #expect(Set(placed.keys) == ["layout", "frame", "origin", "line_offsets"])
    #expect((text["labels"] as? [Any])?.count == 1)
    let media = try Self.object(try SMSPreset().cell(for: Self.photo, viewWidth: 375))
    #expect(Set(media.keys) == ["size", "is_outgoing", "bubble_frame", "media", "labels"])
    #expect((media["media"] as? [String: Any])?["kind"] as? String == "photo")
  }

  @Test func aCell_withBothOrNeitherOfTextAndMedia_doesNotDecode() throws {
    let cell = try JSONEncoder().encode(try SMSPreset().cell(for: Self.photo, viewWidth: 375))
    var object = try #require(try JSONSerialization.jsonObject(with: cell) as? [String: Any])
    object["media"] = nil
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(MessageCell.self, from: try JSONSerialization.data(withJSONObject: object))
    }
  }

  @Test func aConversationLayout_hasCellsOfFramesAndDecodesEqual() throws {
    let conversation = Conversation(me: "me", messages: Self.messages)
    let layout = try ConversationLayout(conversation, style: .jsq(), viewWidth: 375)
    try Self.roundTrip(layout)
    let object = try Self.object(layout)
    #expect(Set(object.keys) == ["view_width", "cells", "content_size"])
    #expect(object["view_width"] as? Double == 375)
    let cells = try #require(object["cells"] as? [[String: [String: Double]]])
    #expect(cells.count == 3)
    // JSQ's cells have 30 × 30 avatars.
    #expect(Set(cells[0].keys) == ["frame", "bubble_frame", "text_frame", "avatar_frame"])
    #expect(Set(try #require(cells[0]["frame"]).keys) == ["x", "y", "width", "height"])
    // The content ends at the last cell's bottom plus JSQ's bottom section inset (10 points in JSQ's layout).
    let last = try #require(cells.last?["frame"])
    let content = try #require(object["content_size"] as? [String: Double])
    #expect(content["height"] == (try #require(last["y"])) + (try #require(last["height"])) + 10)
  }

  @Test func messageKitCells_ofEveryKindDecodeEqual() throws {
    let layout = MessageKitLayout()
    let kinds: [MessageKitMessageKind] = [
      .text("Hello"), .emoji("👍👍"), .attributedText(AttributedText("Attributed", attributes: TextAttributes(font: .systemFont(ofSize: 15)))),
      .photo(CGSize(width: 640, height: 480)), .video(CGSize(width: 320, height: 240)),
      .location(CGSize(width: 240, height: 240)), .audio(CGSize(width: 160, height: 28)),
    ]
    for kind in kinds {
      let cell = try layout.cellLayout(for: kind, isOutgoing: true, viewWidth: 375)
      try Self.roundTrip(cell)
      let object = try Self.object(cell)
      #expect(Set(try #require(object["kind"] as? [String: Any]).keys).count == 1)
    }
    let photo = try Self.object(try layout.cellLayout(for: .photo(CGSize(width: 640, height: 480)), isOutgoing: false, viewWidth: 375))
    #expect((photo["kind"] as? [String: [String: Double]])?["photo"] == ["width": 640, "height": 480])
    #expect(photo["text_rect"] == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(MessageKitMessageKind.self, from: Data(#"{"text": "a", "emoji": "b"}"#.utf8))
    }
  }

  @Test func smsCells_nameTheirSlicesPositions() throws {
    let cell = try SMSPreset().layout(Self.messages[1])
    try Self.roundTrip(cell)
    let object = try Self.object(cell)
    #expect(
      Set(object.keys) == [
        "text_height", "stretch", "bubble_frame", "fragments", "message_label_frame", "date_label_frame", "row_height",
      ])
    let fragments = try #require(object["fragments"] as? [[String: Any]])
    #expect(fragments.map { $0["position"] as? String } == cell.fragments.map { "\($0.position)" })
    #expect(fragments.allSatisfy { Set($0.keys) == ["position", "source", "destination", "is_mirrored"] })
  }

  @Test func textFits_carryTheirLayout() throws {
    let calculator = JSQBubbleSizeCalculator()
    let fit = try calculator.fitText("Hello there, Susi", isOutgoing: false, collectionViewSize: CGSize(width: 375, height: 667))
    try Self.roundTrip(fit)
    #expect(Set(try Self.object(fit).keys) == ["maximum_text_width", "layout", "size"])
    let size = try calculator.bubbleSize(for: Self.messages[0], collectionViewSize: CGSize(width: 375, height: 667))
    try Self.roundTrip(size)
    #expect(Set(try Self.object(size).keys) == ["bubble", "text"])

    let textView = TextViewModel(font: .systemFont(ofSize: 17))
    let viewFit = try textView.layout("A text view's text", viewWidth: 200)
    try Self.roundTrip(viewFit)
    let object = try Self.object(viewFit)
    #expect(Set(object.keys) == ["layout", "wrap_width", "view_size"])
    // The wrap width is the view's width less the two line fragment paddings (5 points each, TextKit's default).
    #expect(object["wrap_width"] as? Double == 200.0 - 2 * 5)
  }

  @Test func susiMeasurements_writeTheirContentRect() throws {
    let text = try SUSILayout().measure(SUSIMessage(action: .answer(expression: "Hello"), text: "Hello", isFromUser: false), viewWidth: 375)
    try Self.roundTrip(text)
    let object = try Self.object(text)
    #expect(Set(object.keys) == ["type", "cell", "bubble", "content_rect"])
    #expect(Set(try #require(object["content_rect"] as? [String: Double]).keys) == ["x", "y", "width", "height"])
  }

  @Test func cellLabels_decodeEqualWithTheirLayouts() throws {
    let message = ChatMessage(
      id: "1", text: "Hello", isOutgoing: false,
      labels: MessageLabels(cellTop: "Today 6:02 PM", messageTop: "Sam", cellBottom: "Delivered"))
    let labels = try JSQBubbleSizer().cell(for: message, viewWidth: 375).labels
    #expect(labels.map(\.slot) == [.cellTop, .messageTop, .cellBottom])
    for label in labels {
      try Self.roundTrip(label)
      let object = try Self.object(label)
      #expect(Set(object.keys) == ["slot", "layout", "frame", "text_origin", "color"])
      #expect(object["slot"] as? String == "\(label.slot)")
      #expect(Set(try #require(object["color"] as? [String: Double]).keys) == ["red", "green", "blue", "alpha"])
    }
  }
}
