import BubbleLayout
import Foundation
import TextMeasure

/// Draws a laid-out conversation as one tall picture: the background, every
/// bubble, the avatars, the text, the labels (timestamps, names, times)
/// and a placeholder symbol in each media bubble, at a screen scale of 1, 2 or 3.
///
/// ```swift
/// let conversation = try Conversation(jsonData: data)
/// let renderer = ConversationRenderer(style: .jsq(), scale: 2)
/// let picture = try renderer.render(conversation, viewWidth: 375)
/// try picture.bitmap.writePNG(to: URL(fileURLWithPath: "chat.png"))
/// picture.layout.cells[0].bubbleFrame   // where the first bubble is, in points
/// ```
///
/// The picture is the layout's content: ``/BubbleLayout/ConversationLayout/contentSize``
/// × ``scale`` pixels (rounded up), content coordinates mapping to the
/// picture's points. Bubbles that reach outside the content (the chat-log
/// style's first bubble starts 4 points above it) are cut at its edge.
///
/// **The renderer decides nothing about where things go.** Each message's
/// cell is the style's ``/BubbleLayout/MessageCell``
/// (``/BubbleLayout/BubbleSizing/cell(for:viewWidth:)``, asked once per
/// message), drawn as it is: the bubble in its frame, the text's exact
/// ``/TextMeasure/TextLayout`` (never laid out again) at the cell's text
/// origin with its per-line offsets, the media's placeholder
/// (``MediaPlaceholder``, filled with ``ConversationAppearance/mediaColor``)
/// in its frame, a table's grid and texts or a pie chart's slices and
/// legend (SUSI's, from the response's data), an avatar circle with the sender's initials wherever the
/// cell has an avatar frame, each label's layout at its text origin in its
/// own colour, and each accessory's symbol (SUSI's feedback thumbs) in its frame. The appearance gives only colours and outlines.
///
/// **Memory.** The picture is one ``Bitmap``: at most
/// ``Bitmap/maximumPixelsPerSide`` (32 767) pixels a side and
/// ``Bitmap/maximumPixelCount`` (2²⁸) pixels in all, 4 bytes each. A
/// conversation taller than that at the scale (about 16 000 points at 2×)
/// is refused with ``RenderError/tooLarge(pixelWidth:pixelHeight:)`` before
/// anything is drawn. Drawing holds the canvas and, at the end, one copy of
/// it (the bitmap), plus the conversation's cell values.
/// ``writePNG(_:viewWidth:to:options:progress:)`` writes a conversation of
/// any length to PNG files instead, one band of rows in memory at a time.
public struct ConversationRenderer: Sendable {
  /// The style the conversation is laid out in (its sizer also gives the text layouts).
  public var style: ConversationStyle
  /// Colours and outlines.
  public var appearance: ConversationAppearance
  /// Pixels per point: 1, 2 or 3.
  public var scale: Int
  /// Draw line boxes, baselines, text rects and bubble insets over the picture.
  public var debugOverlay: Bool

  /// A renderer for `style`, with the style's default look unless given one.
  public init(
    style: ConversationStyle, appearance: ConversationAppearance? = nil, scale: Int = 2, debugOverlay: Bool = false
  ) {
    self.style = style
    self.appearance = appearance ?? .default(for: style)
    self.scale = scale
    self.debugOverlay = debugOverlay
  }

  /// Lays out `conversation` for a view `viewWidth` points wide and draws it.
  ///
  /// - Parameters:
  ///   - conversation: the participants and messages to draw.
  ///   - viewWidth: the collection view's width, in points.
  ///   - progress: called after each message is drawn with the number drawn
  ///     so far and the total.
  /// - Throws: ``/BubbleLayout/ConversationLayoutError`` (an empty
  ///   conversation, a bad width, a failed measurement),
  ///   ``RenderError/tooLarge(pixelWidth:pixelHeight:)`` past the bitmap's
  ///   limits, ``RenderError/unsupportedScale(_:)``, or the text
  ///   measurement's error.
  public func render(
    _ conversation: Conversation, viewWidth: Double, progress: ((Int, Int) -> Void)? = nil
  ) throws -> RenderedConversation {
    let initials = Self.initials(of: conversation)
    return try render(
      count: conversation.messages.count, viewWidth: viewWidth,
      initials: { initials(conversation.messages[$0]) }, progress: progress
    ) { index in
      try style.sizer.cell(for: style.message(at: index, of: conversation), viewWidth: viewWidth)
    }
  }

