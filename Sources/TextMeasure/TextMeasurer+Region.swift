import Foundation

/// Text flowed around rectangular holes.
extension TextMeasurer {
  /// Lays `text` out in `region`, its lines flowing around the region's
  /// exclusions (the rules are ``TextRegion``'s). Without exclusions the
  /// lines are those of ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``
  /// at the region's width less twice its padding, bit for bit.
  ///
  /// Not cached: each call shapes the text (from the cache when it was
  /// shaped before) and sets its lines. The rect is the union of the
  /// lines' boxes, from the top of the region.
  ///
  /// - Parameters:
  ///   - text: the text and its attributes.
  ///   - region: the size, the exclusions and the padding of every span.
  ///   - options: as for ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``;
  ///     lines are always stacked (``TextLayoutOptions/Lines/multiple``).
  /// - Throws: ``TextLayoutError/invalidConstraint(width:height:)`` for a
  ///   negative or NaN size, an exclusion with a NaN edge (its width and
  ///   height reported) or a NaN padding (reported as the width); otherwise as ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``.
  /// - Complexity: O(n) in the text's length, times the exclusions that a line meets.
  public func layout(
    _ text: AttributedText, in region: TextRegion, options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> TextLayout {
    try Self.validate(region.size)
    let hasNaN = { (rect: CGRect) in rect.origin.x.isNaN || rect.origin.y.isNaN || rect.width.isNaN || rect.height.isNaN }
    if let bad = region.exclusions.first(where: hasNaN) {
      throw TextLayoutError.invalidConstraint(width: Double(bad.width), height: Double(bad.height))
    }
    guard !region.lineFragmentPadding.isNaN else {
      throw TextLayoutError.invalidConstraint(width: region.lineFragmentPadding, height: Double(region.size.height))
    }
    var options = options
    options.lines = .multiple
    let lineWidth = max(0, Double(region.size.width) - 2 * region.lineFragmentPadding)
    return try engine.withShapers { paragraphShaper, shaper in
      let shaped = try shapedText(text, CachedText(text, profile: profile), splitsParagraphs: true, shaper: paragraphShaper)
      return try TextLayoutBuilder(
        shaped: shaped, constraint: region.size, maxWidth: lineWidth, maxHeight: Double(region.size.height),
        options: options, shaper: shaper, region: region
      ).build()
    }
  }
}
