import Foundation
import TextMeasure

/// A layout as the batch contract answers it (and `measure --json` prints
/// it): the lines' texts and widths, the layout's width, height and rect,
/// and with details each line's geometry. Encoded with ``JSONLine``; a
/// client decodes an answer line with `JSONDecoder`.
public struct LayoutReport: Codable, Equatable, Sendable {
  /// The layout's bounding rect.
  public struct Rect: Codable, Equatable, Sendable {
    /// The rect's origin and size, in points.
    public var x, y, width, height: Double

    /// The rect of `rect`.
    public init(_ rect: CGRect) {
      x = Double(rect.minX)
      y = Double(rect.minY)
      width = Double(rect.width)
      height = Double(rect.height)
    }
  }

  /// One line's text, range, geometry, break and fonts (`measure --json`).
  public struct LineReport: Codable, Equatable, Sendable {
    /// The line's text (`Line.text`).
    public var text: String
    /// The line's UTF-16 range, `[start, end]`.
    public var range: [Int]
    /// The line's used width, trailing whitespace excluded.
    public var width: Double
    /// The line's origin (`Line.origin`).
    public var x: Double
    public var y: Double
    /// The line's height, ascent, descent, leading and baseline, as `Line` has them.
    public var height: Double
    public var ascent: Double
    public var descent: Double
    public var leading: Double
    public var baseline: Double
    /// Why the line ends (a `BreakReason` raw value).
    public var breakReason: String
    /// Whether the line was truncated.
    public var isTruncated: Bool
    /// The descriptions of the fonts its runs use, each once, in order.
    public var fonts: [String]

    private enum CodingKeys: String, CodingKey {
      case text, range, width, x, y, height, ascent, descent, leading, baseline
      case breakReason = "break_reason"
      case isTruncated = "is_truncated"
      case fonts
    }
  }

  /// The request's `id`, echoed.
  public var id: JSONValue?
  /// Each line's text, trailing whitespace and separator kept: they concatenate to the input.
  public var lines: [String]
  /// Each line's used width, trailing whitespace excluded.
  public var line_widths: [Double]
  /// The layout's width: its widest line's.
  public var width: Double
  /// The bounding rect's height.
  public var height: Double
  /// The layout's bounding rect (`TextLayout.boundingRect`).
  public var rect: Rect
  /// Each line in full, when asked for.
  public var line_details: [LineReport]?
  /// The whole layout in TextMeasure's JSON form (with each line's glyph
  /// runs), when a request's `returns` is `"glyphs"`.
  public var layout: TextLayout?

  /// The report of `layout`, with each line in full when `details`, and
  /// the layout itself when `includesLayout`.
  public init(id: JSONValue?, layout: TextLayout, details: Bool, includesLayout: Bool = false) {
    self.id = id
    self.layout = includesLayout ? layout : nil
    lines = layout.lines.map(\.text)
    line_widths = layout.lines.map(\.width)
    width = layout.width
    let bounds = layout.boundingRect
    height = Double(bounds.height)
    rect = Rect(bounds)
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

  /// The report as one line of JSON, as ``JSONLine`` encodes it: written
  /// directly when it has neither line details nor the layout (a batch
  /// answer), else through `JSONEncoder`.
  public func json() throws -> String {
    guard line_details == nil, layout == nil else { return try JSONLine.encode(self) }
    var writer = AnswerWriter()
    writer.object { writer in
      writer.key("height")
      writer.number(height)
      writer.idMember(id)
      writer.key("line_widths")
      writer.array { writer in for width in line_widths { writer.number(width) } }
      writer.key("lines")
      writer.array { writer in for line in lines { writer.string(line) } }
      writer.key("rect")
      writer.rect(rect)
      writer.key("width")
      writer.number(width)
    }
    return writer.json
  }
}
