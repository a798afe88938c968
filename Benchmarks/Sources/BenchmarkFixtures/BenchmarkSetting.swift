import Foundation
import TextMeasure

/// The headline setting: 17 pt text (1 pt = 1 px) wrapped at 250 pt, in the
/// bundled Inter with the oracle's fallback chain and nothing else. The oracle
/// also uses 14/17/20 px and 120/250/400 px; 17 × 250 is a chat bubble's.
public enum BenchmarkSetting {
  /// The font size in points (pixels at scale 1).
  public static let fontSize = 17.0
  /// The wrap width in points.
  public static let width = 250.0

  /// `Font(name: "Inter", size: 17)` with the fallback files as its cascade
  /// list and no system fallback, so that it sees the same fonts as Pango.
  ///
  /// - Throws: ``TextMeasure/FontError`` when a font file is missing.
  public static func font() throws -> Font {
    try font(primary: .inter)
  }

  /// `primary` (the bundled Inter by name) at 17 pt, with the other fallback
  /// files as its cascade list and no system fallback.
  public static func font(primary: BenchmarkFontFile) throws -> Font {
    let chain = try BenchmarkFontFile.chain(primary: primary).map {
      try Font(fileURL: $0.url, size: fontSize, faceIndex: $0.faceIndex)
    }
    let first = primary == .inter ? try Font(name: "Inter", size: fontSize) : try chain[0].withVariations(primary.variations)
    return first.withCascadeList(Array(chain.dropFirst()), systemFallback: false)
  }
}
