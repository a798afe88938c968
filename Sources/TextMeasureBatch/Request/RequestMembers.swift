import BubbleLayout
import TextMeasure

/// The members of a request object as read, each checked for its type and
/// range, before the request's kind (a text or a bubble) is known.
struct RequestMembers {
  /// The keys of a text request or of a bubble request.
  static let keys = Set(TextRequest.keys + BubbleRequest.keys)

  /// The keys given, in the line's order.
  var keys: [String] = []
  var id: JSONValue?
  /// The request's own text, font and attributes: a text request's one run,
  /// or what its runs leave out.
  var run = RunRequest(at: [])
  var runs: [RunRequest]?
  var paragraphStyle: ParagraphStyle?
  var numberOfLines: Int?
  var lineBreakMode: LineBreakMode?
  var options: TextLayoutOptions?
  var metricsProfile: MetricsProfileName?
  var width: Double?
  var height: Double?
  var returns: AnswerContent?
  var style: ChatStyle?
  var outgoing: Bool?
  var viewWidth: Double?
  var exact: Bool?
  /// A scanner at the bubble request's `configuration`, read once the
  /// style (which may come after it) is known.
  var configuration: JSONScanner?

  /// Reads the value of `key`, whose path is `path`.
  ///
  /// - Throws: ``BatchError`` naming the key's path when no request has
  ///   the key, or its value is of the wrong type or out of range.
  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws {
    // Room for a request's keys at the first: growing from empty reallocates at each doubling.
    if keys.isEmpty { keys.reserveCapacity(16) }
    keys.append(key)
    let lengths = 0...BatchLimits.length
    switch key {
    case "id": id = try RequestID.read(at: path, from: &scanner)
    case "runs":
      var runs: [RunRequest] = []
      _ = try scanner.array(at: path) { path, scanner in
        guard runs.count < BatchLimits.runCount else {
          throw BatchError(at: [JSONObjectKey(key)], "must have 1 to \(BatchLimits.runCount) runs")
        }
        runs.append(try RunRequest.read(at: path, from: &scanner))
      }
      self.runs = runs
    case "paragraph_style": paragraphStyle = try ParagraphStyleRequest.read(at: path, from: &scanner)
    case "number_of_lines": numberOfLines = try scanner.wholeNumber(at: path, in: 0...BatchLimits.lineCount)
    case "line_break_mode": lineBreakMode = try scanner.caseName(LineBreakMode.self, at: path)
    case "options": options = try DrawingOptionName.read(at: path, from: &scanner)
    case "metrics_profile": metricsProfile = try scanner.choice(MetricsProfileName.self, at: path)
    case "width": width = try scanner.number(at: path, in: lengths)
    case "height": height = try scanner.number(at: path, in: lengths)
    case "returns": returns = try scanner.choice(AnswerContent.self, at: path)
    case "style": style = try scanner.choice(ChatStyle.self, at: path)
    case "outgoing": outgoing = try scanner.bool(at: path)
    case "view_width": viewWidth = try scanner.number(at: path, in: lengths)
    case "exact": exact = try scanner.bool(at: path)
    case "configuration":
      configuration = scanner
      try scanner.skipValue()
    default:
      guard try run.read(key, at: path, from: &scanner) else {
        throw unknownKey(path, in: "a request", keys: TextRequest.keys)
      }
    }
  }

  /// Throws unless every key given is one a request of this kind has.
  func checkKeys(_ known: [String], of what: String) throws {
    if let unknown = keys.first(where: { !known.contains($0) }) {
      throw unknownKey([JSONObjectKey(unknown)], in: what, keys: known)
    }
  }

  /// Whether `key` was given.
  func has(_ key: String) -> Bool {
    keys.contains(key)
  }
}
