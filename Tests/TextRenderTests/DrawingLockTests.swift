import CCairo
import FontOracles
import Foundation
import Testing
import TextMeasure
import _TextMeasureSupport

@testable import TextRender

/// A draw holds a face's lock for one group of overlapping glyphs at a
/// time, never for a whole run, and drawing by groups gives the pixels of
/// one `cairo_show_glyphs` call for the whole run.
///
/// The lock check is structural, not timed: between two groups of a draw,
/// another thread takes the face's lock (`Font.withFreeTypeFace`) and lets
/// it go while the drawing thread waits for it. A draw that still held the
/// lock there would keep that thread waiting until the draw ends. The wait
/// is bounded only so that such a draw fails the test instead of hanging
/// it: two minutes, far beyond what taking a free lock takes on any machine.
@Suite struct DrawingLockTests {
  /// How long the drawing thread waits for the other thread's turn.
  static let deadlockBound = DispatchTimeInterval.seconds(120)

  /// A run of four inked glyphs, spaces between them so that their ink
  /// cannot overlap, in `file` at 40 pt.
  static func spacedRun(in file: URL) throws -> (GlyphRun, Font) {
    let engine = TextEngine(cacheBudget: 0)
    let text = file == FontFiles.notoColorEmoji ? "😀 😁 😂 🤣" : "a b c d"
    let font = try Font(fileURL: file, size: 40, engine: engine).withCascadeList([], systemFallback: false)
    let layout = try TextMeasurer(engine: engine).layout(text, font: font, width: .greatestFiniteMagnitude)
    return (try #require(layout.lines.first?.runs.first), font)
  }

  @Test(arguments: [FontFiles.notoColorEmoji, FontFiles.dejaVuSans])
  func betweenTwoGlyphsOfADraw_anotherThreadTakesTheFace(file: URL) throws {
    try FontFiles.requireFile(file)
    let (run, font) = try Self.spacedRun(in: file)
    let context = CairoContext(surface: ImageSurface(pixelWidth: 400, pixelHeight: 80), scale: 1)
    var turns: [DispatchTimeoutResult] = []
    context.show(run, in: run.glyphs.indices, baselineOrigin: CGPoint(x: 10, y: 60), color: .black) {
      let tookTheFace = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        _ = font.withFreeTypeFace { _ in }
        tookTheFace.signal()
      }
      turns.append(tookTheFace.wait(timeout: .now() + Self.deadlockBound))
    }
    // Four inked glyphs apart from one another: three points between them.
    #expect(turns == Array(repeating: .success, count: 3))
  }

  /// A run's glyph groups and its pixels drawn three ways: by groups (as
  /// a draw does), in one `cairo_show_glyphs` call for the whole run (as
  /// cairo draws a run), and one call per glyph.
  struct ThreeDraws {
    var groups: [[cairo_glyph_t]]
    /// The width of the widest group's ink box, in device pixels.
    var widestGroup: Double
    var byGroups: Bitmap
    var oneCall: Bitmap
    var glyphByGlyph: Bitmap

    /// `text` in `file` at `size` points, its baseline `baseline` points
    /// down a canvas of `pixelWidth` by `pixelHeight` pixels at `scale`.
    init(
      _ text: String, in file: URL, size: Double = 15, baseline: Double = 20.6, scale: Int = 2,
      pixelWidth: Int = 600, pixelHeight: Int = 60
    ) throws {
      let engine = TextEngine(cacheBudget: 0)
      let font = try Font(fileURL: file, size: size, engine: engine).withCascadeList([], systemFallback: false)
      let layout = try TextMeasurer(engine: engine).layout(text, font: font, width: .greatestFiniteMagnitude)
      let run = try #require(layout.lines.first?.runs.first)
      let origin = CGPoint(x: 4.3, y: baseline)
      let context = { CairoContext(surface: ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight), scale: scale) }

      let byGroups = context()
      byGroups.show(run, in: run.glyphs.indices, baselineOrigin: origin, color: .black)
      let drawable = byGroups.drawableGlyphGroups(of: run, in: run.glyphs.indices, baselineOrigin: origin)
      groups = drawable.map(\.glyphs)
      widestGroup = drawable.compactMap(\.box).map { $0.maxX - $0.minX }.max() ?? 0
      let glyphs = groups.flatMap { $0 }
      let oneCall = context()
      oneCall.withFont(of: run) { locked in
        oneCall.setSource(.black)
        locked { _, _ in cairo_show_glyphs(oneCall.context, glyphs, Int32(glyphs.count)) }
      }
      let glyphByGlyph = context()
      glyphByGlyph.withFont(of: run) { locked in
        glyphByGlyph.setSource(.black)
        for var glyph in glyphs { locked { _, _ in cairo_show_glyphs(glyphByGlyph.context, &glyph, 1) } }
      }
      self.byGroups = try byGroups.bitmap()
      self.oneCall = try oneCall.bitmap()
      self.glyphByGlyph = try glyphByGlyph.bitmap()
    }
  }

  /// Overlapping glyphs (Arabic letters joined, a letter and its stacked
  /// marks, kerned capitals, emoji whose bitmaps touch at a small size)
  /// drawn by groups give the bytes of the whole run drawn in one call.
  @Test(arguments: [
    (FontFiles.notoNaskhArabic, "بسم الله الرحمن الرحيم"),
    (FontFiles.dejaVuSans, "e\u{301}\u{302}\u{323} AVAWAY fiffl"),
    (FontFiles.notoColorEmoji, "😀😁😂 🤣👍🏽👨‍👩‍👧"),
  ])
  func drawingByGroups_givesTheBytesOfOneCall(file: URL, text: String) throws {
    try FontFiles.requireFile(file)
    let draws = try ThreeDraws(text, in: file)
    // The sample overlaps somewhere, is not all one group, and is drawn.
    #expect(draws.groups.contains { $0.count > 1 })
    #expect(draws.groups.count > 1)
    #expect(draws.oneCall != (try Bitmap(size: draws.oneCall.size, scale: 2)))
    #expect(draws.byGroups == draws.oneCall)
  }

  /// A group of overlapping glyphs wider than a strip is composited strip
  /// by strip, with the bytes of one call: emoji at 200 pt, whose bitmaps
  /// reach into their neighbours' (four make one group about a thousand
  /// pixels wide), and kerned capitals at 400 pt.
  @Test(arguments: [
    (FontFiles.notoColorEmoji, "😀😁😂🤣", 200.0),
    (FontFiles.dejaVuSans, "AVA", 400.0),
  ])
  func aWideGroupDrawnInStrips_givesTheBytesOfOneCall(file: URL, text: String, size: Double) throws {
    try FontFiles.requireFile(file)
    let draws = try ThreeDraws(
      text, in: file, size: size, baseline: 220.6, scale: 1, pixelWidth: 1_100, pixelHeight: 300)
    #expect(draws.widestGroup > Double(CairoContext.stripWidth))
    #expect(draws.byGroups == draws.oneCall)
  }

  /// Why glyphs that overlap are drawn in one call: cairo adds their
  /// coverage in one mask, so joined Arabic letters drawn one call each
  /// come out darker where they meet.
  @Test func drawingJoinedArabicGlyphByGlyph_changesPixels() throws {
    try FontFiles.requireFile(FontFiles.notoNaskhArabic)
    let draws = try ThreeDraws("بسم الله الرحمن الرحيم", in: FontFiles.notoNaskhArabic)
    #expect(draws.glyphByGlyph != draws.oneCall)
  }
}
