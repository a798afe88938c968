import TextMeasure

/// A run of a request's text: its string, its font (``FontRequest``) and its
/// `kern`, `tracking` and `baseline_offset`. A request without `runs` is one
/// run; in a request with `runs`, each field a run leaves out is the
/// request's.
struct RunRequest {
  /// The keys of a run's attributes other than its font.
  static let attributeKeys = ["kern", "tracking", "baseline_offset"]
  /// The keys a run in `runs` may have.
  static let keys = ["text"] + FontRequest.keys + attributeKeys

  /// The run's text; nil in a request without `text` (one with `runs`).
  var text: String?
  var font: FontRequest
  var kern: Double?
  var tracking: Double?
  var baselineOffset: Double?

  /// A run with no field given yet, in the object at `path`.
  init(at path: [any CodingKey]) {
    font = FontRequest(origin: JSONPath.of(path))
  }

  /// Reads the value of `key` when it is one of a run's fields.
  ///
  /// - Returns: whether `key` is one (and its value was read).
  /// - Throws: ``BatchError`` naming `path` when the value is of the wrong
  ///   type or out of range.
  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    let lengths = -BatchLimits.length...BatchLimits.length
    switch key {
    case "text": text = try scanner.string(at: path)
    case "kern": kern = try scanner.number(at: path, in: lengths)
    case "tracking": tracking = try scanner.number(at: path, in: lengths)
    case "baseline_offset": baselineOffset = try scanner.number(at: path, in: lengths)
    default: return try font.read(key, at: path, from: &scanner)
    }
    return true
  }

  /// Reads a run of `runs` at `path`, whose text is required.
  ///
  /// - Throws: ``BatchError`` naming the path of an unknown key, a value of
  ///   the wrong type or out of range, or a missing text.
  static func read(at path: [any CodingKey], from scanner: inout JSONScanner) throws -> RunRequest {
    var run = RunRequest(at: path)
    let isObject = try scanner.object(at: path) { key, memberPath, scanner in
      guard try run.read(key, at: memberPath, from: &scanner) else {
        throw unknownKey(memberPath, in: "a run", keys: keys)
      }
    }
    guard isObject else { throw BatchError(at: path, "must be an object") }
    guard run.text != nil else { throw BatchError(at: path + [JSONObjectKey("text")], "missing") }
    try run.font.check(at: path)
    return run
  }

  /// This run with each field it leaves out taken from `defaults`.
  func over(_ defaults: RunRequest) -> RunRequest {
    var run = self
    run.font = font.over(defaults.font)
    run.kern = kern ?? defaults.kern
    run.tracking = tracking ?? defaults.tracking
    run.baselineOffset = baselineOffset ?? defaults.baselineOffset
    return run
  }

  /// The run's attributes in `font`, with `paragraphStyle`.
  func attributes(font: Font, paragraphStyle: ParagraphStyle) -> TextAttributes {
    TextAttributes(
      font: font, kern: kern, tracking: tracking, baselineOffset: baselineOffset ?? 0, paragraphStyle: paragraphStyle)
  }
}
