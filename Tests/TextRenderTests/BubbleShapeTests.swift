import Foundation
import Testing
import TextMeasure
import TextRender

/// Bubble outlines: rounded bodies, tails inside the frame, mirroring.
@Suite struct BubbleShapeTests {
  static let blue = RGBAColor(red: 0, green: 0, blue: 1)
  static let opaqueBlue = Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

  /// `shape` filled blue on a transparent 100 × 60 pt canvas at `scale`.
  static func render(_ shape: BubbleShape, scale: Int = 2) throws -> Bitmap {
    var canvas = try Canvas(size: CGSize(width: 100, height: 60), scale: scale)
    canvas.fill(shape, color: blue)
    return try canvas.makeBitmap()
  }

  @Test func body_leavesTheTailsWidthOnItsSide() {
    let frame = CGRect(x: 10, y: 5, width: 80, height: 40)
    #expect(BubbleShape(frame: frame, cornerRadius: 8).body == frame)
    #expect(
      BubbleShape(frame: frame, cornerRadius: 8, tail: .init(side: .right, width: 6)).body
        == CGRect(x: 10, y: 5, width: 74, height: 40))
    #expect(
      BubbleShape(frame: frame, cornerRadius: 8, tail: .init(side: .left, width: 6)).body
        == CGRect(x: 16, y: 5, width: 74, height: 40))
  }

  @Test func roundedRect_fillsItsInsideAndCutsItsCorners() throws {
    let bitmap = try Self.render(
      BubbleShape(frame: CGRect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 10), scale: 2)
    // Inside, on the straight edges (first pixels), and in the centre.
    #expect(bitmap[x: 100, y: 60] == Self.opaqueBlue)
    #expect(bitmap[x: 20, y: 60] == Self.opaqueBlue)
    #expect(bitmap[x: 100, y: 20] == Self.opaqueBlue)
    #expect(bitmap[x: 179, y: 99] == Bitmap.Pixel.clear)  // outside the bottom-right arc
    // The corner pixels lie outside the arcs: a circle of radius 20 px
    // centred 20 px in leaves the corner's first 5 px clear along the diagonal.
    for corner in [(20, 20), (179, 20), (20, 99), (179, 99)] {
      #expect(bitmap[x: corner.0, y: corner.1] == .clear, "corner \(corner)")
    }
    // Outside the frame nothing is drawn.
    let box = try #require(RenderFixtures.inkBox(bitmap))
    #expect(box.x == 20...179)
    #expect(box.y == 20...99)
  }

  @Test func rightTail_reachesTheFramesBottomRightCorner() throws {
    let frame = CGRect(x: 10, y: 10, width: 80, height: 40)
    let bitmap = try Self.render(
      BubbleShape(frame: frame, cornerRadius: 10, tail: .init(side: .right, width: 6, height: 12)), scale: 2)
    let box = try #require(RenderFixtures.inkBox(bitmap))
    #expect(box.x == 20...179)
    #expect(box.y == 20...99)
    // The tail's column (x 84...90 pt) has ink only near the bottom.
    let tailColumn = 2 * 86
    #expect(bitmap[x: tailColumn, y: 2 * 30] == .clear)
    #expect(bitmap[x: tailColumn, y: 2 * 50 - 1].alpha > 0)
    // The body's bottom-right corner is square (the tail grows out of it).
    #expect(bitmap[x: 2 * 84 - 1, y: 2 * 50 - 1] == Self.opaqueBlue)
    // The top-right corner is still round.
    #expect(bitmap[x: 2 * 84 - 1, y: 20] == .clear)
  }

  @Test func leftTail_isTheRightTailMirrored() throws {
    // Frames symmetric about the canvas's centre line (x = 50 pt).
    let right = try Self.render(
      BubbleShape(frame: CGRect(x: 12, y: 10, width: 76, height: 40), cornerRadius: 14, tail: .init(side: .right)))
    let left = try Self.render(
      BubbleShape(frame: CGRect(x: 12, y: 10, width: 76, height: 40), cornerRadius: 14, tail: .init(side: .left)))
    var mirrored = right
    for y in 0..<right.pixelHeight {
      for x in 0..<right.pixelWidth { mirrored[x: x, y: y] = right[x: right.pixelWidth - 1 - x, y: y] }
    }
    // Cairo flattens the mirrored arcs into slightly different polygons: edge
    // pixels may differ by a few per cent of coverage, never more.
    let difference = try left.difference(from: mirrored, tolerance: DiffTolerance(channel: 24))
    #expect(difference.differingPixelCount == 0, "\(difference)")
    #expect(left != right)
  }

  @Test func circle_isInscribedAndCentred() throws {
    var canvas = try Canvas(size: CGSize(width: 40, height: 30), scale: 1)
    canvas.fillCircle(in: CGRect(x: 0, y: 0, width: 40, height: 30), color: Self.blue)
    let bitmap = try canvas.makeBitmap()
    let box = try #require(RenderFixtures.inkBox(bitmap, threshold: 127))
    // Diameter 30 centred at x 20: pixels 5...34 at least half covered.
    #expect(box.x == 5...34)
    #expect(box.y == 0...29)
    #expect(bitmap[x: 20, y: 15] == Self.opaqueBlue)
    #expect(bitmap[x: 5, y: 0] == .clear)
  }
}
