import Foundation
import TextMeasure

extension Font {
  /// This font with `fallbacks` as its cascade list (each at this font's
  /// size), leaving out any that is this font's own face: a list given once
  /// for many fonts often holds one of them.
  public func cascading(to fallbacks: [Font], systemFallback: Bool) -> Font {
    withCascadeList(fallbacks.filter { !$0.hasSameFace(as: self) }, systemFallback: systemFallback)
  }
}
