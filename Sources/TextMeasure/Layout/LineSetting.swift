import Foundation

/// A line as the layout sets it, before any glyph is placed: where it
/// breaks, how it was cut to fit, its metrics and where it goes. Enough for
/// the bounding rect; ``LineAssembler`` turns it into a public ``Line``.
struct LineSetting {
  var span: LineSpan
  /// The "…" and what it replaces, when a truncating mode shortened the line.
  var truncation: Truncation?
  /// Whether `.byClipping` cut the line at its available width.
  var isClipped: Bool
  var metrics: LineHeight
  /// The top of the line fragment.
  var top: Double
  /// The head indent (alignment moves the assembled line further).
  var indent: Double

  /// The line's used width: the truncated width, or the span's (the limit, when clipped).
  var width: Double { truncation?.width ?? span.width }
}

/// Where ``TextLayoutBuilder`` sends the lines it sets, in order: assembled
/// into a ``TextLayout`` (``LineAssembly``), or only measured (``LineExtents``).
protocol LineSink {
  /// The lines of `paragraph` (its assembler) follow.
  mutating func begin(_ paragraph: LineAssembler)
  /// The next line, of the paragraph begun last.
  mutating func add(_ line: LineSetting)
  /// Replaces the last line added (truncated again, because text after it
  /// was hidden); `paragraph` is the one that line belongs to.
  mutating func replaceLast(with line: LineSetting, of paragraph: LineAssembler)
}
