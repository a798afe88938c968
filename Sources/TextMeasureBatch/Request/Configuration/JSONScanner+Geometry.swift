import BubbleLayout
import Foundation

extension JSONScanner {
  /// The `{top, left, bottom, right}` object next, each a length from 0 to
  /// ``BatchLimits/length``; nil for null.
  ///
  /// - Throws: ``BatchError`` at the path of a missing or unknown member,
  ///   or of a value that is not such a length.
  mutating func insets(at path: [any CodingKey]) throws -> EdgeInsets? {
    try members(["top", "left", "bottom", "right"], of: "insets", at: path, in: 0...BatchLimits.length).map {
      EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
    }
  }

  /// The `{width, height}` object next, each a length from 0 to
  /// ``BatchLimits/length``; nil for null.
  ///
  /// - Throws: ``BatchError`` at the path of a missing or unknown member,
  ///   or of a value that is not such a length.
  mutating func size(at path: [any CodingKey]) throws -> CGSize? {
    try members(["width", "height"], of: "a size", at: path, in: 0...BatchLimits.length).map {
      CGSize(width: $0[0], height: $0[1])
    }
  }

  /// The `{width, height}` object next, each from −``BatchLimits/length``
  /// to ``BatchLimits/length`` (a growth, which may shrink); nil for null.
  ///
  /// - Throws: ``BatchError`` at the path of a missing or unknown member,
  ///   or of a value out of that range.
  mutating func signedSize(at path: [any CodingKey]) throws -> CGSize? {
    try members(["width", "height"], of: "a size", at: path, in: -BatchLimits.length...BatchLimits.length).map {
      CGSize(width: $0[0], height: $0[1])
    }
  }

  /// The `{x, y}` object next, each from −``BatchLimits/length`` to
  /// ``BatchLimits/length``; nil for null.
  ///
  /// - Throws: ``BatchError`` at the path of a missing or unknown member,
  ///   or of a value out of that range.
  mutating func point(at path: [any CodingKey]) throws -> CGPoint? {
    try members(["x", "y"], of: "a point", at: path, in: -BatchLimits.length...BatchLimits.length).map {
      CGPoint(x: $0[0], y: $0[1])
    }
  }

  /// The numbers of the object next (`what`) that has exactly `keys`, each
  /// within `range`, in the order of `keys`; nil for null.
  mutating func members(
    _ keys: [String], of what: String, at path: [any CodingKey], in range: ClosedRange<Double>
  ) throws
    -> [Double]?
  {
    var values = [Double?](repeating: nil, count: keys.count)
    let isObject = try object(at: path) { key, memberPath, scanner in
      guard let index = keys.firstIndex(of: key) else {
        throw unknownKey(memberPath, in: what, keys: keys)
      }
      guard let value = try scanner.number(at: memberPath, in: range) else {
        throw BatchError(at: memberPath, "must be a number")
      }
      values[index] = value
    }
    guard isObject else { return nil }
    if let missing = values.firstIndex(where: { $0 == nil }) {
      throw BatchError(at: path + [JSONObjectKey(keys[missing])], "missing")
    }
    return values.compactMap { $0 }
  }
}
