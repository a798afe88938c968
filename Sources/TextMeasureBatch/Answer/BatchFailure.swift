/// A failed answer's error taken apart: the JSON path of the value that is
/// wrong (`$.runs[2].size`) and what is wrong with it. An error about the
/// request as a whole (not JSON, a font that cannot be opened without a
/// field to blame, a layout that failed) has the path `$`.
public struct BatchFailure: Equatable, Sendable {
  /// The JSON path of the value the error is about, from `$` (the request).
  public let path: String
  /// What is wrong, without the path.
  public let message: String

  /// The failure an answer's `error` says: the path it starts with (as
  /// the batch writes paths: `$`, then `.key`, `[index]` or `["key"]`
  /// steps), then `: ` and the message; `$` and the whole error when it
  /// starts with no path.
  public init(error: String) {
    let scalars = Array(error.unicodeScalars)
    if let end = Self.pathEnd(in: scalars), scalars[end...].starts(with: ": ".unicodeScalars) {
      path = String(String.UnicodeScalarView(scalars[..<end]))
      message = String(String.UnicodeScalarView(scalars[(end + 2)...]))
    } else {
      path = "$"
      message = error
    }
  }

  /// The failure of `answer`; nil when it was measured.
  public init?(_ answer: BatchAnswer) {
    guard let error = answer.error else { return nil }
    self.init(error: error)
  }

  /// The path of the same value in a request that is element `index` of a
  /// JSON array: `$[index]` in front of the rest of ``path``.
  public func path(inElement index: Int) -> String {
    "$[\(index)]" + path.dropFirst()
  }

  /// Where the path at the start of `scalars` ends; nil when they do not
  /// start with `$`.
  private static func pathEnd(in scalars: [Unicode.Scalar]) -> Int? {
    guard scalars.first == "$" else { return nil }
    var index = 1
    while index < scalars.count {
      if scalars[index] == ".", let end = nameEnd(in: scalars, from: index + 1) {
        index = end
      } else if scalars[index] == "[", let end = bracketEnd(in: scalars, from: index + 1) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// The end of a plain key (letters, digits, `_`) starting at `start`.
  private static func nameEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    while index < scalars.count, scalars[index] == "_" || ("0"..."9").contains(scalars[index])
      || ("a"..."z").contains(scalars[index]) || ("A"..."Z").contains(scalars[index])
    {
      index += 1
    }
    return index > start ? index : nil
  }

  /// The end (after `]`) of an index or a quoted key starting at `start`.
  private static func bracketEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    if index < scalars.count, scalars[index] == "\"" {
      index += 1
      while index < scalars.count, scalars[index] != "\"" {
        index += scalars[index] == "\\" ? 2 : 1
      }
      index += 1
    } else {
      while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
      guard index > start else { return nil }
    }
    guard index < scalars.count, scalars[index] == "]" else { return nil }
    return index + 1
  }
}
