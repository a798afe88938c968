import Foundation

/// What the bounding rect needs from the lines, gathered as they are set:
/// the widest line's width, the first line's indent and metrics, and whether
/// every line's numbers are finite. Both ``TextLayoutBuilder/build()`` and
/// ``TextLayoutBuilder/boundingRect()`` compute the rect from this, so the
/// two agree by construction.
struct LineExtents: LineSink {
  /// The first line's head indent, ascent and fragment height.
  private(set) var first: (indent: Double, ascent: Double, height: Double)?
  /// The widest of the lines before the last (`nil` while there are none).
  private var widestBeforeLast: Double?
  /// The last line's width, whether its numbers are finite, and whether it is the first.
  private var last: (width: Double, isFinite: Bool, isFirst: Bool)?
  private var linesBeforeLastAreFinite = true

  mutating func begin(_ paragraph: LineAssembler) {}

  @inline(__always)
  mutating func add(_ line: LineSetting) {
    if let last {
      widestBeforeLast = widestBeforeLast.map { last.width > $0 ? last.width : $0 } ?? last.width
      linesBeforeLastAreFinite = linesBeforeLastAreFinite && last.isFinite
    }
    if first == nil { first = (line.indent, line.metrics.ascent, line.metrics.fragmentHeight) }
    last = (line.width, Self.isFinite(line), last == nil)
  }

  mutating func replaceLast(with line: LineSetting, of paragraph: LineAssembler) {
    guard let replaced = last else { return }
    if replaced.isFirst { first = (line.indent, line.metrics.ascent, line.metrics.fragmentHeight) }
    last = (line.width, Self.isFinite(line), replaced.isFirst)
  }

  /// The widest line's width (the first of equal ones, as `max()` picks), 0 without lines.
  var widest: Double {
    guard let last else { return 0 }
    guard let widestBeforeLast else { return last.width }
    return last.width > widestBeforeLast ? last.width : widestBeforeLast
  }

  /// Whether every line's width, ascent, descent and leading are finite
  /// (a fragment's height can be while its ascent is not, under a maximum
  /// line height).
  var linesAreFinite: Bool { linesBeforeLastAreFinite && (last?.isFinite ?? true) }

  /// Whether `line`'s width, ascent, descent and leading are finite: x × 0
  /// is NaN only for NaN and ±∞, so one sum tests all four without
  /// overflowing.
  @inline(__always)
  private static func isFinite(_ line: LineSetting) -> Bool {
    !(line.width * 0 + line.metrics.ascent * 0 + line.metrics.descent * 0 + line.metrics.leading * 0).isNaN
  }
}