  /// Draws `layout`, which must be `conversation` laid out in ``style``
  /// (same messages, same order, its own view width); each message is
  /// measured again for its cell.
  ///
  /// - Throws: ``RenderError`` as ``render(_:viewWidth:progress:)``;
  ///   ``/BubbleLayout/ConversationLayoutError/measurementFailed(index:underlying:)``
  ///   when a text cannot be laid out, or when the counts differ.
  public func render(
    _ layout: ConversationLayout, of conversation: Conversation, progress: ((Int, Int) -> Void)? = nil
  ) throws -> RenderedConversation {
    try draw(layout, progress: progress, item: try items(of: conversation, laidOutAs: layout))
  }

  /// What drawing each message of `conversation` needs, measured when asked
  /// for (an index of `layout`'s cells).
  ///
  /// - Throws: ``/BubbleLayout/ConversationLayoutError/measurementFailed(index:underlying:)``
  ///   when the counts differ.
  func items(of conversation: Conversation, laidOutAs layout: ConversationLayout) throws -> (Int) throws -> Item {
    let messages = conversation.messages
    guard messages.count == layout.cells.count else {
      throw ConversationLayoutError.measurementFailed(
        index: min(messages.count, layout.cells.count),
        underlying: RenderError.drawingFailed(
          "the layout has \(layout.cells.count) cells for \(messages.count) messages"))
    }
    let initials = Self.initials(of: conversation)
    return { index in
      do {
        let cell = try style.sizer.cell(for: style.message(at: index, of: conversation), viewWidth: layout.viewWidth)
        return Item(cell: cell, initials: initials(messages[index]))
      } catch {
        throw ConversationLayoutError.measurementFailed(index: index, underlying: error)
      }
    }
  }

  /// Stacks and draws `count` cells in ``style``'s list (its section inset
  /// and line spacing), asking `cell` for each one once, in order: cells
  /// that do not come from ``/BubbleLayout/ConversationStyle/sizer``, such
  /// as a SUSI exchange's
  /// (``/BubbleLayout/SUSILayout/cell(for:viewWidth:)-(SUSIMessage,_)``):
  ///
  /// ```swift
  /// let messages = SUSIConversation(response).messages
  /// let picture = try ConversationRenderer(style: .susi()).render(count: messages.count, viewWidth: 375) {
  ///   try SUSILayout().cell(for: messages[$0], viewWidth: 375)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - count: how many cells.
  ///   - viewWidth: the collection view's width, in points.
  ///   - initials: what avatar `index` shows (none by default).
  ///   - progress: called after each cell is drawn with the number drawn so far and the total.
  ///   - cell: cell `index`, in the cell's coordinates.
  /// - Throws: as ``render(_:viewWidth:progress:)``.
  public func render(
    count: Int, viewWidth: Double, initials: (Int) -> String = { _ in "" }, progress: ((Int, Int) -> Void)? = nil,
    cell: (Int) throws -> MessageCell
  ) throws -> RenderedConversation {
    var cells: [MessageCell] = []
    cells.reserveCapacity(count)
    let layout = try ConversationLayout(
      count: count, sectionInset: style.sectionInset, lineSpacing: style.lineSpacing, viewWidth: viewWidth
    ) { index in
      let measured = try cell(index)
      cells.append(measured)
      return measured
    }
    return try draw(layout, progress: progress) { index in Item(cell: cells[index], initials: initials(index)) }
  }

