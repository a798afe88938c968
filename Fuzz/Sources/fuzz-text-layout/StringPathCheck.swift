import Foundation
import FuzzSupport
import TextMeasure

/// The one-font `String` API (`layout(_:font:width:options:)` and
/// `boundingRect(of:font:width:options:)`, which the cache looks up by the
/// string's bytes) measures as the attributed API does, for a text whose
/// every run is the font alone and a height without limit.
struct StringPathCheck {
  let layoutCase: LayoutCase
  /// The attributed text's layout by the uncached measurer.
  let reference: Outcome<TextLayout>
  /// The measurers, each with how its results must equal the reference.
  let measurers: [(TextMeasurer, LayoutIdentity)]

  func run() {
    guard Double(layoutCase.size.height) == .infinity, let font = plainFont else { return }
    let (string, width, options) = (layoutCase.text.string, Double(layoutCase.size.width), layoutCase.options)
    let rect = reference.map(\.boundingRect)
    for (measurer, identity) in measurers {
      let layout = Outcome { try measurer.layout(string, font: font, width: width, options: options) }
      layoutCase.require(
        layout.agrees(with: reference) { identity.difference($0, $1) == nil },
        "the String API's layout differs from the attributed text's: \(layout) vs \(reference)")
      let measured = Outcome { try measurer.boundingRect(of: string, font: font, width: width, options: options) }
      layoutCase.require(
        measured.agrees(with: rect, identity.same),
        "the String API's boundingRect is \(measured), the attributed text's \(rect)")
    }
  }

  /// The font, when every run's attributes (and the default ones) are that font alone.
  private var plainFont: Font? {
    let font = layoutCase.text.defaultAttributes.font
    let plain = TextAttributes(font: font)
    return layoutCase.allAttributes.allSatisfy { $0 == plain } ? font : nil
  }
}
