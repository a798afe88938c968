// draw-wait-probe [FONT_FILE]: how long a small draw waits for a large draw
// in the same face on another thread. One thread draws 180 colour emoji at
// 2,000 pt on one line, one glyph run, on a canvas as wide as cairo allows
// (each a glyph cairo scales from Noto Color Emoji's bitmaps, 13 of them on
// the canvas, the others past its edge); once
// it has begun, another draws one emoji at 17 pt, in the same face. Prints
// the large draw's time, the small draw's time while the large one runs,
// and the small draw's time alone (after it), in milliseconds. With the
// face locked for a whole draw the small draw waits for most of the large
// one; locked per glyph, for one glyph at most.
import Foundation
import TextMeasure
import TextRender

/// The probe's inputs and its one drawing step.
enum Probe {
  /// The colour emoji font: the argument, else Debian's Noto Color Emoji.
  static let file = URL(fileURLWithPath: CommandLine.arguments.count > 1
    ? CommandLine.arguments[1] : "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
  /// 180 emoji, U+1F400 to U+1F4B3.
  static let largeText = String(String.UnicodeScalarView((0x1F400..<0x1F4B4).compactMap(Unicode.Scalar.init)))

  /// Draws `text` in ``file`` at `size` points, on one line, on a canvas of
  /// `width` by `height` points.
  static func draw(_ text: String, size: Double, width: Double, height: Double) throws {
    let font = try Font(fileURL: file, size: size).withCascadeList([], systemFallback: false)
    let layout = try TextMeasurer().layout(text, font: font, width: .greatestFiniteMagnitude)
    var canvas = try Canvas(size: CGSize(width: width, height: height), scale: 1)
    canvas.draw(layout, at: .zero, color: .black)
    _ = try canvas.makeBitmap()
  }

  /// `duration` in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  }
}

/// The large draw's time, written by its thread before it signals.
final class LargeDraw: @unchecked Sendable {
  var duration = Duration.zero
}

do {
  let clock = ContinuousClock()
  let started = DispatchSemaphore(value: 0)
  let largeDone = DispatchSemaphore(value: 0)
  let large = LargeDraw()
  Thread.detachNewThread {
    started.signal()
    large.duration = (try? clock.measure { try Probe.draw(Probe.largeText, size: 2_000, width: 32_767, height: 2_048) }) ?? .zero
    largeDone.signal()
  }
  started.wait()
  Thread.sleep(forTimeInterval: 0.2)
  let small = try clock.measure { try Probe.draw("😀", size: 17, width: 32, height: 32) }
  largeDone.wait()
  let alone = try clock.measure { try Probe.draw("😁", size: 17, width: 32, height: 32) }
  print(String(format: "large draw %.0f ms, small draw during it %.1f ms, small draw alone %.1f ms",
    Probe.milliseconds(large.duration), Probe.milliseconds(small), Probe.milliseconds(alone)))
} catch {
  FileHandle.standardError.write(Data("draw-wait-probe: \(error)\n".utf8))
  exit(1)
}
