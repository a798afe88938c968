import Foundation
internal import _TextMeasureSupport

/// The JSON form `{"kind", "frame"}` shared by ``CellMedia`` and
/// ``CellAccessory``: a kind by its name and a rect as `{"x", "y", "width", "height"}`.
struct KindAndFrameJSON<Kind: Codable>: Codable {
  var kind: Kind
  var frame: RectJSON
}
