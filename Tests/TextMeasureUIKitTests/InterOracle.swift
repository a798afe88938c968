import FontOracles
import Foundation

/// Numbers for the bundled Inter computed without the engine: hb-shape's
/// advances, the hhea table (for Inter opened from its file; the system
/// font's line heights are San Francisco's: ``SFProLineMetrics``), and a
/// greedy line breaker over spaces.
enum InterOracle {
  /// `ascender − descender + lineGap` of `file` at `size`, from its hhea table.
  static func lineHeight(_ size: Double, file: URL = FontFiles.interRegular) throws -> Double {
    let metrics = try FontFiles.hheaMetrics(file.path, size: size)
    return metrics.ascender - metrics.descender + metrics.lineGap
  }

  /// hb-shape's advance of `text` in `file` at `size`, in points.
  static func width(_ text: String, size: Double, file: URL = FontFiles.interRegular) throws -> Double {
    let upem = Double(try SfntTables(contentsOf: file).head().unitsPerEm)
    return Double(try HBShape.totalAdvance(fontFile: file, text: text)) * size / upem
  }

  /// Greedy first fit over spaces, each candidate line's width from
  /// hb-shape (trailing space excluded): the lines of `text` at most
  /// `width` wide, each with its trailing space, for text whose only break
  /// opportunities are spaces.
  static func lines(_ text: String, size: Double, width: Double) throws -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").map(String.init) {
      let fits = try current.isEmpty || self.width(current + word, size: size) <= width
      if fits {
        current += word + " "
      } else {
        lines.append(current)
        current = word + " "
      }
    }
    lines.append(current)
    return lines
  }

  /// The widest of `lines` at `size`, trailing spaces excluded.
  static func widest(_ lines: [String], size: Double) throws -> Double {
    try lines.map { line in
      try width(String(line.reversed().drop { $0 == " " }.reversed()), size: size)
    }.max() ?? 0
  }
}
