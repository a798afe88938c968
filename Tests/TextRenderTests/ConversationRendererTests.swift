import BubbleLayout
import Foundation
import SUSIResponseReading
import Testing
import TextMeasure
import TextRender

/// `ConversationRenderer`: the picture's size, the bubbles' colours and
/// where the text's ink lies, all checked against the layout's frames.
@Suite("ConversationRenderer")
struct ConversationRendererTests {
  /// The six preset styles.
  static let styles: [ConversationStyle] = [.jsq(), .messageKit(), .susi(), .sms(), .chatLog(), .selfSizing()]
  static let styleNames = styles.map(\.name)

  static func style(_ name: String) -> ConversationStyle { styles.first { $0.name == name }! }

  /// `Examples/conversation.json`.
  static func example() throws -> Conversation {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/conversation.json")
    return try Conversation(jsonData: Data(contentsOf: url))
  }

  /// A pixel's distance from an opaque colour: the largest channel difference.
  static func distance(_ pixel: Bitmap.Pixel, _ color: RGBAColor) -> Int {
    let expected = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    return max(zip(expected, got).map { abs($0 - $1) }.max()!, 255 - Int(pixel.alpha))
  }

  /// The pixels a rect in points touches, clamped to the bitmap.
  static func pixels(of rect: CGRect, in bitmap: Bitmap) -> (x: Range<Int>, y: Range<Int>) {
    let s = Double(bitmap.scale)
    let x0 = max(0, Int((Double(rect.minX) * s).rounded(.down)))
    let y0 = max(0, Int((Double(rect.minY) * s).rounded(.down)))
    let x1 = min(bitmap.pixelWidth, Int((Double(rect.maxX) * s).rounded(.up)))
    let y1 = min(bitmap.pixelHeight, Int((Double(rect.maxY) * s).rounded(.up)))
    return (x0..<max(x0, x1), y0..<max(y0, y1))
  }

  @Test("the picture is the content size × the scale, rounded up", arguments: styleNames, [1, 2, 3])
  func imageSize(styleName: String, scale: Int) throws {
    let conversation = try Self.example()
    let renderer = ConversationRenderer(style: Self.style(styleName), scale: scale)
    let picture = try renderer.render(conversation, viewWidth: 375)
    let size = picture.layout.contentSize
    #expect(picture.bitmap.scale == scale)
    #expect(picture.bitmap.pixelWidth == Int((Double(size.width) * Double(scale)).rounded(.up)))
    #expect(picture.bitmap.pixelHeight == Int((Double(size.height) * Double(scale)).rounded(.up)))
    #expect(picture.layout == (try ConversationLayout(conversation, style: Self.style(styleName), viewWidth: 375)))
  }

  @Test("each text bubble has its side's colour 3 pt left of its text, at mid height", arguments: styleNames)
  func bubbleColours(styleName: String) throws {
    let conversation = try Self.example()
    let renderer = ConversationRenderer(style: Self.style(styleName), scale: 2)
    let picture = try renderer.render(conversation, viewWidth: 375)
    try RenderFixtures.writeArtifact(picture.bitmap, named: "conversation-\(styleName)")
    var checked = 0
    for (message, cell) in zip(conversation.messages, picture.layout.cells) where message.media == nil {
      guard let color = renderer.appearance.side(isOutgoing: message.isOutgoing).bubbleColor else { continue }
      let point = (x: Double(cell.textFrame.minX) - 3, y: Double(cell.bubbleFrame.midY))
      #expect(point.x > Double(cell.bubbleFrame.minX), "\(message.id): no room left of the text")
      let pixel = picture.bitmap[x: Int(point.x * 2), y: Int(point.y * 2)]
      #expect(Self.distance(pixel, color) <= 1, "\(styleName) \(message.id): \(pixel) at \(point) is not \(color)")
      checked += 1
    }
    #expect(checked >= 9)
  }

