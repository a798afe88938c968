import Foundation

/// A `map` action's centre and zoom.
public struct SUSIMapLocation: Sendable, Hashable {
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double
  /// The zoom level (12 when the action has none, as in SUSI iOS).
  public var zoom: Int

  /// A location.
  public init(latitude: Double, longitude: Double, zoom: Int = 12) {
    self.latitude = latitude
    self.longitude = longitude
    self.zoom = zoom
  }
}
