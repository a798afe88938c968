/// The bounds every request is checked against, so that one line's memory
/// and time stay bounded whatever it asks. A value outside them is an error
/// answer naming its JSON path; the batch goes on.
public enum BatchLimits {
  /// The most UTF-16 units a request's text may have, its runs' together.
  ///
  /// The layout of a text costs memory in proportion to its lines and
  /// paragraphs, and a text may have a line or a paragraph per character (a
  /// width of 1e-300, a paragraph separator every other character): at
  /// this limit such a request raises the process's peak memory by about
  /// 65 MB (a megabyte of text at width 1e-300 took 669 MB).
  public static let textLength = 100_000
  /// The most runs a request may have.
  public static let runCount = 1_000
  /// The most bytes of UTF-8 of a string `id`; an id is echoed in its answer.
  public static let idLength = 256
  /// The largest point size (`size`), and the largest font size a bubble
  /// style is given.
  public static let pointSize = 10_000.0
  /// The largest length in points: `width`, `height`, `view_width`, spacings,
  /// indents, line heights, `kern`, `tracking` and `baseline_offset` (these
  /// three also down to its negative).
  public static let length = 1_000_000.0
  /// The largest `number_of_lines`.
  public static let lineCount = 1_000_000
  /// The largest `line_height_multiple`.
  public static let lineHeightMultiple = 1_000.0
  /// The largest `font_index`.
  public static let faceIndex = 65_535
  /// The largest magnitude of a `variations` design value.
  public static let designValue = 100_000.0

  /// Throws unless a text of `length` UTF-16 units is within `limit`
  /// (``textLength``, or the batch measurer's own limit).
  ///
  /// - Throws: ``BatchError`` naming `path`, the limit and the length.
  static func checkTextLength(_ length: Int, limit: Int, at path: [any CodingKey]) throws {
    guard length <= limit else {
      throw BatchError(at: path, "the text must have at most \(limit) UTF-16 units, it has \(length)")
    }
  }
}
