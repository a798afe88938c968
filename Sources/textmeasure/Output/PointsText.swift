import Foundation

extension Double {
  /// The number as the CLI's summaries and messages print points: a whole
  /// number without a fraction ("375"), anything else to three decimals.
  var pointsText: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(format: "%.3f", self)
  }
}
