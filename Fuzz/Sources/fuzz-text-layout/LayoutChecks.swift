import Foundation
import FuzzSupport
import TextMeasure

/// The invariants of one ``LayoutCase``, each trapping when violated:
///
/// - the outcome is the one its inputs call for (``LayoutExpectation``):
///   invalid input throws the documented `TextLayoutError`, never crashes;
/// - a caching engine gives what an engine without a cache gives, on the
///   first call and when the result comes from the cache (as values: see
///   ``LayoutIdentity``);
/// - `boundingRect` equals the layout's `boundingRect`, bit for bit without
///   a cache, as values with one;
/// - the lines partition the text (``LineChecks``);
/// - laying out again at the measured width gives the same lines (``RelayoutCheck``);
/// - the one-font `String` API measures as the attributed API (``StringPathCheck``).
struct LayoutChecks {
  let layoutCase: LayoutCase
  /// A measurer whose engine caches nothing: the reference.
  let uncached: TextMeasurer
  /// A measurer whose engine caches.
  let cached: TextMeasurer

  func run() {
    let reference = layout(with: uncached)
    checkAllowed(reference)
    let (first, again) = (layout(with: cached), layout(with: cached))
    checkIdentical(first, reference, "the caching engine's first layout")
    checkIdentical(again, reference, "the caching engine's layout from its cache")
    let rect = reference.map(\.boundingRect)
    let measurers = [
      ("uncached", uncached, LayoutIdentity.bits), ("cached", cached, .values), ("cached again", cached, .values),
    ]
    for (name, measurer, identity) in measurers {
      let measured = Outcome {
        try measurer.boundingRect(layoutCase.text, constrainedTo: layoutCase.size, options: layoutCase.options)
      }
      layoutCase.require(
        measured.agrees(with: rect, identity.same),
        "\(name) boundingRect gave \(measured), the layout's rect is \(rect)")
    }
    guard let layout = reference.value else { return }
    LineChecks(layoutCase: layoutCase, layout: layout).run()
    RelayoutCheck(layoutCase: layoutCase, layout: layout, measurer: uncached).run()
    StringPathCheck(layoutCase: layoutCase, reference: reference, measurers: [(uncached, .bits), (cached, .values)])
      .run()
  }

  /// The case laid out by `measurer`.
  private func layout(with measurer: TextMeasurer) -> Outcome<TextLayout> {
    Outcome { try measurer.layout(layoutCase.text, constrainedTo: layoutCase.size, options: layoutCase.options) }
  }

  /// Traps unless `outcome` is what ``LayoutExpectation`` allows.
  private func checkAllowed(_ outcome: Outcome<TextLayout>) {
    let expectation = LayoutExpectation(layoutCase)
    switch outcome {
    case .value:
      layoutCase.require(expectation == .layout, "laid out input that calls for \(expectation)")
    case .error(let error as TextLayoutError):
      layoutCase.require(expectation.allows(error), "threw \(error) where \(expectation) was due")
    case .error(let error):
      layoutCase.require(false, "threw \(type(of: error)) \(error), not a TextLayoutError")
    }
  }

  /// Traps unless `outcome` and `reference` are the same error or identical layouts.
  private func checkIdentical(_ outcome: Outcome<TextLayout>, _ reference: Outcome<TextLayout>, _ name: String) {
    var difference = "\(outcome) vs \(reference)"
    let agrees = outcome.agrees(with: reference) { a, b in
      guard let found = LayoutIdentity.values.difference(a, b) else { return true }
      difference = found
      return false
    }
    layoutCase.require(agrees, "\(name) differs from the uncached one: \(difference)")
  }
}
