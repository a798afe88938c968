import Foundation

extension Double {
  /// How SUSI content shows a number: a whole number without a fraction
  /// ("5500"), any other as Swift prints it ("1.09302"). Package-wide:
  /// the response reader writes table cells with it too.
  package var susiText: String {
    if self == rounded(), let integer = Int(exactly: self) { return String(integer) }
    return String(self)
  }
}
