import BubbleLayout

/// Where a conversation's picture is cut into pages: between two messages,
/// at a row that neither one's frames (cell, bubble, text) reach, as few
/// pages as fit in a page's rows (each page is filled greedily, top down).
struct ConversationPagination {
  /// One page: the rows of the whole picture and the messages it holds.
  typealias Page = (rows: Range<Int>, messages: Range<Int>)

  /// The pages of `layout`'s picture at `scale` (`pixelHeight` rows), each
  /// at most `pageHeight` × `scale` rows (rounded down).
  ///
  /// The first page starts at row 0 and the last ends at `pixelHeight`, so
  /// the space above the first message and below the last is on them.
  ///
  /// - Throws: ``RenderError/invalidPageHeight(_:)`` for a page height that
  ///   is not finite and positive; ``RenderError/pageTooShort(pageHeight:index:needed:)``
  ///   when a message (with what lies between it and the nearest cuts) is
  ///   taller than a page.
  static func pages(
    of layout: ConversationLayout, scale: Int, pixelHeight: Int, pageHeight: Double
  ) throws -> [Page] {
    guard pageHeight.isFinite, pageHeight > 0 else { throw RenderError.invalidPageHeight(pageHeight) }
    let pageRows = Int(min(Double(Int32.max), (pageHeight * Double(scale)).rounded(.down)))
    let rows = layout.cells.map { ConversationRenderer.rows(of: $0, scale: scale, margin: 0) }
    // A cut before message i: the first row it or any later message covers,
    // when no earlier message covers that row.
    var cuts: [(row: Int, message: Int)] = []
    var lowestAbove = rows.first.map(\.upperBound) ?? 0
    var firstBelow = rows.map(\.lowerBound)
    for index in firstBelow.indices.dropLast().reversed() {
      firstBelow[index] = min(firstBelow[index], firstBelow[index + 1])
    }
    for index in rows.indices.dropFirst() {
      if lowestAbove <= firstBelow[index], firstBelow[index] > 0, firstBelow[index] < pixelHeight {
        cuts.append((firstBelow[index], index))
      }
      lowestAbove = max(lowestAbove, rows[index].upperBound)
    }
    cuts.append((pixelHeight, rows.count))

    /// The error for a page from `start` to `cut` that does not fit.
    func tooShort(from start: (row: Int, message: Int), to cut: (row: Int, message: Int)) -> RenderError {
      .pageTooShort(
        pageHeight: pageHeight, index: max(start.message, cut.message - 1),
        needed: Double(cut.row - start.row) / Double(scale))
    }
    var pages: [Page] = []
    var start: (row: Int, message: Int) = (0, 0)
    var lastFit: (row: Int, message: Int)?
    for cut in cuts {
      if cut.row - start.row > pageRows {
        guard let fit = lastFit, fit.row > start.row else { throw tooShort(from: start, to: cut) }
        pages.append((start.row..<fit.row, start.message..<fit.message))
        start = fit
        guard cut.row - start.row <= pageRows else { throw tooShort(from: start, to: cut) }
      }
      lastFit = cut
    }
    pages.append((start.row..<pixelHeight, start.message..<rows.count))
    return pages
  }
}
