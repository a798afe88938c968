import Foundation
internal import _TextMeasureSupport

extension AttributedText: Codable {
  private enum CodingKeys: String, CodingKey {
    case string, runs
    case defaultAttributes = "default_attributes"
  }

  private enum RunKeys: String, CodingKey { case range, attributes }

  /// Decodes `{"string", "runs": [{"range", "attributes"}]}`, or for an empty
  /// string `{"string": "", "runs": [], "default_attributes"}`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the runs do not cover the
  ///   string's UTF-16 units one after another, or cut a character in two;
  ///   what decoding a ``Font`` throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let string = try container.decode(String.self, forKey: .string)
    var runs = try container.nestedUnkeyedContainer(forKey: .runs)
    guard !runs.isAtEnd else {
      guard string.isEmpty else {
        throw DecodingError.dataCorruptedError(
          forKey: .runs, in: container, debugDescription: "a text that is not empty needs runs of attributes")
      }
      self.init("", attributes: try container.decode(TextAttributes.self, forKey: .defaultAttributes))
      return
    }
    self.init("")
    let units = string.utf16
    while !runs.isAtEnd {
      let run = try runs.nestedContainer(keyedBy: RunKeys.self)
      let range = try run.decode(RangeJSON.self, forKey: .range).range
      guard range.lowerBound == utf16Count, !range.isEmpty, range.upperBound <= units.count,
        let piece = String(
          units[units.index(units.startIndex, offsetBy: range.lowerBound)..<units.index(
            units.startIndex, offsetBy: range.upperBound)])
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .range, in: run,
          debugDescription:
            "run \(range) does not follow the previous run (which ends at \(utf16Count)) within the string's "
            + "\(units.count) UTF-16 units, or cuts a character")
      }
      append(piece, attributes: try run.decode(TextAttributes.self, forKey: .attributes))
    }
    guard utf16Count == units.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .runs, in: container,
        debugDescription: "the runs end at \(utf16Count), not at the string's end (\(units.count))")
    }
  }

  /// Encodes the string and its runs (and, for an empty string, its default attributes).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(string, forKey: .string)
    var encodedRuns = container.nestedUnkeyedContainer(forKey: .runs)
    for run in runs {
      var encodedRun = encodedRuns.nestedContainer(keyedBy: RunKeys.self)
      try encodedRun.encode(RangeJSON(run.range), forKey: .range)
      try encodedRun.encode(run.attributes, forKey: .attributes)
    }
    if runs.isEmpty { try container.encode(defaultAttributes, forKey: .defaultAttributes) }
  }
}