  @Test("no ink outside the bubbles, avatars and labels; ink inside every text bubble", arguments: styleNames)
  func inkInsideBubbles(styleName: String) throws {
    let conversation = try Self.example()
    let renderer = ConversationRenderer(style: Self.style(styleName), scale: 2)
    let picture = try renderer.render(conversation, viewWidth: 375)
    let bitmap = picture.bitmap
    var allowed = [Bool](repeating: false, count: bitmap.pixelWidth * bitmap.pixelHeight)
    // Label glyphs may overhang their frames by a point (italics, side bearings).
    let labels = picture.labelFrames.joined().map { $0.insetBy(dx: -1, dy: -1) }
    let frames = picture.layout.cells.map(\.bubbleFrame) + picture.avatarFrames.compactMap { $0 } + labels
    for frame in frames {
      let (xs, ys) = Self.pixels(of: frame, in: bitmap)
      for y in ys { for x in xs { allowed[y * bitmap.pixelWidth + x] = true } }
    }
    var stray: [(Int, Int)] = []
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth where !allowed[y * bitmap.pixelWidth + x] {
        if Self.distance(bitmap[x: x, y: y], renderer.appearance.backgroundColor) > 1 { stray.append((x, y)) }
      }
    }
    #expect(stray.isEmpty, "\(styleName): \(stray.count) pixels of ink outside the bubbles, first \(stray.prefix(5))")

