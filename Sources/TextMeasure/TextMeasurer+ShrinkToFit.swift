import Foundation

extension TextMeasurer {
  /// Lays out `text` inside `size`, shrinking its fonts (down to
  /// `minimumScaleFactor` of their sizes) until nothing is truncated, clipped
  /// or dropped: what `NSStringDrawingContext.minimumScaleFactor` asks for.
  ///
  /// - Returns: the layout and the scale it used (1 when the text fits as it
  ///   is; `minimumScaleFactor` when even that does not fit).
  /// - Throws: as ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``.
  /// - Complexity: up to 20 layouts (a binary search over the scale).
  public func layoutShrinkingToFit(
    _ text: AttributedText, constrainedTo size: CGSize, options: TextLayoutOptions,
    minimumScaleFactor: Double
  ) throws -> (layout: TextLayout, scaleFactor: Double) {
    let full = try layout(text, constrainedTo: size, options: options)
    guard full.isTruncated, minimumScaleFactor > 0, minimumScaleFactor < 1 else { return (full, 1) }
    let smallest = try layout(text.scaled(by: minimumScaleFactor), constrainedTo: size, options: options)
    guard !smallest.isTruncated else { return (smallest, minimumScaleFactor) }
    var fits = (layout: smallest, scaleFactor: minimumScaleFactor)
    var tooLarge = 1.0
    for _ in 0..<18 {
      let middle = (fits.scaleFactor + tooLarge) / 2
      let candidate = try layout(text.scaled(by: middle), constrainedTo: size, options: options)
      if candidate.isTruncated { tooLarge = middle } else { fits = (candidate, middle) }
    }
    return fits
  }
}
