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
/// **Text is never laid out again.** Each message's text is the exact
/// ``/TextMeasure/TextLayout`` the style measured
/// (``/BubbleLayout/BubbleSizing/textLayout(for:viewWidth:)``), drawn where
/// the style's cell draws its glyphs:
///
/// - `jsq`, `messagekit`, `susi`: at the cell's text frame origin (their
///   text rects already start where the glyphs do);
/// - `chatlog`: 5 points right of and 8 below the text view's frame
///   (UIKit's `lineFragmentPadding` and `textContainerInset`);
/// - `selfsizing`: the text view's line fragment padding and container
///   inset from its frame;
/// - `sms`: the label centres its lines horizontally and the whole text
///   vertically in its frame.
///
/// The layouts are measured at the style's widest text, so a right-to-left
/// line (natural alignment) sits at that width's right edge; it is drawn
/// flush right in the measured text's width instead, as the label or text
/// view sized to the text shows it. Only lines move, never glyphs within one.
///
/// **Labels** are the style's ``/BubbleLayout/CellLabel``s
/// (``/BubbleLayout/BubbleSizing/labels(for:viewWidth:)``) of each message
/// with the labels the style's ``/BubbleLayout/MessageLabelRule`` gives it:
/// the layouts the cell was sized with, drawn at their text origins in
/// their own colours. **Media** bubbles are filled with
/// ``ConversationAppearance/mediaColor`` and show a ``MediaPlaceholder``
/// of their kind (SUSI's maps, images, players and rich content too).
///
/// **Memory.** The picture is one ``Bitmap``: at most
/// ``Bitmap/maximumPixelsPerSide`` (32 767) pixels a side and
/// ``Bitmap/maximumPixelCount`` (2²⁸) pixels in all, 4 bytes each. A
/// conversation taller than that at the scale (about 16 000 points at 2×)
/// is refused with ``RenderError/tooLarge(pixelWidth:pixelHeight:)`` before
/// anything is drawn. Drawing holds the canvas and, at the end, one copy of
/// it (the bitmap), plus one message's text layout at a time.
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
    let layout = try ConversationLayout(conversation, style: style, viewWidth: viewWidth)
    return try render(layout, of: conversation, progress: progress)
  }

  /// Draws `layout`, which must be `conversation` laid out in ``style``
  /// (same messages, same order, its own view width).
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
    let placement = TextPlacement(style.sizer)
    let initials = Dictionary(
      messages.map { ($0.sender ?? "", Self.initials(of: conversation.name(of: $0.sender ?? ""))) },
      uniquingKeysWith: { first, _ in first })
    return { index in
      let message = style.message(at: index, of: conversation)
      do {
        return Item(
          isOutgoing: message.isOutgoing,
          text: message.media == nil ? try style.sizer.textLayout(for: message, viewWidth: layout.viewWidth) : nil,
          media: message.media.map { MediaPlaceholder(media: $0).kind },
          labels: try style.sizer.labels(for: message, viewWidth: layout.viewWidth), placement: placement,
          initials: initials[message.sender ?? ""] ?? "")
      } catch {
        throw ConversationLayoutError.measurementFailed(index: index, underlying: error)
      }
    }
  }

  /// Lays out and draws a SUSI conversation as the SUSI iOS client shows it
  /// (``/BubbleLayout/ConversationLayout/init(_:layout:viewWidth:)``); use a
  /// renderer made with `ConversationStyle.susi(layout)`.
  ///
  /// Text cells (answers, anchors, "Stopped" and the user's query) draw
  /// their text; maps, images, players, cards, tables and charts draw a
  /// placeholder in their bubble.
  ///
  /// - Throws: as ``render(_:viewWidth:progress:)``.
  public func render(
    _ conversation: SUSIConversation, layout susi: SUSILayout = SUSILayout(), viewWidth: Double,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> RenderedConversation {
    let layout = try ConversationLayout(conversation, layout: susi, viewWidth: viewWidth)
    return try draw(layout, progress: progress, item: items(of: conversation, layout: susi, viewWidth: viewWidth))
  }

  /// What drawing each message of a SUSI conversation needs, measured
  /// when asked for.
  func items(
    of conversation: SUSIConversation, layout susi: SUSILayout, viewWidth: Double
  ) -> (Int) throws -> Item {
    let messages = conversation.messages
    return { index in
      let message = messages[index]
      let isText =
        message.isFromUser || (!message.isImage && [.answer, .anchor, .stop].contains(message.action.type))
      guard isText else {
        return Item(
          isOutgoing: message.isFromUser, text: nil, media: Self.placeholderKind(of: message), labels: [],
          placement: .textRectOrigin, initials: "S")
      }
      // SUSILayout measures a text cell's `estimatedFrame` of the text alone;
      // the client shows the query's time in every text bubble.
      let chat = ChatMessage(
        id: String(index), text: message.text, isOutgoing: message.isFromUser,
        labels: MessageLabelRule.susiLabels(date: message.queryDate))
      do {
        return Item(
          isOutgoing: message.isFromUser, text: try susi.textLayout(for: chat, viewWidth: viewWidth), media: nil,
          labels: try susi.labels(for: chat, viewWidth: viewWidth), placement: .textRectOrigin,
          initials: message.isFromUser ? "ME" : "S")
      } catch {
        throw ConversationLayoutError.measurementFailed(index: index, underlying: error)
      }
    }
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

  /// The placeholder of a SUSI message drawn without text: a map, an
  /// image, a player (video and audio both show a thumbnail with a play
  /// button), or content (feeds, tables, charts, the typing indicator).
  static func placeholderKind(of message: SUSIMessage) -> MediaPlaceholder.Kind {
    if message.isImage { return .photo }
    switch message.action.type {
    case .map: return .location
    case .videoPlay, .audioPlay: return .video
    default: return .other
    }
  }

  /// Up to two initials of a display name: "Ana Ferreira" → "AF", "sam" → "S".
  public static func initials(of name: String) -> String {
    let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" })
    return String(words.prefix(2).compactMap(\.first)).uppercased()
  }

  // MARK: - Drawing

  /// What drawing one cell needs besides its frames.
  struct Item {
    var isOutgoing: Bool
    /// The style's layout of the text; nil for media and rich content.
    var text: TextLayout?
    /// The placeholder's symbol for media and rich content.
    var media: MediaPlaceholder.Kind?
    /// The measured labels, in the cell's coordinates.
    var labels: [CellLabel]
    var placement: TextPlacement
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

  /// Draws one message's bubble, media symbol, labels, avatar and text at
  /// `cell`'s frames (content coordinates) on `canvas`; returns where the
  /// avatar and labels went.
  func drawCell(
    _ item: Item, in cell: ConversationCell, on canvas: inout Canvas, images: inout BubbleImages, avatarFont: Font
  ) throws -> (avatarFrame: CGRect?, labelFrames: [CGRect]) {
    let side = appearance.side(isOutgoing: item.isOutgoing)
    let fill = item.text == nil ? appearance.mediaColor : side.bubbleColor
    try drawBubble(
      cell.bubbleFrame, fill: fill, border: side.borderColor, isOutgoing: item.isOutgoing, on: &canvas,
      images: &images)
    if let kind = item.media {
      canvas.draw(MediaPlaceholder(kind, color: appearance.mediaSymbolColor), in: cell.bubbleFrame)
    }
    for label in item.labels {
      let origin = CGPoint(x: cell.frame.minX + label.textOrigin.x, y: cell.frame.minY + label.textOrigin.y)
      canvas.draw(label.layout, at: origin, color: label.color)
    }
    let labelFrames = item.labels.map { $0.frame.offsetBy(dx: cell.frame.minX, dy: cell.frame.minY) }

    var avatarFrame: CGRect?
    if let size = appearance.avatarSize, size.width > 0, size.height > 0 {
      let x = item.isOutgoing ? cell.frame.maxX - size.width : cell.frame.minX
      let frame = CGRect(x: x, y: cell.frame.maxY - size.height, width: size.width, height: size.height)
      try canvas.draw(
        Avatar(initials: item.initials, font: avatarFont, backgroundColor: appearance.avatarColor), in: frame)
      avatarFrame = frame
    }

    if let text = item.text {
      let placed = item.placement.place(text, in: cell.textFrame)
      canvas.draw(text, at: placed.origin, lineShifts: placed.shifts, color: side.textColor)
      if debugOverlay { drawOverlay(text, placed: placed, cell: cell, on: &canvas) }
    } else if debugOverlay {
      drawOverlay(nil, placed: nil, cell: cell, on: &canvas)
    }
    return (avatarFrame, labelFrames)
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
