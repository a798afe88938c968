import Foundation
import TextMeasureBatch

extension LayoutReport {
  /// A readable summary: the rect, then one row per line.
  func text() -> String {
    var out = "rect: x \(format(rect.x))  y \(format(rect.y))  width \(format(rect.width))  height \(format(rect.height))\n"
    out += "\(lines.count) line\(lines.count == 1 ? "" : "s")\n"
    for (index, line) in (line_details ?? []).enumerated() {
      let shown = line.text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
      out += String(
        format: "%3d  width %10.4f  height %8.4f  baseline %9.4f  %-12@  \"%@\"\n", index + 1, line.width,
        line.height, line.baseline, line.breakReason, shown)
    }
    return out
  }

  private func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
