import Foundation
internal import _TextMeasureSupport

extension TextLayout: Codable {
  private enum CodingKeys: String, CodingKey {
    case text, constraint, options
    case boundingRect = "bounding_rect"
    case isTruncated = "is_truncated"
    case lines
  }

  /// The constraint's keys: a width or height of `null` is no limit (`.infinity`, which JSON cannot hold).
  private enum ConstraintKeys: String, CodingKey { case width, height }

  /// Decodes a layout written by ``encode(to:)``: nothing is laid out again.
  ///
  /// - Throws: `DecodingError` for JSON that is not a layout's; what decoding
  ///   its fonts throws (a ``FontError`` for a font file that cannot be opened).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let constraint = try container.nestedContainer(keyedBy: ConstraintKeys.self, forKey: .constraint)
    self.init(
      text: try container.decode(AttributedText.self, forKey: .text),
      lines: try container.decode([Line].self, forKey: .lines),
      constraint: CGSize(
        width: try constraint.decodeIfPresent(Double.self, forKey: .width) ?? .infinity,
        height: try constraint.decodeIfPresent(Double.self, forKey: .height) ?? .infinity),
      options: try container.decode(TextLayoutOptions.self, forKey: .options),
      boundingRect: try container.decode(RectJSON.self, forKey: .boundingRect).rect,
      isTruncated: try container.decode(Bool.self, forKey: .isTruncated))
  }

  /// Encodes the text, the constraint (`null` for no limit), the options,
  /// the rect, whether it is truncated, and every line with its runs.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    var limits = container.nestedContainer(keyedBy: ConstraintKeys.self, forKey: .constraint)
    for (key, limit) in [(ConstraintKeys.width, Double(constraint.width)), (.height, Double(constraint.height))] {
      if limit == .infinity { try limits.encodeNil(forKey: key) } else { try limits.encode(limit, forKey: key) }
    }
    try container.encode(options, forKey: .options)
    try container.encode(RectJSON(boundingRect), forKey: .boundingRect)
    try container.encode(isTruncated, forKey: .isTruncated)
    try container.encode(lines, forKey: .lines)
  }
}
