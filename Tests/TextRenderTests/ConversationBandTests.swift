import BubbleLayout
import Foundation
import SUSIResponseReading
import Testing
import TextMeasure

@testable import TextRender

/// Conversations written to PNG band by band and in pages: the same pixels
/// as one canvas of the whole picture, whatever the band height.
@Suite struct ConversationBandTests {
  /// A fresh folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The first `count` messages of the bundled example repeated in order,
  /// every other repetition with the sides swapped.
  static func repeatedExample(count: Int) throws -> Conversation {
    let example = try ConversationRendererTests.example()
    let ids = example.participants.map(\.id)
    let messages = (0..<count).map { index in
      var message = example.messages[index % example.messages.count]
      message.id = "m\(index)"
      if index / example.messages.count % 2 == 1 {
        message.isOutgoing.toggle()
        message.sender = message.sender == ids[0] ? ids[1] : ids[0]
      }
      return message
    }
    return Conversation(me: example.me, participants: example.participants, messages: messages)
  }

  /// Rows `rows` of `bitmap` as their own bitmap.
  static func rows(_ rows: Range<Int>, of bitmap: Bitmap) throws -> Bitmap {
    var slice = try Bitmap(
      size: CGSize(width: bitmap.size.width, height: Double(rows.count) / Double(bitmap.scale)), scale: bitmap.scale)
    for y in 0..<rows.count { for x in 0..<bitmap.pixelWidth { slice[x: x, y: y] = bitmap[x: x, y: rows.lowerBound + y] } }
    return slice
  }

  /// How far a band's pixels may be from one canvas's in `style`: none at
  /// all, except in a style whose bubbles are stretched nine-slice images.
  /// Cairo samples those from a matrix it composes with the canvas's
  /// translation in floating point, so a pixel of a stretched edge can
  /// land one level away (5 pixels of 2.6 million in the chat-log style's
  /// example at 2×).
  static func tolerance(_ style: String) -> DiffTolerance {
    guard case .nineSlice = ConversationAppearance.default(for: ConversationRendererTests.style(style)).outline else {
      return .exact
    }
    return DiffTolerance(channel: 1, maximumDifferingShare: 0.000_01)
  }

  /// Expects `actual` to be `expected` within the style's tolerance.
  static func expectSame(
    _ actual: Bitmap, _ expected: Bitmap, style: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let difference = try actual.difference(from: expected, tolerance: tolerance(style))
    #expect(difference.isWithinTolerance, "\(style): \(difference)", sourceLocation: sourceLocation)
  }