    // Every text message leaves ink within its bubble: pixels far from the
    // bubble's colour (the background's where there is no bubble), at
    // least 4 pt inside the frame (clear of the outline's edge).
    for (message, cell) in zip(conversation.messages, picture.layout.cells) where message.media == nil {
      let side = renderer.appearance.side(isOutgoing: message.isOutgoing)
      let paper = side.bubbleColor ?? renderer.appearance.backgroundColor
      let (xs, ys) = Self.pixels(of: cell.bubbleFrame.insetBy(dx: 4, dy: 4), in: bitmap)
      var inked = false
      search: for y in ys {
        for x in xs where Self.distance(bitmap[x: x, y: y], paper) > 100 {
          inked = true
          break search
        }
      }
      #expect(inked, "\(styleName) \(message.id): no text ink in the bubble")
    }
  }

  @Test("the text is drawn from the style's own layout: a text-only picture's ink is inside the text rects")
  func textInkInsideTextRects() throws {
    try Self.expectTextInkInsideTextRects(of: try Self.example(), scale: 2)
  }

  /// Where a message's ink must stay.
  enum InkArea {
    /// Its text rect, widened by a 2 pt glyph overhang and, for text-view
    /// styles, the view's padding 5 and inset 8.
    case textRect
    /// Its bubble's frame: no glyph cut. (Stacked Arabic marks can reach a
    /// few points above the line box, past the text rect but not the bubble.)
    case bubble
  }

  /// Renders `conversation` in every style with transparent bubbles and
  /// background, so only glyphs leave ink, and checks that each message's
  /// ink lies inside `area`.
  static func expectTextInkInsideTextRects(
    of conversation: Conversation, scale: Int, area: InkArea = .textRect,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let factor = Double(scale)
    for var style in Self.styles {
      style.labels = .none  // labels have tests of their own (CellLabelDrawingTests)
      var look = ConversationAppearance.default(for: style)
      look.backgroundColor = RGBAColor(white: 1, alpha: 0)
      let clear = RGBAColor(white: 1, alpha: 0)
      look.incoming.bubbleColor = clear
      look.outgoing.bubbleColor = clear
      look.incoming.borderColor = nil
      look.mediaColor = clear
      look.mediaSymbolColor = clear
      look.accessoryColor = clear
      look.incoming.textColor = .black
      look.outgoing.textColor = .black
      let picture = try ConversationRenderer(style: style, appearance: look, scale: scale).render(
        conversation, viewWidth: 375)
      for (message, cell) in zip(conversation.messages, picture.layout.cells) where message.media == nil {
        guard !message.text.allSatisfy(\.isWhitespace) else { continue }
        let rect = cell.textFrame.insetBy(dx: -2, dy: -2)
        let box = try #require(
          RenderFixtures.inkBox(
            picture.bitmap, threshold: 8,
            columns: Self.pixels(of: cell.bubbleFrame, in: picture.bitmap).x,
            rows: Self.pixels(of: cell.bubbleFrame, in: picture.bitmap).y), "\(style.name) \(message.id): no ink",
          sourceLocation: sourceLocation)
        let ink = CGRect(
          x: Double(box.x.lowerBound) / factor, y: Double(box.y.lowerBound) / factor,
          width: Double(box.x.count) / factor, height: Double(box.y.count) / factor)
        let textArea = style.chatStyle == .chatLog || style.chatStyle == .selfSizing
          ? CGRect(x: rect.minX, y: rect.minY, width: rect.width + 5, height: rect.height + 8) : rect
        let bounds = area == .bubble ? cell.bubbleFrame : textArea
        let inside =
          ink.minX >= bounds.minX && ink.minY >= bounds.minY && ink.maxX <= bounds.maxX && ink.maxY <= bounds.maxY
        #expect(inside, "\(style.name) \(message.id): ink \(ink) outside \(bounds)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("a conversation past the bitmap's limits is refused with tooLarge, naming the limit")
  func tooLarge() throws {
    #expect(throws: RenderError.self) {
      try ConversationRenderer.checkSize(CGSize(width: 375, height: 20_000), scale: 2)
    }
    // 1200 one-line JSQ messages: over 40 000 pt, over 32 767 px at 3×.
    let messages = (0..<1200).map { ChatMessage(id: "\($0)", text: "ok", isOutgoing: $0 % 2 == 0) }
    let conversation = Conversation(me: "me", messages: messages)
    let renderer = ConversationRenderer(style: .jsq(), scale: 3)
    let layout = try ConversationLayout(conversation, style: .jsq(), viewWidth: 375)
    #expect(Double(layout.contentSize.height) * 3 > Double(Bitmap.maximumPixelsPerSide))
    do {
      _ = try renderer.render(layout, of: conversation)
      Issue.record("rendered \(layout.contentSize) at 3×")
    } catch let error as RenderError {
      guard case .tooLarge(let width, let height) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(width == 375 * 3)
      #expect(height == (Double(layout.contentSize.height) * 3).rounded(.up))
      #expect(error.description.contains("32767"))
    }
  }

  @Test("an empty conversation is the layout's error")
  func empty() throws {
    #expect(throws: ConversationLayoutError.self) {
      try ConversationRenderer(style: .jsq()).render(Conversation(me: "me", messages: []), viewWidth: 375)
    }
  }

  @Test("the debug overlay draws over the same-sized picture")
  func debugOverlay() throws {
    let conversation = try Self.example()
    let plain = try ConversationRenderer(style: .messageKit(), scale: 1).render(conversation, viewWidth: 375)
    let overlaid = try ConversationRenderer(style: .messageKit(), scale: 1, debugOverlay: true).render(
      conversation, viewWidth: 375)
    #expect(plain.bitmap.pixelWidth == overlaid.bitmap.pixelWidth)
    #expect(plain.bitmap.pixelHeight == overlaid.bitmap.pixelHeight)
    // The first line's baseline is tinted red where there is no glyph: its start.
    let cell = plain.layout.cells[0]
    let y = Int(Double(cell.textFrame.minY) + 1)
    #expect(plain.bitmap != overlaid.bitmap)
    let x = Int(cell.bubbleFrame.minX + 8)
    #expect(overlaid.bitmap[x: x, y: y] != plain.bitmap[x: x, y: y])
  }

  @Test("a SUSI response draws its query and answers in the susi style")
  func susiResponse() throws {
    let json = #"{"query": "hello", "answers": [{"actions": [{"type": "answer", "expression": "Hi, I'm SUSI"}]}]}"#
    let response = try SUSIResponse(jsonData: Data(json.utf8))
    let renderer = ConversationRenderer(style: .susi(), scale: 2)
    let messages = SUSIConversation(response).messages
    let picture = try renderer.render(count: messages.count, viewWidth: 320) {
      try SUSILayout().cell(for: messages[$0], viewWidth: 320)
    }
    #expect(picture.layout.cells.count == 2)
    #expect(picture.bitmap.pixelWidth == 640)
    #expect(
      picture.bitmap.pixelHeight == Int((Double(picture.layout.contentSize.height) * 2).rounded(.up)))
    let outgoing = picture.layout.cells[0]
    let point = (x: Double(outgoing.textFrame.minX) - 3, y: Double(outgoing.bubbleFrame.midY))
    let pixel = picture.bitmap[x: Int(point.x * 2), y: Int(point.y * 2)]
    #expect(Self.distance(pixel, renderer.appearance.outgoing.bubbleColor!) <= 1)
  }

  @Test("initials: the first letters of up to two words")
  func initials() {
    #expect(ConversationRenderer.initials(of: "Ana Ferreira") == "AF")
    #expect(ConversationRenderer.initials(of: "sam") == "S")
    #expect(ConversationRenderer.initials(of: "Mary Jane Watson") == "MJ")
    #expect(ConversationRenderer.initials(of: "") == "")
  }
}
