import Foundation
import FuzzSupport
import TextMeasure

/// Laying a text out again at the width it measured gives the same lines:
/// the rule a view sized to its text relies on (it is laid out again at
/// that width).
///
/// It holds where greedy line breaking is monotonic in the width, so only
/// there is it checked: stacked lines (`TextLayoutOptions.Lines.multiple`),
/// none truncated or dropped; no line wider than its limit (a cluster wider than the line
/// spills over, and at its width more text would fit); no indents (the
/// measured width is the lines', not the container's); and no negative
/// kerning or tracking, a font's `trak` table's included (with it a longer
/// line can be narrower, so a width that fits a line need not fit its start).
struct RelayoutCheck {
  let layoutCase: LayoutCase
  let layout: TextLayout
  /// The measurer of the layout.
  let measurer: TextMeasurer

  func run() {
    guard appliesToCase, layout.lines.allSatisfy({ $0.width <= Double(layoutCase.size.width) }) else { return }
    let width = layout.width
    let size = CGSize(width: width, height: layoutCase.size.height)
    let again = Outcome { try measurer.layout(layoutCase.text, constrainedTo: size, options: layoutCase.options) }
    guard let relaid = again.value else {
      return layoutCase.require(false, "laying out again at the measured width \(width) gave \(again)")
    }
    let index = layout.lines.indices.first { index in
      index >= relaid.lines.count || relaid.lines[index].range != layout.lines[index].range
        || relaid.lines[index].width.bitPattern != layout.lines[index].width.bitPattern
    }
    layoutCase.require(
      index == nil && relaid.lines.count == layout.lines.count,
      "at the measured width \(width), limit \(layoutCase.size.width), line \(index ?? layout.lines.count) differs: "
        + "\(Self.summary(relaid.lines, from: index)) instead of \(Self.summary(layout.lines, from: index))")
  }

  /// Two lines from `index` (each range, width and text), for a report.
  private static func summary(_ lines: [Line], from index: Int?) -> String {
    lines.dropFirst(index ?? lines.count).prefix(2).map { "\($0.range) \($0.width) \($0.text.debugDescription)" }
      .joined(separator: ", ")
  }

  /// Whether the options and attributes are ones where the rule holds.
  private var appliesToCase: Bool {
    layoutCase.options.lines == .multiple && !layout.isTruncated
      && layoutCase.allAttributes.allSatisfy { attributes in
        let style = attributes.paragraphStyle
        let fonts = [attributes.font] + attributes.font.cascadeList
        return (attributes.kern ?? 0) >= 0 && (attributes.tracking ?? 0) >= 0
          && fonts.allSatisfy { $0.tableTracking >= 0 } && style.firstLineHeadIndent == 0 && style.headIndent == 0
          && style.tailIndent == 0
      }
  }
}
