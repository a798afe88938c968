import FontOracles
import Foundation
import Testing

import TextMeasure

/// The engine's fonts for the files in ``FontFiles`` (what needs TextMeasure;
/// the paths, `requireFile`, `tables` and `samePath` are in FontOracles).
public enum TestFonts {
  /// The engine's font for face `faceIndex` of `url` at `size`.
  public static func font(
    _ url: URL, size: Double, faceIndex: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Font {
    try FontFiles.requireFile(url, sourceLocation: sourceLocation)
    return try Font(fileURL: url, size: size, faceIndex: faceIndex)
  }
}
