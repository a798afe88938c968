import TextMeasure

/// A run of a request's text: its string, its font (``FontRequest``) and its
/// `kern`, `tracking` and `baseline_offset`. A request without `runs` is one
/// run; in a request with `runs`, each field a run leaves out is the
/// request's.
struct RunRequest: Decodable {
  /// The keys of a run's attributes other than its font.
  static let attributeKeys = ["kern", "tracking", "baseline_offset"]
  /// The keys a run in `runs` may have.
  static let keys = ["text"] + FontRequest.keys + attributeKeys

  var text: String
  var font: FontRequest
  var kern: Double?
  var tracking: Double?
  var baselineOffset: Double?

  /// A run of `runs`, whose text is required.
  init(from decoder: any Decoder) throws {
    let object = try decoder.object(of: "a run", keys: Self.keys)
    try self.init(object, text: object.decode(String.self, forKey: JSONObjectKey("text")))
  }

  /// The run of `text` with the font and attributes of `object`.
  init(_ object: KeyedDecodingContainer<JSONObjectKey>, text: String) throws {
    self.text = text
    font = try FontRequest(object)
    let lengths = -BatchLimits.length...BatchLimits.length
    kern = try object.number("kern", in: lengths)
    tracking = try object.number("tracking", in: lengths)
    baselineOffset = try object.number("baseline_offset", in: lengths)
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
