import Foundation

// The package's JSON form of geometry: objects with named members.
// Foundation's own Codable form of `CGRect`, `CGSize` and `CGPoint` is
// nested arrays on Linux, which no reader can tell apart; these wrappers are
// what the libraries' conformances encode instead.

/// A rect as `{"x", "y", "width", "height"}`.
public struct RectJSON: Codable, Sendable {
  /// The rect.
  public var rect: CGRect

  /// Wraps `rect`.
  public init(_ rect: CGRect) { self.rect = rect }

  private enum CodingKeys: String, CodingKey { case x, y, width, height }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rect = CGRect(
      x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Double(rect.origin.x), forKey: .x)
    try container.encode(Double(rect.origin.y), forKey: .y)
    try container.encode(Double(rect.size.width), forKey: .width)
    try container.encode(Double(rect.size.height), forKey: .height)
  }
}

/// A size as `{"width", "height"}`.
public struct SizeJSON: Codable, Sendable {
  /// The size.
  public var size: CGSize

  /// Wraps `size`.
  public init(_ size: CGSize) { self.size = size }

  private enum CodingKeys: String, CodingKey { case width, height }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    size = CGSize(
      width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Double(size.width), forKey: .width)
    try container.encode(Double(size.height), forKey: .height)
  }
}

/// A point as `{"x", "y"}`.
public struct PointJSON: Codable, Sendable {
  /// The point.
  public var point: CGPoint

  /// Wraps `point`.
  public init(_ point: CGPoint) { self.point = point }

  private enum CodingKeys: String, CodingKey { case x, y }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    point = CGPoint(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Double(point.x), forKey: .x)
    try container.encode(Double(point.y), forKey: .y)
  }
}

/// A half-open range of offsets as `{"start", "end"}` (`end` excluded).
public struct RangeJSON: Codable, Sendable {
  /// The range.
  public var range: Range<Int>

  /// Wraps `range`.
  public init(_ range: Range<Int>) { self.range = range }

  private enum CodingKeys: String, CodingKey { case start, end }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Int.self, forKey: .start)
    let end = try container.decode(Int.self, forKey: .end)
    guard start <= end else {
      throw DecodingError.dataCorruptedError(
        forKey: .end, in: container, debugDescription: "the range ends (\(end)) before it starts (\(start))")
    }
    range = start..<end
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(range.lowerBound, forKey: .start)
    try container.encode(range.upperBound, forKey: .end)
  }
}

/// The JSON form of the cases of an enum without a string raw value: the
/// case's name (`"byWordWrapping"`), as `String(describing:)` gives it.
public enum CaseNameJSON {
  /// The case of `Value` named by the string `decoder` holds.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the known cases when no case has the name.
  public static func decode<Value: CaseIterable>(_ type: Value.Type, from decoder: any Decoder) throws -> Value {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Value.allCases.first(where: { String(describing: $0) == name }) else {
      let known = Value.allCases.map { String(describing: $0) }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown \(Value.self) '\(name)' (known: \(known))")
    }
    return value
  }

  /// Encodes the name of `value`'s case.
  public static func encode(_ value: some Any, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(String(describing: value))
  }
}