  /// Checks that `contentSize` at `scale` fits a ``Bitmap``.
  ///
  /// - Throws: ``RenderError/tooLarge(pixelWidth:pixelHeight:)`` (its
  ///   message names the limits), ``RenderError/invalidSize(width:height:)``
  ///   or ``RenderError/unsupportedScale(_:)``.
  public static func checkSize(_ contentSize: CGSize, scale: Int) throws {
    let pixels = try Bitmap.pixelSize(of: contentSize, scale: scale)
    try Bitmap.validate(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
  }

  /// Up to two initials of a display name: "Ana Ferreira" → "AF", "sam" → "S".
  public static func initials(of name: String) -> String {
    let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" })
    return String(words.prefix(2).compactMap(\.first)).uppercased()
  }

  /// The initials of each sender of `conversation` by its display name,
  /// worked out once per sender.
  static func initials(of conversation: Conversation) -> (ChatMessage) -> String {
    let bySender = Dictionary(
      conversation.messages.map { ($0.sender ?? "", initials(of: conversation.name(of: $0.sender ?? ""))) },
      uniquingKeysWith: { first, _ in first })
    return { bySender[$0.sender ?? ""] ?? "" }
  }

  // MARK: - Drawing

  /// What drawing one cell needs besides its place: the style's cell value,
  /// and the initials its avatar shows.
  struct Item {
    var cell: MessageCell
    var initials: String
  }

  /// Draws every cell of `layout` on one canvas, asking `item` for each
  /// one's message as it goes.
  private func draw(
    _ layout: ConversationLayout, progress: ((Int, Int) -> Void)?, item: (Int) throws -> Item
  ) throws -> RenderedConversation {
    try Self.checkSize(layout.contentSize, scale: scale)
    let rows = try Bitmap.pixelSize(of: layout.contentSize, scale: scale).height
    var bitmap: Bitmap?
    let drawn = try drawBands(layout, pageEnds: [rows], bandRows: rows, progress: progress, item: item) { canvas, _ in
      bitmap = try canvas.makeBitmap()
    }
    guard let bitmap else { preconditionFailure("drawBands emits every row") }
    return RenderedConversation(
      bitmap: bitmap, layout: layout, avatarFrames: drawn.avatarFrames, labelFrames: drawn.labelFrames)
  }

  /// Draws one message's cell placed at `placed` (content coordinates) on
  /// `canvas`: the bubble, the media symbol, the labels, the avatar and the
  /// text, each where the cell value puts it; returns where the avatar and
  /// labels went.
  func drawCell(
    _ item: Item, in placed: ConversationCell, on canvas: inout Canvas, images: inout BubbleImages, avatarFont: Font
  ) throws -> (avatarFrame: CGRect?, labelFrames: [CGRect]) {
    let cell = item.cell
    let origin = placed.frame.origin
    let side = appearance.side(isOutgoing: cell.isOutgoing)
    let fill = cell.media == nil ? side.bubbleColor : appearance.mediaColor
    try drawBubble(
      placed.bubbleFrame, fill: fill, border: side.borderColor, isOutgoing: cell.isOutgoing, on: &canvas,
      images: &images)
    switch cell.content {
    case .media(let media):
      canvas.draw(
        MediaPlaceholder(media.kind, color: appearance.mediaSymbolColor),
        in: media.frame.offsetBy(dx: origin.x, dy: origin.y))
    case .table(let table):
      canvas.draw(
        table.offsetBy(dx: origin.x, dy: origin.y), textColor: side.textColor, gridColor: appearance.tableGridColor)
    case .pieChart(let chart):
      canvas.draw(chart.offsetBy(dx: origin.x, dy: origin.y), colors: appearance.chartColors, textColor: side.textColor)
    case .text:
      break  // drawn last, over the avatar and labels
    }
    for label in cell.labels {
      canvas.draw(
        label.layout, at: CGPoint(x: origin.x + label.textOrigin.x, y: origin.y + label.textOrigin.y),
        color: label.color)
    }
    let labelFrames = cell.labels.map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
    for var accessory in cell.accessories {
      accessory.frame = accessory.frame.offsetBy(dx: origin.x, dy: origin.y)
      canvas.draw(accessory, color: appearance.accessoryColor)
    }
    if let avatarFrame = placed.avatarFrame {
      try canvas.draw(
        Avatar(initials: item.initials, font: avatarFont, backgroundColor: appearance.avatarColor), in: avatarFrame)
    }
    if let text = cell.text {
      canvas.draw(text.offsetBy(dx: origin.x, dy: origin.y), color: side.textColor)
    }
    if debugOverlay { drawOverlay(cell.text, in: placed, on: &canvas) }
    return (placed.avatarFrame, labelFrames)
  }

  /// Fills one bubble in the appearance's outline; a nil fill draws nothing.
  private func drawBubble(
    _ frame: CGRect, fill: RGBAColor?, border: RGBAColor?, isOutgoing: Bool, on canvas: inout Canvas,
    images: inout BubbleImages
  ) throws {
    guard let fill, frame.width > 0, frame.height > 0 else { return }
    let tailSide = appearance.tailSide ?? (isOutgoing ? .right : .left)
    switch appearance.outline {
    case .rounded(let radius, let tailWidth):
      let tail = tailWidth > 0 ? BubbleShape.Tail(side: tailSide, width: tailWidth) : nil
      let shape = BubbleShape(frame: frame, cornerRadius: radius, tail: tail)
      if let border {
        canvas.fill(shape, color: border)
        var inner = shape
        inner.frame = frame.insetBy(dx: 1, dy: 1)
        inner.cornerRadius = max(0, radius - 1)
        canvas.fill(inner, color: fill)
      } else {
        canvas.fill(shape, color: fill)
      }
    case .nineSlice(_, _, let capInsets):
      let image = try images.image()
      canvas.draw(
        image.bitmap, nineSlice: NineSlice(imageSize: image.size, capInsets: capInsets), in: frame,
        mirrored: tailSide == .left, tint: fill)
    }
  }
}

/// A drawn conversation: the picture, the layout it shows and where the
/// avatars and labels went.
public struct RenderedConversation: Sendable {
  /// The picture: the layout's content size × the scale, in pixels (rounded up).
  public var bitmap: Bitmap
  /// The layout drawn: every cell's, bubble's and text's frame in the
  /// picture's points.
  public var layout: ConversationLayout
  /// Each message's avatar frame in points, nil where none is drawn.
  public var avatarFrames: [CGRect?]
  /// Each message's label frames in points (timestamps, names; see
  /// ``/BubbleLayout/CellLabel``), empty where it has none.
  public var labelFrames: [[CGRect]]
}

/// The nine-slice bubble image of an appearance, made once per render at its scale.
struct BubbleImages {
  let appearance: ConversationAppearance
  let scale: Int
  private var cached: (bitmap: Bitmap, size: CGSize)?

  init(appearance: ConversationAppearance, scale: Int) {
    self.appearance = appearance
    self.scale = scale
  }

  /// A white bubble with its tail at the bottom right, big enough for the
  /// cap insets plus a 4-point stretchable middle.
  mutating func image() throws -> (bitmap: Bitmap, size: CGSize) {
    if let cached { return cached }
    guard case .nineSlice(let radius, let tailWidth, let caps) = appearance.outline else {
      throw RenderError.drawingFailed("the appearance has no nine-slice outline")
    }
    let size = CGSize(width: caps.left + caps.right + 4, height: caps.top + caps.bottom + 4)
    var canvas = try Canvas(size: size, scale: scale)
    let tail = tailWidth > 0 ? BubbleShape.Tail(side: .right, width: tailWidth) : nil
    let shape = BubbleShape(frame: CGRect(origin: .zero, size: size), cornerRadius: radius, tail: tail)
    canvas.fill(shape, color: .white)
    let made = (try canvas.makeBitmap(), size)
    cached = made
    return made
  }
}
