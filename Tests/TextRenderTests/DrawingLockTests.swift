import FontOracles
import Foundation
import Testing
import TextMeasure
import _TextMeasureSupport

@testable import TextRender

/// A draw never holds the lock measuring takes on a face: cairo draws with
/// a FreeType face of the renderer's own, which it locks one glyph at a
/// time, so a long draw cannot stall the face's other users.
///
/// The check is structural, not timed: one thread holds the engine's lock
/// on the face (`Font.withFreeTypeFace`) from before a draw on another
/// thread begins until after it ends. A draw that took that lock, for a
/// glyph or for the whole draw, could not end while it is held. The wait
/// for the draw is bounded only so that such a draw fails the test instead
/// of hanging it: two minutes, far beyond what drawing four glyphs takes on
/// any machine.
@Suite struct DrawingLockTests {
  /// How long the lock holder waits for the draw before giving up.
  static let deadlockBound = DispatchTimeInterval.seconds(120)

  @Test(arguments: [FontFiles.notoColorEmoji, FontFiles.dejaVuSans])
  func aDrawInAFace_endsWhileAnotherThreadHoldsTheFace(file: URL) throws {
    try FontFiles.requireFile(file)
    let engine = TextEngine(cacheBudget: 0)
    let text = file == FontFiles.notoColorEmoji ? "😀😁😂🤣" : "Drawn meanwhile"
    let font = try Font(fileURL: file, size: 40, engine: engine).withCascadeList([], systemFallback: false)
    let layout = try TextMeasurer(engine: engine).layout(text, font: font, width: 400)
    // The same layout in a face of another engine, drawn with nothing held: the pixels to expect.
    let otherEngine = TextEngine(cacheBudget: 0)
    let expected = try TextDrawingTests.render(
      try TextMeasurer(engine: otherEngine).layout(
        text, font: try Font(fileURL: file, size: 40, engine: otherEngine).withCascadeList([], systemFallback: false),
        width: 400),
      scale: 1)

    let drawn = Locked<Bitmap?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let outcome = font.withFreeTypeFace { _ in
      Thread.detachNewThread {
        let bitmap = try? TextDrawingTests.render(layout, scale: 1)
        drawn.withLock { $0 = bitmap }
        finished.signal()
      }
      return finished.wait(timeout: .now() + Self.deadlockBound)
    }
    if outcome != .success { finished.wait() }
    #expect(outcome == .success, "the draw waited for the lock the engine holds on its face")
    #expect(drawn.withLock { $0 } == expected)
  }
}
