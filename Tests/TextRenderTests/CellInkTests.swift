import BubbleLayout
import Foundation
import Testing
import TextMeasure
import TextRender

/// The renderer draws each element of a cell inside the frame the cell
/// value gives it. Every style draws the example conversation, labels
/// included, once per element (bubble, avatar, labels, accessories, text) with only
/// that element visible: the others are transparent, or left out of the
/// cell where their colour is not the appearance's (label colours, colour
/// glyphs). The inked pixels must lie inside that element's frames, and
/// every instance of the element must ink its frame's rows, inside the
/// frame. `CorpusRenderingTests` runs the same check over the corpus.
@Suite struct CellInkTests {
  /// What one picture shows.
  enum Element: String, CaseIterable {
    case bubble, avatar, labels, accessories, text
  }

  /// Where a message's text ink must stay.
  enum TextArea {
    /// The text's frame, widened by a 2 pt glyph overhang.
    case textFrame
    /// The bubble (stacked Arabic marks reach above the line box, inside the bubble's padding).
    case bubble
  }

  static let clear = RGBAColor(white: 1, alpha: 0)

  /// The style's look with every colour but `element`'s transparent.
  static func appearance(for style: ConversationStyle, showing element: Element) -> ConversationAppearance {
    var look = ConversationAppearance.default(for: style)
    look.backgroundColor = clear
    if element != .bubble {
      look.incoming.bubbleColor = clear
      look.outgoing.bubbleColor = clear
      look.incoming.borderColor = nil
      look.outgoing.borderColor = nil
      look.mediaColor = clear
      look.mediaSymbolColor = clear
    }
    if element != .avatar { look.avatarColor = clear }
    if element != .accessories { look.accessoryColor = clear }
    look.incoming.textColor = element == .text ? .black : clear
    look.outgoing.textColor = element == .text ? .black : clear
    return look
  }

  /// `cell` as drawn when only `element` shows: labels left out unless
  /// shown (their colours are their own), the text emptied unless shown
  /// (colour glyphs ignore the text colour). Frames and sizes are unchanged.
  static func cell(_ cell: MessageCell, showing element: Element) throws -> MessageCell {
    var drawn = cell
    if element != .labels { drawn.labels = [] }
    if element != .text, var text = cell.text {
      text.layout = try TextMeasurer().layout("", font: .systemFont(ofSize: 17), width: 100)
      text.lineOffsets = Array(repeating: 0, count: text.layout.lines.count)
      drawn.content = .text(text)
    }
    return drawn
  }

  /// The frames `element` may ink in `cell`, in the cell's coordinates.
  static func frames(of element: Element, in cell: MessageCell, textArea: TextArea) -> [CGRect] {
    switch element {
    case .bubble: [cell.bubbleFrame] + (cell.media.map { [$0.frame] } ?? [])
    case .avatar: cell.avatarFrame.map { [$0] } ?? []
    case .accessories: cell.accessories.map(\.frame)
    // Label glyphs may overhang their frames by a point (italics, side bearings).
    case .labels: cell.labels.map { $0.frame.insetBy(dx: -1, dy: -1) }
    case .text:
      switch textArea {
      case .textFrame: cell.text.map { [$0.frame.insetBy(dx: -2, dy: -2)] } ?? []
      case .bubble: cell.text == nil ? [] : [cell.bubbleFrame]
      }
    }
  }

  /// The frames each instance of `element` must leave ink in: every bubble `look` fills (the
  /// self-sizing seed's incoming bubbles have no colour) and every media bubble, every avatar, every
  /// label with visible text, every text that is not all whitespace.
  static func inkedFrames(of element: Element, in cell: MessageCell, look: ConversationAppearance) -> [CGRect] {
    switch element {
    case .bubble:
      look.side(isOutgoing: cell.isOutgoing).bubbleColor != nil || cell.media != nil ? [cell.bubbleFrame] : []
    case .avatar: cell.avatarFrame.map { [$0] } ?? []
    // The thumbs share their rows: the row's ink must stay within both, side by side.
    case .accessories: cell.accessories.isEmpty ? [] : [cell.accessories.map(\.frame).reduce(CGRect.null) { $0.union($1) }]
    case .labels: cell.labels.filter { !$0.layout.text.string.allSatisfy(\.isWhitespace) }.map(\.frame)
    case .text:
      cell.text.flatMap { $0.layout.text.string.allSatisfy(\.isWhitespace) ? nil : [$0.frame] } ?? []
    }
  }

