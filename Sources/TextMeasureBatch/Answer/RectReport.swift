/// The answer to a request whose `returns` is `"rect"`: `{"id", "rect"}`.
struct RectReport: Encodable {
  var id: JSONValue?
  var rect: LayoutReport.Rect
}
