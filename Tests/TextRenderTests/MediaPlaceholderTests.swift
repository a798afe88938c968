import BubbleLayout
import Foundation
import Testing
import TextMeasure
import TextRender

/// Media placeholders: each kind's symbol where its documented fractions of
/// the frame's shorter side put it, and nothing where they leave a hole.
@Suite struct MediaPlaceholderTests {
  /// A 210 × 150 frame (JSQ's photo size) at (10, 10): u = 150, centre (115, 85).
  static let frame = CGRect(x: 10, y: 10, width: 210, height: 150)
  static let grey = RGBAColor.rgb(red: 199, green: 199, blue: 204)

  static func draw(_ kind: MediaPlaceholder.Kind, scale: Int = 1) throws -> Bitmap {
    var canvas = try Canvas(size: CGSize(width: 230, height: 170), scale: scale)
    canvas.fill(Self.grey)
    canvas.draw(MediaPlaceholder(kind), in: Self.frame)
    return try canvas.makeBitmap()
  }

  static func isWhite(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> Bool {
    let p = bitmap[x: Int(x), y: Int(y)]
    return p.red == 255 && p.green == 255 && p.blue == 255
  }

  static func isGrey(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> Bool {
    let p = bitmap[x: Int(x), y: Int(y)]
    return p.red == 199 && p.green == 199 && p.blue == 204
  }

  @Test func video_isADiscWithAPlayTriangleCutOut() throws {
    let bitmap = try Self.draw(.video)
    // Disc radius 0.22u = 33 around (115, 85); the triangle spans x 104.5…131.5.
    #expect(Self.isWhite(bitmap, 115 - 25, 85))  // in the disc, left of the triangle
    #expect(Self.isGrey(bitmap, 115, 85))  // inside the triangle: the hole
    #expect(Self.isGrey(bitmap, 115 + 40, 85))  // outside the disc
  }

  @Test func photo_isAFramedLandscape() throws {
    let bitmap = try Self.draw(.photo)
    // Frame: x 62.5…167.5, y 44.5…125.5, strokes 6; sun at (140.5, 68.5), r 10.5.
    #expect(Self.isWhite(bitmap, 65, 85))  // left stroke
    #expect(Self.isWhite(bitmap, 140.5, 68.5))  // the sun
    #expect(Self.isGrey(bitmap, 80, 60))  // sky
    #expect(Self.isWhite(bitmap, 100, 115))  // the big mountain's foot
  }

  @Test func audio_isAPlayTriangleAndATrack() throws {
    let bitmap = try Self.draw(.audio)
    // a = min(150, 210 / 4) = 52.5: the triangle from x 25.75, 17.85 wide,
    // ±10.5 tall; the track from 57.25 to 204.25, ±2.1.
    #expect(Self.isWhite(bitmap, 30, 85))
    #expect(Self.isWhite(bitmap, 150, 85))
    #expect(Self.isGrey(bitmap, 150, 90))
    #expect(Self.isGrey(bitmap, 210, 85))  // past the track's end
  }

  @Test func location_isAPinWithAHole() throws {
    let bitmap = try Self.draw(.location)
    // Circle r 22.5 around (115, 70), hole r 9, tip at (115, 122.5).
    #expect(Self.isGrey(bitmap, 115, 70))  // the hole
    #expect(Self.isWhite(bitmap, 115 + 15, 70))  // the ring
    #expect(Self.isWhite(bitmap, 115, 110))  // towards the tip
    #expect(Self.isGrey(bitmap, 115, 130))  // below the tip
  }

  @Test func other_isAFrameWithContentBars() throws {
    let bitmap = try Self.draw(.other)
    // Frame x 70…160, y 47.5…122.5, strokes 6; first bar x 85…145, y 65.5…73.
    #expect(Self.isWhite(bitmap, 72, 85))
    #expect(Self.isWhite(bitmap, 100, 69))
    #expect(Self.isGrey(bitmap, 150, 110))
  }

  @Test func chatMessageMedia_mapToKinds() {
    #expect(MediaPlaceholder(media: .photo).kind == .photo)
    #expect(MediaPlaceholder(media: .video).kind == .video)
    #expect(MediaPlaceholder(media: .audio).kind == .audio)
    #expect(MediaPlaceholder(media: .location).kind == .location)
    #expect(MediaPlaceholder(media: .custom(width: 10, height: 10)).kind == .other)
  }
}
