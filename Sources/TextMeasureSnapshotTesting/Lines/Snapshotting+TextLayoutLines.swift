import SnapshotTesting
import TextMeasure

extension Snapshotting where Value == TextLayout, Format == String {
  /// The layout as text: its size, then one row per line with its UTF-16
  /// range, used width and baseline (in points, to a thousandth), why it
  /// broke (a ``TextMeasure/BreakReason``) and its text, compared line by
  /// line.
  ///
  /// ```swift
  /// assertSnapshot(of: layout, as: .lines)
  /// ```
  ///
  /// gives a `.txt` reference such as
  ///
  /// ```text
  /// size 67.584 × 39.094
  /// 0..<6   width 37.961  baseline 15.393  wordBoundary  "alpha "
  /// 6..<10  width 29.623  baseline 34.939  paragraphEnd  "beta"
  /// ```
  ///
  /// The size row ends with `, truncated` when some text is not shown in
  /// full, and a truncated or clipped line's row with `truncated`.
  public static var lines: Snapshotting {
    SimplySnapshotting.lines.pullback { layout in
      let size = "size \(LineRows.text(of: layout.size))" + (layout.isTruncated ? ", truncated" : "")
      return ([size] + LineRows.rows(of: layout)).joined(separator: "\n") + "\n"
    }
  }
}
