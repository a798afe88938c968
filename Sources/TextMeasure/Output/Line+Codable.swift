import Foundation
internal import _TextMeasureSupport

extension Line: Codable {
  private enum CodingKeys: String, CodingKey {
    case range, text, width, origin, height, ascent, descent, leading, baseline, runs
    case isRightToLeft = "is_right_to_left"
    case breakReason = "break_reason"
    case isTruncated = "is_truncated"
  }

  /// Decodes a line; `text` has as many UTF-16 units as `range`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when it has not; what decoding the runs throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    range = try container.decode(RangeJSON.self, forKey: .range).range
    source = try container.decode(String.self, forKey: .text)
    guard source.utf16.count == range.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .text, in: container,
        debugDescription: "the text has \(source.utf16.count) UTF-16 units, the range \(range) \(range.count)")
    }
    sourceOffset = range.lowerBound
    width = try container.decode(Double.self, forKey: .width)
    origin = try container.decode(PointJSON.self, forKey: .origin).point
    height = try container.decode(Double.self, forKey: .height)
    ascent = try container.decode(Double.self, forKey: .ascent)
    descent = try container.decode(Double.self, forKey: .descent)
    leading = try container.decode(Double.self, forKey: .leading)
    baseline = try container.decode(Double.self, forKey: .baseline)
    runs = try container.decode([GlyphRun].self, forKey: .runs)
    isRightToLeft = try container.decode(Bool.self, forKey: .isRightToLeft)
    breakReason = try container.decode(BreakReason.self, forKey: .breakReason)
    isTruncated = try container.decode(Bool.self, forKey: .isTruncated)
  }

  /// Encodes every field of the line, its text included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(RangeJSON(range), forKey: .range)
    try container.encode(text, forKey: .text)
    try container.encode(width, forKey: .width)
    try container.encode(PointJSON(origin), forKey: .origin)
    try container.encode(height, forKey: .height)
    try container.encode(ascent, forKey: .ascent)
    try container.encode(descent, forKey: .descent)
    try container.encode(leading, forKey: .leading)
    try container.encode(baseline, forKey: .baseline)
    try container.encode(runs, forKey: .runs)
    try container.encode(isRightToLeft, forKey: .isRightToLeft)
    try container.encode(breakReason, forKey: .breakReason)
    try container.encode(isTruncated, forKey: .isTruncated)
  }
}
