import Foundation
import TextMeasure

/// A layout's lines as text, one row per line: its UTF-16 range, width,
/// baseline, why it broke, and its text quoted as a Swift literal
/// (`"…\n"`), the columns aligned:
///
/// ```text
/// 0..<6   width 43.611  baseline 16.469  wordBoundary  "alpha "
/// 6..<10  width 36.222  baseline 37.043  paragraphEnd  "beta"
/// ```
///
/// A truncated or clipped line ends with `truncated`.
enum LineRows {
  /// The rows of `layout`'s lines, each prefixed by `indent`.
  static func rows(of layout: TextLayout, indent: String = "") -> [String] {
    let columns = layout.lines.map { line in
      [
        "\(line.range.lowerBound)..<\(line.range.upperBound)", "width \(SnapshotNumber.text(line.width))",
        "baseline \(SnapshotNumber.text(line.baseline))", line.breakReason.rawValue,
        line.text.debugDescription + (line.isTruncated ? " truncated" : ""),
      ]
    }
    let widths = (0..<4).map { column in columns.map { $0[column].count }.max() ?? 0 }
    return columns.map { row in
      indent
        + zip(row, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
        .joined(separator: "  ") + "  " + row[4]
    }
  }

  /// `rect` as `x 8 y 10 width 120 height 40`.
  static func text(of rect: CGRect) -> String {
    "x \(SnapshotNumber.text(Double(rect.minX))) y \(SnapshotNumber.text(Double(rect.minY))) "
      + "width \(SnapshotNumber.text(Double(rect.width))) height \(SnapshotNumber.text(Double(rect.height)))"
  }

  /// `size` as `240 × 61.5`.
  static func text(of size: CGSize) -> String {
    "\(SnapshotNumber.text(Double(size.width))) × \(SnapshotNumber.text(Double(size.height)))"
  }
}
