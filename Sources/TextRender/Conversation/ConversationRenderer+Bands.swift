import BubbleLayout
import Foundation
import TextMeasure

extension ConversationRenderer {
  /// Where the avatars and labels of every cell went, in content points.
  struct DrawnFrames {
    /// Each cell's avatar frame, nil where none is drawn.
    var avatarFrames: [CGRect?]
    /// Each cell's label frames.
    var labelFrames: [[CGRect]]
  }

  /// How far past its cell's, bubble's and text's frames a cell's ink is
  /// expected, in points: a cell is drawn on every band that comes this
  /// close to those frames. Glyphs that overhang their line (tall
  /// diacritics, emoji) and a bubble's tail reach a few points past them;
  /// ink that reached further would be cut at a band's edge.
  static let inkReach = 32.0

  /// The most rows a band's canvas reaches past the band, up or down, to
  /// hold whole the cells drawn on it (see ``drawBands(_:pageEnds:bandRows:progress:item:emit:)``):
  /// with the band, at most 4 × (512 + 2 × 2048) bytes a pixel of width.
  static let apronRows = 2048

  /// Draws the picture of `layout` (its content size × ``scale`` pixels)
  /// band by band, top to bottom, and hands each band's canvas to `emit`
  /// with the rows of the canvas that are the band.
  ///
  /// A band is at most `bandRows` rows and ends at each of `pageEnds`
  /// (increasing; the last is the picture's height). On each band every cell
  /// whose frames come within ``inkReach`` of it is drawn with `drawCell` in
  /// the cells' order, on the background, on a canvas moved up by a whole
  /// number of rows. The canvas reaches past the band to hold those cells
  /// whole (up to ``apronRows``, and within the picture): a shape's
  /// anti-aliasing depends on where cairo cuts it, so every shape is cut
  /// where a canvas of the whole picture cuts it, and every pixel is the one
  /// that canvas gets (but for a rare pixel of a stretched nine-slice image,
  /// one level away: see ``Canvas``). Each cell's item is asked for once, when the first
  /// band it reaches is drawn, and kept while it reaches further bands.
  ///
  /// - Parameter progress: called the first time each cell is drawn, with
  ///   the number drawn so far and the total.
  /// - Throws: what `item`, drawing or `emit` throws;
  ///   ``RenderError/tooLarge(pixelWidth:pixelHeight:)`` for a band canvas
  ///   past the bitmap's limits.
  func drawBands(
    _ layout: ConversationLayout, pageEnds: [Int], bandRows: Int, progress: ((Int, Int) -> Void)?,
    item: (Int) throws -> Item, emit: (inout Canvas, _ bandRows: Range<Int>) throws -> Void
  ) throws -> DrawnFrames {
    let pixelWidth = try Self.pictureSize(of: layout.contentSize, scale: scale).width
    let reach = layout.cells.map { Self.rows(of: $0, scale: scale, margin: Self.inkReach) }
    // The first row any later cell reaches: cells are asked for in order,
    // so a cell waits for the bands of every cell before it.
    var firstRowFromHere = reach.map(\.lowerBound)
    for index in firstRowFromHere.indices.dropLast().reversed() {
      firstRowFromHere[index] = min(firstRowFromHere[index], firstRowFromHere[index + 1])
    }
    var frames = DrawnFrames(
      avatarFrames: Array(repeating: nil, count: reach.count), labelFrames: Array(repeating: [], count: reach.count))
    var images = BubbleImages(appearance: appearance, scale: scale)
    let avatarFont = Font.systemFont(ofSize: 12)
    let pictureRows = pageEnds.last ?? 0
    var active: [(index: Int, item: Item, isDrawn: Bool)] = []
    var next = 0
    var drawnCount = 0
    var top = 0
    for end in pageEnds {
      while top < end {
        let rows = top..<min(top + bandRows, end)
        active.removeAll { reach[$0.index].upperBound <= rows.lowerBound }
        // The last band asks for every cell left (those reaching below the picture too).
        let isLast = rows.upperBound == pictureRows
        while next < reach.count, isLast || firstRowFromHere[next] < rows.upperBound {
          active.append((next, try item(next), false))
          next += 1
        }
        let reached = active.map { reach[$0.index] }
        let canvasRows =
          max(0, rows.lowerBound - Self.apronRows, min(rows.lowerBound, reached.map(\.lowerBound).min() ?? rows.lowerBound))
          ..< min(pictureRows, rows.upperBound + Self.apronRows, max(rows.upperBound, reached.map(\.upperBound).max() ?? rows.upperBound))
        var canvas = try Canvas(pixelWidth: pixelWidth, rows: canvasRows, scale: scale)
        canvas.fill(appearance.backgroundColor)
        for position in active.indices {
          let index = active[position].index
          let drawn = try drawCell(
            active[position].item, in: layout.cells[index], on: &canvas, images: &images, avatarFont: avatarFont)
          guard !active[position].isDrawn else { continue }
          active[position].isDrawn = true
          frames.avatarFrames[index] = drawn.avatarFrame
          frames.labelFrames[index] = drawn.labelFrames
          drawnCount += 1
          progress?(drawnCount, reach.count)
        }
        try emit(&canvas, (rows.lowerBound - canvasRows.lowerBound)..<(rows.upperBound - canvasRows.lowerBound))
        top = rows.upperBound
      }
    }
    return frames
  }

  /// The whole picture's pixels: the content size × `scale`, rounded up,
  /// of any height a PNG may have (each file's own limit is checked on its
  /// own) and a width a band canvas may have.
  ///
  /// - Throws: as ``Bitmap/init(size:scale:)``, for a height over 2³¹ − 1.
  static func pictureSize(of contentSize: CGSize, scale: Int) throws -> (width: Int, height: Int) {
    try Bitmap.pixelSize(of: contentSize, scale: scale, maximumHeight: PNGEncoder.maximumSide)
  }

  /// The rows of the picture that `cell`'s cell, bubble and text frames
  /// cover, `margin` points further up and down, in whole pixels at `scale`
  /// (with ``inkReach``: the rows its ink may touch).
  static func rows(of cell: ConversationCell, scale: Int, margin: Double) -> Range<Int> {
    let frames = [cell.frame, cell.bubbleFrame, cell.textFrame].filter(\.isFinite)
    let top = (frames.map { Double($0.minY) }.min() ?? 0) - margin
    let bottom = (frames.map { Double($0.maxY) }.max() ?? 0) + margin
    let limit = Double(Int32.max)
    let first = Int(max(-limit, min(limit, (top * Double(scale)).rounded(.down))))
    return first..<max(first, Int(max(-limit, min(limit, (bottom * Double(scale)).rounded(.up)))))
  }
}
