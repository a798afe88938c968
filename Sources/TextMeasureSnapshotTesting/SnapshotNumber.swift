import Foundation

/// How the snapshots write a number: rounded to three decimals (a
/// thousandth of a point, finer than any pixel), without trailing zeros,
/// so that the text is stable and reads as written (`240`, `16.297`).
enum SnapshotNumber {
  /// `value` in that form; `inf` and `-inf` for infinities, `nan` for NaN.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 1000).rounded() / 1000
    var text = String(format: "%.3f", rounded == 0 ? 0 : rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
