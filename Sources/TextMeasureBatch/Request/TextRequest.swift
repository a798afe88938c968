import TextMeasure

/// A request to measure a text: its runs (or one `text` in one font), its
/// paragraph style, the limits it is laid out in, its options, metrics
/// profile, and what its answer holds.
struct TextRequest {
  /// The keys a text request may have.
  static let keys =
    [
      "id", "text", "runs", "paragraph_style", "number_of_lines", "line_break_mode", "options", "metrics_profile", "width", "height",
      "returns",
    ] + FontRequest.keys + RunRequest.attributeKeys

  /// The runs, each with the request's fields it leaves out.
  var runs: [RunRequest]
  var paragraphStyle: ParagraphStyle
  /// The most lines kept, as a TextKit container keeps them; 0 for no limit.
  var numberOfLines: Int
  /// How the container with ``numberOfLines`` ends its last line, as
  /// `UILabel.lineBreakMode` does: a truncating mode ends it with "…".
  var containerLineBreakMode: LineBreakMode
  var options: TextLayoutOptions
  /// The request's metrics profile; nil for the batch measurer's.
  var metricsProfile: MetricsProfileName?
  /// The width and height limits, 0 for none.
  var width: Double
  var height: Double
  var returns: AnswerContent

  /// The request in `object`.
  ///
  /// - Throws: ``BatchError`` naming the path of the first value that is
  ///   missing, unknown, of the wrong type or out of range; `DecodingError`
  ///   of a value of the wrong type.
  init(_ object: KeyedDecodingContainer<JSONObjectKey>) throws {
    let text = try object.string("text")
    let defaults = try RunRequest(object, text: text ?? "")
    switch (text, try object.value("runs", as: [RunRequest].self)) {
    case (_?, nil): runs = [defaults]
    case (nil, let runs?):
      guard (1...BatchLimits.runCount).contains(runs.count) else {
        throw BatchError(
          at: object.codingPath + [JSONObjectKey("runs")], "must have 1 to \(BatchLimits.runCount) runs")
      }
      self.runs = runs.map { $0.over(defaults) }
    case (nil, nil): throw BatchError(at: object.codingPath, "missing 'text' (or 'runs')")
    case (_?, _?): throw BatchError(at: object.codingPath + [JSONObjectKey("runs")], "give 'text' or 'runs', not both")
    }
    let length = runs.reduce(0) { $0 + $1.text.utf16.count }
    guard length <= BatchLimits.textLength else {
      throw BatchError(
        at: object.codingPath + [JSONObjectKey(text == nil ? "runs" : "text")],
        "the text must have at most \(BatchLimits.textLength) UTF-16 units, it has \(length)")
    }
    paragraphStyle = try object.value("paragraph_style", as: ParagraphStyleRequest.self)?.style ?? ParagraphStyle()
    numberOfLines = try object.wholeNumber("number_of_lines", in: 0...BatchLimits.lineCount) ?? 0
    options = try DrawingOptionName.options(in: object, key: "options")
    if numberOfLines > 0, object.contains(JSONObjectKey("options")) {
      throw BatchError(
        at: object.codingPath + [JSONObjectKey("options")],
        "cannot be given with 'number_of_lines', which lays the text out as a TextKit container does")
    }
    containerLineBreakMode = try object.value("line_break_mode", as: LineBreakMode.self) ?? .byWordWrapping
    if numberOfLines == 0, object.contains(JSONObjectKey("line_break_mode")) {
      throw BatchError(
        at: object.codingPath + [JSONObjectKey("line_break_mode")],
        "is how 'number_of_lines' ends the last line; without it, give the paragraph style's")
    }
    metricsProfile = try object.choice("metrics_profile", of: MetricsProfileName.self)
    width = try object.number("width", in: 0...BatchLimits.length) ?? 0
    height = try object.number("height", in: 0...BatchLimits.length) ?? 0
    returns = try object.choice("returns", of: AnswerContent.self) ?? .lines
  }
}
