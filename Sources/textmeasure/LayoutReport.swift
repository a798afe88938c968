import Foundation
import TextMeasure

/// What the CLI prints for one layout, in the batch contract's field names.
struct LayoutReport: Encodable {
  struct Rect: Encodable {
    var x, y, width, height: Double
  }

  /// One line, for `--json` output.
  struct LineReport: Encodable {
    var text: String
    var range: [Int]
    var width: Double
    var x: Double
    var y: Double
    var height: Double
    var ascent: Double
    var descent: Double
    var leading: Double
    var baseline: Double
    var breakReason: String
    var isTruncated: Bool
    var fonts: [String]
  }

  var id: JSONValue?
  /// Each line's text, trailing whitespace and separator kept: they concatenate to the input.
  var lines: [String]
  /// Each line's used width, trailing whitespace excluded.
  var line_widths: [Double]
  var width: Double
  var height: Double
  var rect: Rect
  var line_details: [LineReport]?

  init(id: JSONValue?, layout: TextLayout, details: Bool) {
    self.id = id
    lines = layout.lines.map(\.text)
    line_widths = layout.lines.map(\.width)
    width = layout.width
    let bounds = layout.boundingRect
    height = Double(bounds.height)
    rect = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
    if details {
      line_details = layout.lines.map { line in
        var fonts: [String] = []
        for run in line.runs where !fonts.contains(run.font.description) { fonts.append(run.font.description) }
        return LineReport(
          text: line.text, range: [line.range.lowerBound, line.range.upperBound], width: line.width,
          x: Double(line.origin.x), y: Double(line.origin.y), height: line.height, ascent: line.ascent,
          descent: line.descent, leading: line.leading, baseline: line.baseline,
          breakReason: line.breakReason.rawValue, isTruncated: line.isTruncated, fonts: fonts)
      }
    }
  }

  /// One line of JSON.
  func json() throws -> String {
    try JSONLine.encode(self)
  }

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
