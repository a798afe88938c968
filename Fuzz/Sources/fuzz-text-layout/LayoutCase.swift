import Foundation
import FuzzSupport
import TextMeasure

/// One case of the text target, drawn from a fuzzer input: a text with its
/// attribute runs, the size it is laid out in, the layout options and the
/// metrics profile.
struct LayoutCase {
  let text: AttributedText
  /// The width and height limits (`.infinity`: none); sometimes negative or NaN.
  let size: CGSize
  /// Any combination of the four options.
  let options: TextLayoutOptions
  let metricsProfile: MetricsProfile

  /// The case of `input`: profile, options, width, height, then the text.
  init(_ input: inout FuzzInput, fonts: [Font]) {
    metricsProfile = input.flag() ? .iOSParity : .fontTables
    options = Self.options(input.byte())
    let width = input.length(typical: 0...600)
    let height = input.flag() ? Double.infinity : input.length(typical: 0...1000)
    size = CGSize(width: width, height: height)
    text = FuzzedText.make(from: &input, fonts: fonts)
  }

  /// The options a byte's bits turn on: 1 stacks lines, 2 adds the fonts'
  /// leading, 8 measures ink bounds, 32 truncates the last visible line
  /// (NSString's bits, with which the saved inputs were written, so that
  /// they replay as the same cases); the other bits are unused.
  private static func options(_ byte: UInt8) -> TextLayoutOptions {
    TextLayoutOptions(
      lines: byte & 1 != 0 ? .multiple : .single, addsFontLeading: byte & 2 != 0, measuresInkBounds: byte & 8 != 0,
      truncatesLastVisibleLine: byte & 32 != 0)
  }

  /// Whether the height limits the lines: only with stacked lines (a
  /// single line is one whatever the height).
  var heightLimitsLines: Bool {
    options.lines == .multiple && Double(size.height).isFinite
  }

  /// The attributes of every run, and the text's default ones.
  var allAttributes: [TextAttributes] {
    text.runs.map(\.attributes) + [text.defaultAttributes]
  }
}
