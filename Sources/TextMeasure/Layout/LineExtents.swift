import Foundation

/// What the bounding rect needs from the lines, gathered as they are set:
/// the widest line's width, the first line's indent and metrics, and whether
/// every width is finite. Both ``TextLayoutBuilder/build()`` and
/// ``TextLayoutBuilder/boundingRect()`` compute the rect from this, so the
/// two agree by construction.
struct LineExtents: LineSink {
  /// The first line's head indent, ascent and fragment height.
  private(set) var first: (indent: Double, ascent: Double, height: Double)?
  /// The widest of the lines before the last (`nil` while there are none).
  private var widestBeforeLast: Double?
  private var last: (width: Double, isFirst: Bool)?
  private var widthsBeforeLastAreFinite = true

  mutating func begin(_ paragraph: LineAssembler) {}

  @inline(__always)
  mutating func add(_ line: LineSetting) {
    if let last {
      widestBeforeLast = widestBeforeLast.map { last.width > $0 ? last.width : $0 } ?? last.width
      widthsBeforeLastAreFinite = widthsBeforeLastAreFinite && last.width.isFinite
    }
    if first == nil { first = (line.indent, line.metrics.ascent, line.metrics.fragmentHeight) }
    last = (line.width, last == nil)
  }

  mutating func replaceLast(with line: LineSetting, of paragraph: LineAssembler) {
    guard let replaced = last else { return }
    if replaced.isFirst { first = (line.indent, line.metrics.ascent, line.metrics.fragmentHeight) }
    last = (line.width, replaced.isFirst)
  }

  /// The widest line's width (the first of equal ones, as `max()` picks), 0 without lines.
  var widest: Double {
    guard let last else { return 0 }
    guard let widestBeforeLast else { return last.width }
    return last.width > widestBeforeLast ? last.width : widestBeforeLast
  }

  /// Whether every line's width is finite.
  var widthsAreFinite: Bool { widthsBeforeLastAreFinite && (last?.width.isFinite ?? true) }
}
