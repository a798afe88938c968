import Foundation
import FuzzSupport
import TextMeasure

/// One case of the text target, drawn from a fuzzer input: a text with its
/// attribute runs, the size it is laid out in, the drawing options and the
/// metrics profile.
struct LayoutCase {
  let text: AttributedText
  /// The width and height limits (`.infinity`: none); sometimes negative or NaN.
  let size: CGSize
  /// Any of the six low bits, the four `StringDrawingOptions` and two unused.
  let options: StringDrawingOptions
  let metricsProfile: MetricsProfile

  /// The case of `input`: profile, options, width, height, then the text.
  init(_ input: inout FuzzInput, fonts: [Font]) {
    metricsProfile = input.flag() ? .iOSParity : .fontTables
    options = StringDrawingOptions(rawValue: Int(input.byte() & 0x3F))
    let width = input.length(typical: 0...600)
    let height = input.flag() ? Double.infinity : input.length(typical: 0...1000)
    size = CGSize(width: width, height: height)
    text = FuzzedText.make(from: &input, fonts: fonts)
  }

  /// Whether the height limits the lines: only with `usesLineFragmentOrigin`
  /// (without it the text is one line, whatever the height).
  var heightLimitsLines: Bool {
    options.contains(.usesLineFragmentOrigin) && Double(size.height).isFinite
  }

  /// The attributes of every run, and the text's default ones.
  var allAttributes: [TextAttributes] {
    text.runs.map(\.attributes) + [text.defaultAttributes]
  }
}