  @Test(
    "bands of 7, 37 and 512 rows write the pixels of one canvas, in every style",
    arguments: ConversationRendererTests.styleNames, [7, 37, 512])
  func bandsMatchOneCanvas(style: String, bandRows: Int) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let conversation = try ConversationRendererTests.example()
    let renderer = ConversationRenderer(style: ConversationRendererTests.style(style), scale: 2)
    let whole = try renderer.render(conversation, viewWidth: 375)
    let url = folder.appendingPathComponent("chat.png")
    let written = try renderer.writePNG(
      conversation, viewWidth: 375, to: url, options: ConversationPNGOptions(bandRows: bandRows))
    #expect(written.pages.map(\.url) == [url])
    #expect((written.pixelWidth, written.pixelHeight) == (whole.bitmap.pixelWidth, whole.bitmap.pixelHeight))
    try Self.expectSame(try Bitmap(pngData: Data(contentsOf: url), scale: 2), whole.bitmap, style: style)
    #expect(written.avatarFrames == whole.avatarFrames)
    #expect(written.labelFrames == whole.labelFrames)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chat.png"])
  }

  @Test("the debug overlay and a SUSI response draw the same pixels in bands of 50 rows")
  func overlayAndSUSI() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("chat.png")
    let options = ConversationPNGOptions(bandRows: 50)
    let overlay = ConversationRenderer(style: .messageKit(), scale: 3, debugOverlay: true)
    let conversation = try ConversationRendererTests.example()
    _ = try overlay.writePNG(conversation, viewWidth: 320, to: url, options: options)
    #expect(try Bitmap(pngData: Data(contentsOf: url), scale: 3) == overlay.render(conversation, viewWidth: 320).bitmap)

    let json = #"{"query": "where?", "answers": [{"actions": [{"type": "answer", "expression": "Here"}, "#
      + #"{"type": "map", "latitude": 1, "longitude": 2}, {"type": "anchor", "link": "https://a.b", "text": "a.b"}]}]}"#
    let messages = SUSIConversation(try SUSIResponse(jsonData: Data(json.utf8))).messages
    let renderer = ConversationRenderer(style: .susi(), scale: 2)
    let cell = { (index: Int) in try SUSILayout().cell(for: messages[index], viewWidth: 375) }
    _ = try renderer.writePNG(count: messages.count, viewWidth: 375, to: url, options: options, cell: cell)
    let whole = try renderer.render(count: messages.count, viewWidth: 375, cell: cell).bitmap
    #expect(try Bitmap(pngData: Data(contentsOf: url), scale: 2) == whole)
  }

  @Test("pages are runs of the picture's rows, cut between messages, each at most the page height")
  func pages() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let conversation = try ConversationRendererTests.example()
    for name in ["jsq", "chatlog", "sms"] {
      let style = ConversationRendererTests.style(name)
      let renderer = ConversationRenderer(style: style, scale: 2)
      let whole = try renderer.render(conversation, viewWidth: 375).bitmap
      let written = try renderer.writePNG(
        conversation, viewWidth: 375, to: folder.appendingPathComponent("chat.png"),
        options: ConversationPNGOptions(pageHeight: 500, bandRows: 128))
      #expect(written.pages.count > 2, "\(name)")
      #expect(
        written.pages.map(\.url.lastPathComponent)
          == (1...written.pages.count).map { "chat-" + String(format: "%03d", $0) + ".png" })
      #expect(written.pages.first?.pixelRows.lowerBound == 0)
      #expect(written.pages.last?.pixelRows.upperBound == whole.pixelHeight)
      #expect(written.pages.first?.messages.lowerBound == 0)
      #expect(written.pages.last?.messages.upperBound == conversation.messages.count)
      for (page, next) in zip(written.pages, written.pages.dropFirst()) {
        #expect(page.pixelRows.upperBound == next.pixelRows.lowerBound)
        #expect(page.messages.upperBound == next.messages.lowerBound)
      }
      for page in written.pages {
        #expect(page.pixelRows.count <= 1000, "\(name): \(page.pixelRows)")
        try Self.expectSame(
          try Bitmap(pngData: Data(contentsOf: page.url), scale: 2), Self.rows(page.pixelRows, of: whole), style: name)
        // Each of its messages' frames lies within the page's rows (or past the picture's edge, cut there).
        for index in page.messages {
          let cell = written.layout.cells[index]
          for frame in [cell.frame, cell.bubbleFrame, cell.textFrame] {
            #expect(max(0, Double(frame.minY) * 2) >= Double(page.pixelRows.lowerBound), "\(name) \(index)")
            #expect(
              min(Double(whole.pixelHeight), Double(frame.maxY) * 2) <= Double(page.pixelRows.upperBound),
              "\(name) \(index)")
          }
        }
      }
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
      }
    }
  }

  @Test(
    "a page height that is not positive, not finite or smaller than one message is refused; no file is written",
    arguments: [0, -5, .nan, .infinity, 40])
  func badPageHeight(pageHeight: Double) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = ConversationRenderer(style: .jsq(), scale: 2)
    let conversation = try ConversationRendererTests.example()
    #expect {
      try renderer.writePNG(
        conversation, viewWidth: 375, to: folder.appendingPathComponent("chat.png"),
        options: ConversationPNGOptions(pageHeight: pageHeight))
    } throws: { error in
      switch error as? RenderError {
      case .invalidPageHeight(let height): return height.isNaN ? pageHeight.isNaN : height == pageHeight
      case .pageTooShort(let height, _, let needed): return height == 40 && needed > 40
      default: return false
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test("a page exactly as tall as the tallest message (with the space around it) fits; a point less does not")
  func tightestPage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = ConversationRenderer(style: .jsq(), scale: 1)
    let conversation = try ConversationRendererTests.example()
    let url = folder.appendingPathComponent("chat.png")
    var needed = 0.0
    do {
      _ = try renderer.writePNG(conversation, viewWidth: 375, to: url, options: ConversationPNGOptions(pageHeight: 1))
    } catch RenderError.pageTooShort(_, _, let atLeast) {
      needed = atLeast
    }
    #expect(needed > 1)
    // Raise the page height until every message fits: the error's figure grows to the answer.
    var pageHeight = needed
    var pages: [WrittenConversation.Page] = []
    while pages.isEmpty {
      do {
        pages = try renderer.writePNG(
          conversation, viewWidth: 375, to: url, options: ConversationPNGOptions(pageHeight: pageHeight)
        ).pages
      } catch RenderError.pageTooShort(_, _, let atLeast) {
        #expect(atLeast > pageHeight)
        pageHeight = atLeast
      }
    }
    #expect(pages.map(\.pixelRows.count).max() == Int(pageHeight))
    #expect(throws: RenderError.self) {
      try renderer.writePNG(
        conversation, viewWidth: 375, to: url, options: ConversationPNGOptions(pageHeight: pageHeight - 1))
    }
  }

  @Test("500 messages, taller than one bitmap at 2×, write one PNG; every bubble keeps its size")
  func fiveHundredMessages() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let conversation = try Self.repeatedExample(count: 500)
    let url = folder.appendingPathComponent("chat.png")
    let written = try ConversationRenderer(style: .jsq(), scale: 2).writePNG(conversation, viewWidth: 375, to: url)
    #expect(written.pixelHeight > Bitmap.maximumPixelsPerSide)
    let data = try Data(contentsOf: url)
    let height = data[data.startIndex + 20..<data.startIndex + 24].reduce(0) { $0 << 8 | Int($1) }
    #expect(height == written.pixelHeight)
    // The first 40 messages, laid out on their own, give every bubble's size.
    let short = try ConversationLayout(Self.repeatedExample(count: 40), style: .jsq(), viewWidth: 375)
    for (index, cell) in written.layout.cells.enumerated() {
      #expect(cell.bubbleFrame.size == short.cells[index % 40].bubbleFrame.size, "message \(index)")
    }
  }

  @Test("a PNG over a million rows is refused before anything is written")
  func tooTall() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = (0..<9000).map { ChatMessage(id: "\($0)", text: "ok", isOutgoing: $0 % 2 == 0) }
    let conversation = Conversation(me: "me", messages: messages)
    let layout = try ConversationLayout(conversation, style: .jsq(), viewWidth: 375)
    let rows = Int((Double(layout.contentSize.height) * 3).rounded(.up))
    try #require(rows > ConversationPNGOptions.maximumPixelHeight)
    let renderer = ConversationRenderer(style: .jsq(), scale: 3)
    let url = folder.appendingPathComponent("chat.png")
    #expect(throws: RenderError.tooTall(pixelHeight: rows)) {
      try renderer.writePNG(conversation, viewWidth: 375, to: url)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    #expect(RenderError.tooTall(pixelHeight: rows).description.contains("1000000 rows"))
  }

  @Test("each message is asked for once, however many bands it reaches")
  func eachMessageOnce() throws {
    let conversation = try ConversationRendererTests.example()
    let renderer = ConversationRenderer(style: .chatLog(), scale: 2)
    let layout = try ConversationLayout(conversation, style: renderer.style, viewWidth: 375)
    let items = try renderer.items(of: conversation, laidOutAs: layout)
    let rows = Int((Double(layout.contentSize.height) * 2).rounded(.up))
    var asked = [Int](repeating: 0, count: layout.cells.count)
    var bands = 0
    _ = try renderer.drawBands(layout, pageEnds: [rows / 2, rows], bandRows: 5, progress: nil) { index in
      asked[index] += 1
      return try items(index)
    } emit: { _, _ in bands += 1 }
    #expect(asked == [Int](repeating: 1, count: layout.cells.count))
    #expect(bands == (rows / 2 + 4) / 5 + (rows - rows / 2 + 4) / 5)
  }
}