  /// `rect` in content coordinates as the pixel box it covers, clamped to the bitmap.
  static func pixels(of rect: CGRect, in bitmap: Bitmap) -> (x: Range<Int>, y: Range<Int>) {
    ConversationRendererTests.pixels(of: rect, in: bitmap)
  }

  /// Renders `conversation` in `style` once per element and checks each picture's ink.
  static func expectInkInsideFrames(
    of conversation: Conversation, style: ConversationStyle, textArea: TextArea, scale: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let viewWidth = 375.0
    let cells = try conversation.messages.indices.map {
      try style.sizer.cell(for: style.message(at: $0, of: conversation), viewWidth: viewWidth)
    }
    for element in Element.allCases {
      let renderer = ConversationRenderer(
        style: style, appearance: appearance(for: style, showing: element), scale: scale)
      let picture = try renderer.render(
        count: cells.count, viewWidth: viewWidth,
        initials: {
          element == .avatar
            ? ConversationRenderer.initials(of: conversation.name(of: conversation.messages[$0].sender ?? "")) : ""
        }
      ) { try cell(cells[$0], showing: element) }
      let bitmap = picture.bitmap
      let origins = picture.layout.cells.map(\.frame.origin)
      let placed = { (rect: CGRect, index: Int) in rect.offsetBy(dx: origins[index].x, dy: origins[index].y) }
      let context = "\(style.name) \(element.rawValue)"

      // No ink outside the element's frames.
      var allowed = [Bool](repeating: false, count: bitmap.pixelWidth * bitmap.pixelHeight)
      for (index, cell) in cells.enumerated() {
        for frame in frames(of: element, in: cell, textArea: textArea) {
          let (xs, ys) = pixels(of: placed(frame, index), in: bitmap)
          for y in ys { for x in xs { allowed[y * bitmap.pixelWidth + x] = true } }
        }
      }
      var stray: [(x: Int, y: Int)] = []
      for y in 0..<bitmap.pixelHeight {
        for x in 0..<bitmap.pixelWidth where !allowed[y * bitmap.pixelWidth + x] && bitmap[x: x, y: y].alpha > 8 {
          stray.append((x, y))
        }
      }
      #expect(
        stray.isEmpty, "\(context): \(stray.count) pixels of ink outside, first \(stray.prefix(5))",
        sourceLocation: sourceLocation)

      // Each instance inks its frame's rows, inside the frame's columns.
      for (index, cell) in cells.enumerated() {
        let area = frames(of: element, in: cell, textArea: textArea)
        for frame in inkedFrames(of: element, in: cell, look: renderer.appearance) {
          let rows = pixels(of: placed(frame, index), in: bitmap).y
          let box = RenderFixtures.inkBox(bitmap, threshold: 8, rows: rows)
          #expect(box != nil, "\(context) \(index): no ink in \(frame)", sourceLocation: sourceLocation)
          guard let box else { continue }
          let columns = (area + [frame]).map { pixels(of: placed($0, index), in: bitmap).x }
          let inside = columns.contains { $0.contains(box.x.lowerBound) && $0.contains(box.x.upperBound) }
          #expect(
            inside, "\(context) \(index): ink columns \(box.x) outside \(columns)", sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test(arguments: ConversationRendererTests.styleNames)
  func exampleConversation_eachElementInksOnlyItsFrames(styleName: String) throws {
    try Self.expectInkInsideFrames(
      of: try ConversationRendererTests.example(), style: ConversationRendererTests.style(styleName),
      textArea: .textFrame, scale: 2)
  }
}
