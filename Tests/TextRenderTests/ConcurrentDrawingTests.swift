import EngineFixtures
import FontOracles
import Foundation
import Testing
import TextMeasure
import _TextMeasureSupport

@testable import TextRender

/// Several threads drawing in different fonts at once: each face is drawn
/// under its own FreeType lock, so the threads meet only in the process's
/// table of cairo faces, which has a lock of its own. The fonts come from a
/// new engine, so their faces are new to the table and the threads add
/// them while others read it. The pixels must be one thread's.
@Suite struct ConcurrentDrawingTests {
  @Test func differentFontsOnManyThreads_giveOneThreadsPixels() throws {
    let files = [
      FontFiles.interRegular, FontFiles.interBold, FontFiles.dejaVuSans, FontFiles.notoSans, FontFiles.liberationSans,
      FontFiles.dejaVuSansMono,
    ]
    let measure = { (engine: TextEngine) in
      try files.map { file in
        try TextMeasurer(engine: engine).layout(
          "Drawn on many threads", font: try Font(fileURL: file, size: 15, engine: engine), width: 200)
      }
    }
    let expected = try measure(TextEngine(cacheBudget: 0)).map { try TextDrawingTests.render($0, scale: 1) }
    let layouts = try measure(TextEngine(cacheBudget: 0))
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<12 {
        let index = (thread + round * 4) % layouts.count
        if (try? TextDrawingTests.render(layouts[index], scale: 1)) != expected[index] { wrong.withLock { $0 += 1 } }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
  }

  /// A variable font's instances on many threads, two threads on one
  /// instance at a time: drawing hides each face's axes from cairo under the
  /// face's lock (``CairoVariationShield``), so no thread sees another's
  /// change of the flags, and each instance draws its own outlines.
  @Test func variableFontInstancesOnManyThreads_giveOneThreadsPixels() throws {
    try FontFiles.requireFile(FontFiles.dejaVuVariable)
    let weights = [100.0, 400, 700, 900]
    let measure = { (engine: TextEngine) in
      let font = try Font(fileURL: FontFiles.dejaVuVariable, size: 15, engine: engine)
      return try weights.map { weight in
        try TextMeasurer(engine: engine).layout(
          "Drawn on many threads", font: try font.withVariations(["wght": weight]), width: 200)
      }
    }
    let expected = try measure(TextEngine(cacheBudget: 0)).map { try TextDrawingTests.render($0, scale: 1) }
    #expect(Set(expected.map(\.words)).count == weights.count, "each instance draws its own pixels")
    let layouts = try measure(TextEngine(cacheBudget: 0))
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<12 {
        let index = (thread + round) % layouts.count
        if (try? TextDrawingTests.render(layouts[index], scale: 1)) != expected[index] { wrong.withLock { $0 += 1 } }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
  }
}
