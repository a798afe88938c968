#if !canImport(UIKit) && !canImport(AppKit)
/// `UIDataDetectorTypes`: the kinds of data a text view turns into links,
/// with UIKit's raw values (`UIDataDetectors.h`). Nothing is detected
/// here, and detection changes no size (links keep their fonts).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Calendar events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Parcel tracking numbers.
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  /// Look-up suggestions.
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// Every kind (`NSUIntegerMax`).
  public static let all = UIDataDetectorTypes(rawValue: .max)
}
#endif
