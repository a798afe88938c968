import SnapshotTesting
import TextMeasure

extension Snapshotting where Value == TextLayout, Format == String {
  /// The layout as text: its size, then one row per line with its UTF-16
  /// range, used width and baseline (in points, to a thousandth), why it
  /// broke (a `BreakReason`) and its text, compared line by
  /// line.
  ///
  /// ```swift
  /// assertSnapshot(of: layout, as: .lines)
  /// ```
  ///
  /// gives a `.txt` reference such as this one, for `"alpha beta"` in the
  /// system font at 17 points, 60 points wide:
  ///
  /// ```text
  /// size 43.611 × 41.148
  /// 0..<6   width 43.611  baseline 16.469  wordBoundary  "alpha "
  /// 6..<10  width 36.222  baseline 37.043  paragraphEnd  "beta"
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
