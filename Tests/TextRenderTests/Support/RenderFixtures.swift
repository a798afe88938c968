import EngineFixtures
import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// Fonts, ink measurements and artifacts shared by the TextRender tests.
enum RenderFixtures {
  /// Inter with an exact chain (no system fallback): Noto Color Emoji, Noto
  /// Sans Hebrew, Noto Naskh Arabic, Noto Sans CJK JP.
  static func chain(size: Double) throws -> Font {
    let fallbacks = [
      try TestFonts.font(FontFiles.notoColorEmoji, size: size), try TestFonts.font(FontFiles.notoSansHebrew, size: size),
      try TestFonts.font(FontFiles.notoNaskhArabic, size: size), try TestFonts.font(FontFiles.notoSansCJK, size: size),
    ]
    return try TestFonts.font(FontFiles.interRegular, size: size).withCascadeList(fallbacks, systemFallback: false)
  }

  /// The pixels whose alpha is over `threshold`, as a rect of whole pixels
  /// (nil when there are none), within `columns` and `rows` if given.
  static func inkBox(
    _ bitmap: Bitmap, threshold: UInt8 = 0, columns: Range<Int>? = nil, rows: Range<Int>? = nil
  ) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    let columns = (columns ?? 0..<bitmap.pixelWidth).clamped(to: 0..<bitmap.pixelWidth)
    let rows = (rows ?? 0..<bitmap.pixelHeight).clamped(to: 0..<bitmap.pixelHeight)
    var box: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
    for y in rows {
      for x in columns where bitmap[x: x, y: y].alpha > threshold {
        box =
          box.map {
            (min($0.x.lowerBound, x)...max($0.x.upperBound, x), min($0.y.lowerBound, y)...max($0.y.upperBound, y))
          }
          ?? (x...x, y...y)
      }
    }
    return box
  }

  /// Writes `bitmap` as `<name>.png` into the folder named by the
  /// `TEXTRENDER_ARTIFACTS` environment variable, when it is set (to look at
  /// renders by eye; a failing golden leaves its image and difference in
  /// `SNAPSHOT_ARTIFACTS` instead).
  static func writeArtifact(_ bitmap: Bitmap, named name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["TEXTRENDER_ARTIFACTS"] else { return }
    let url = URL(fileURLWithPath: folder, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try bitmap.writePNG(to: url.appendingPathComponent("\(name).png"))
  }
}
