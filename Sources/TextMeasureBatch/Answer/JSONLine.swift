import Foundation

/// JSON on one line with sorted keys, as the batch answers and the CLI print it.
public enum JSONLine {
  /// `value` as JSON on one line, keys sorted, slashes not escaped.
  public static func encode<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
