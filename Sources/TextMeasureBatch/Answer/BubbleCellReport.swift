import BubbleLayout

/// The answer to a bubble request: `{"id", "style", "cell"}`, the cell as
/// BubbleLayout's JSON form writes a ``/BubbleLayout/BubbleMeasurement``.
struct BubbleCellReport: Encodable {
  var id: JSONValue?
  var style: String
  var cell: BubbleMeasurement
}
