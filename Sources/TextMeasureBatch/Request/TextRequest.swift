import TextMeasure

/// A request to measure a text: its runs (or one `text` in one font), its
/// paragraph style, the limits it is laid out in, its options, metrics
/// profile, and what its answer holds.
struct TextRequest {
  /// The keys a text request may have.
  static let keys =
    [
      "id", "text", "runs", "paragraph_style", "number_of_lines", "line_break_mode", "options", "metrics_profile",
      "width", "height",
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

  /// The text request `members` make, whose text (its runs together) may
  /// have `maximumTextLength` UTF-16 units.
  ///
  /// - Throws: ``BatchError`` naming the path of a key a text request does
  ///   not have, of a missing text, of `text` with `runs`, of a text beyond
  ///   the limits, or of options that do not go together.
  init(_ members: RequestMembers, maximumTextLength: Int) throws {
    try members.checkKeys(Self.keys, of: "a request")
    let defaults = members.run
    try defaults.font.check(at: [])
    switch (defaults.text, members.runs) {
    case (_?, nil): runs = [defaults]
    case (nil, let runs?):
      guard !runs.isEmpty else {
        throw BatchError(at: [JSONObjectKey("runs")], "must have 1 to \(BatchLimits.runCount) runs")
      }
      self.runs = runs.map { $0.over(defaults) }
    case (nil, nil): throw BatchError(at: [], "missing 'text' (or 'runs')")
    case (_?, _?): throw BatchError(at: [JSONObjectKey("runs")], "give 'text' or 'runs', not both")
    }
    try BatchLimits.checkTextLength(
      runs.reduce(0) { $0 + ($1.text?.utf16.count ?? 0) }, limit: maximumTextLength,
      at: [JSONObjectKey(defaults.text == nil ? "runs" : "text")])
    paragraphStyle = members.paragraphStyle ?? ParagraphStyle()
    numberOfLines = members.numberOfLines ?? 0
    if numberOfLines > 0, members.has("options") {
      throw BatchError(
        at: [JSONObjectKey("options")],
        "cannot be given with 'number_of_lines', which lays the text out as a TextKit container does")
    }
    if numberOfLines == 0, members.has("line_break_mode") {
      throw BatchError(
        at: [JSONObjectKey("line_break_mode")],
        "is how 'number_of_lines' ends the last line; without it, give the paragraph style's")
    }
    containerLineBreakMode = members.lineBreakMode ?? .byWordWrapping
    options = members.options ?? DrawingOptionName.options([.usesLineFragmentOrigin, .usesFontLeading])
    metricsProfile = members.metricsProfile
    width = members.width ?? 0
    height = members.height ?? 0
    returns = members.returns ?? .lines
  }
}
