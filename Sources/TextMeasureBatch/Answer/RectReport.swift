/// The answer to a request whose `returns` is `"rect"`: `{"id", "rect"}`.
struct RectReport {
  var id: JSONValue?
  var rect: LayoutReport.Rect

  /// The answer as one line of JSON, as ``JSONLine`` encodes it.
  var json: String {
    var writer = AnswerWriter()
    writer.object { writer in
      writer.idMember(id)
      writer.key("rect")
      writer.rect(rect)
    }
    return writer.json
  }
}
