import BubbleLayout
import Foundation

extension ConversationRenderer {
  /// Lays out `conversation` for a view `viewWidth` points wide and writes
  /// its picture to the PNG file at `url` (or to numbered pages), band by
  /// band: memory holds one band of rows, whatever the conversation's length.
  ///
  /// The picture is the one ``render(_:viewWidth:progress:)`` draws (pixel
  /// for pixel, but for a rare pixel of a stretched nine-slice bubble one
  /// level away: see ``Canvas``), without its ``Bitmap`` limits on height: one PNG may have
  /// ``ConversationPNGOptions/maximumPixelHeight`` rows, pages any number of
  /// them. Each row is encoded as soon as its band is drawn. A file is
  /// written beside its destination and renamed over it when complete (all
  /// pages once all are complete), so a failure leaves no partial PNG.
  /// With an opaque background the files are RGB, otherwise RGBA.
  ///
  /// ```swift
  /// let written = try ConversationRenderer(style: .jsq(), scale: 2)
  ///   .writePNG(conversation, viewWidth: 375, to: URL(fileURLWithPath: "chat.png"))
  /// written.pages[0].url   // chat.png
  /// ```
  ///
  /// - Throws: as ``render(_:viewWidth:progress:)`` (except for the
  ///   picture's height); ``RenderError/tooTall(pixelHeight:)`` for a file
  ///   over ``ConversationPNGOptions/maximumPixelHeight`` rows;
  ///   ``RenderError/invalidPageHeight(_:)`` or
  ///   ``RenderError/pageTooShort(pageHeight:index:needed:)``;
  ///   ``RenderError/writeFailed(path:reason:)`` or
  ///   ``RenderError/encodingFailed(_:)`` while writing.
  public func writePNG(
    _ conversation: Conversation, viewWidth: Double, to url: URL,
    options: ConversationPNGOptions = ConversationPNGOptions(), progress: ((Int, Int) -> Void)? = nil
  ) throws -> WrittenConversation {
    let layout = try ConversationLayout(conversation, style: style, viewWidth: viewWidth)
    return try writePNG(
      layout, item: items(of: conversation, laidOutAs: layout), to: url, options: options, progress: progress)
  }

  /// Stacks `count` cells in ``style``'s list and writes their picture as
  /// ``writePNG(_:viewWidth:to:options:progress:)`` does: cells that do not
  /// come from the style's sizer, such as a SUSI exchange's (see
  /// ``render(count:viewWidth:initials:progress:cell:)``). `cell` is asked
  /// for each cell twice, in order: once to stack the cells, once to draw
  /// them, so that memory holds no cell between the two.
  ///
  /// - Throws: as ``writePNG(_:viewWidth:to:options:progress:)``.
  public func writePNG(
    count: Int, viewWidth: Double, to url: URL, options: ConversationPNGOptions = ConversationPNGOptions(),
    initials: (Int) -> String = { _ in "" }, progress: ((Int, Int) -> Void)? = nil,
    cell: (Int) throws -> MessageCell
  ) throws -> WrittenConversation {
    let layout = try ConversationLayout(
      count: count, sectionInset: style.sectionInset, lineSpacing: style.lineSpacing, viewWidth: viewWidth, cell: cell)
    return try writePNG(
      layout,
      item: { index in
        do {
          return Item(cell: try cell(index), initials: initials(index))
        } catch {
          throw ConversationLayoutError.measurementFailed(index: index, underlying: error)
        }
      }, to: url, options: options, progress: progress)
  }

  /// The file of page `number` (from 1) of `count`: `chat.png` → `chat-001.png`.
  public static func pageURL(_ url: URL, number: Int, of count: Int) -> URL {
    let digits = max(3, String(count).count)
    let padded = String(repeating: "0", count: max(0, digits - String(number).count)) + String(number)
    let name = url.deletingPathExtension().lastPathComponent + "-" + padded
    let pathExtension = url.pathExtension.isEmpty ? "png" : url.pathExtension
    return url.deletingLastPathComponent().appendingPathComponent(name).appendingPathExtension(pathExtension)
  }

  /// Writes `layout`'s picture, each cell's item given by `item`.
  private func writePNG(
    _ layout: ConversationLayout, item: (Int) throws -> Item, to url: URL, options: ConversationPNGOptions,
    progress: ((Int, Int) -> Void)?
  ) throws -> WrittenConversation {
    guard options.bandRows > 0 else { throw RenderError.invalidSize(width: 0, height: Double(options.bandRows)) }
    let (pixelWidth, pixelHeight) = try Self.pictureSize(of: layout.contentSize, scale: scale)
    let pages: [ConversationPagination.Page]
    if let pageHeight = options.pageHeight {
      pages = try ConversationPagination.pages(
        of: layout, scale: scale, pixelHeight: pixelHeight, pageHeight: pageHeight)
    } else {
      pages = [(0..<pixelHeight, 0..<layout.cells.count)]
    }
    if let tallest = pages.map(\.rows.count).max(), tallest > ConversationPNGOptions.maximumPixelHeight {
      throw RenderError.tooTall(pixelHeight: tallest)
    }
    let urls = options.pageHeight == nil ? [url] : pages.indices.map { Self.pageURL(url, number: $0 + 1, of: pages.count) }
    let isOpaque = appearance.backgroundColor.alpha >= 1
    // Complete pages wait here, closed, until every page is complete.
    var complete: [PNGFileOutput] = []
    var current: (output: PNGFileOutput, encoder: PNGEncoder)?
    let drawn = try drawBands(
      layout, pageEnds: pages.map(\.rows.upperBound), bandRows: options.bandRows, progress: progress, item: item
    ) { canvas, band in
      if current == nil {
        let page = complete.count
        let output = try PNGFileOutput(replacing: urls[page])
        let encoder = try PNGEncoder(
          pixelWidth: pixelWidth, pixelHeight: pages[page].rows.count, isOpaque: isOpaque,
          compression: options.compression, output: output)
        current = (output, encoder)
      }
      guard let (output, encoder) = current else { return }
      try canvas.withRows { pixels, stride in
        try encoder.write(rows: pixels + band.lowerBound * stride, stride: stride, count: band.count)
      }
      if encoder.rowsWritten == pages[complete.count].rows.count {
        try encoder.finish()
        try output.close()
        complete.append(output)
        current = nil
      }
    }
    for output in complete { try output.commit() }
    return WrittenConversation(
      pages: zip(urls, pages).map { WrittenConversation.Page(url: $0, pixelRows: $1.rows, messages: $1.messages) },
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, layout: layout,
      avatarFrames: drawn.avatarFrames, labelFrames: drawn.labelFrames)
  }
}
