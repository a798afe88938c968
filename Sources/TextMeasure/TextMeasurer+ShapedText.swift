import Foundation

/// Shape once, lay out at many widths.
extension TextMeasurer {
  /// `text` analysed and shaped, ready to be laid out at any width
  /// (from the engine's cache when it was shaped before).
  ///
  /// - Throws: ``TextLayoutError`` for an attribute or font that cannot be
  ///   laid out, or text ICU cannot analyse.
  /// - Complexity: O(n) in the text's length.
  public func shape(_ text: AttributedText) throws -> ShapedText {
    let cached = CachedText(text, profile: profile)
    if let found = cachedShaping(cached, splitsParagraphs: true) { return found }
    return try engine.withShapers { paragraphShaper, _ in
      try shapedText(text, cached, splitsParagraphs: true, shaper: paragraphShaper)
    }
  }

  /// `string` in `font`, analysed and shaped.
  ///
  /// - Throws: as ``shape(_:)-(AttributedText)``.
  public func shape(_ string: String, font: Font) throws -> ShapedText {
    let cached = CachedText(string: string, font: font, profile: profile)
    if let found = cachedShaping(cached, splitsParagraphs: true) { return found }
    return try engine.withShapers { paragraphShaper, _ in
      try shapedText(
        AttributedText(string, attributes: TextAttributes(font: font)), cached, splitsParagraphs: true,
        shaper: paragraphShaper)
    }
  }

  /// Lays out `shaped` inside `size` without shaping it again (only line
  /// edges HarfBuzz marks unsafe to break are): the same layout, bit for
  /// bit, as ``layout(_:constrainedTo:options:)-(AttributedText,_,_)`` of
  /// its text. The fonts measure with the profile `shaped` was made with.
  /// A single-line layout (``TextLayoutOptions/Lines/single``) of a text with
  /// several paragraphs shapes the text again, whole.
  ///
  /// - Throws: ``TextLayoutError/invalidConstraint(width:height:)`` for a
  ///   negative or NaN size, ``TextLayoutError/nonFiniteResult`` when the
  ///   sizes overflow.
  /// - Complexity: O(n) in the text's length, with no shaping but of line edges.
  public func layout(
    _ shaped: ShapedText, constrainedTo size: CGSize = CGSize(width: Double.infinity, height: Double.infinity),
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> TextLayout {
    try measure(shaped, size, options)
  }

  /// The rect of ``layout(_:constrainedTo:options:)-(ShapedText,_,_)``,
  /// with the lines only set, not assembled.
  ///
  /// - Throws: as ``layout(_:constrainedTo:options:)-(ShapedText,_,_)``.
  public func boundingRect(
    _ shaped: ShapedText, constrainedTo size: CGSize = CGSize(width: Double.infinity, height: Double.infinity),
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> CGRect {
    try measure(shaped, size, options)
  }

  private func measure<Value: MeasuredValue>(_ shaped: ShapedText, _ size: CGSize, _ options: TextLayoutOptions)
    throws -> Value
  {
    try Self.validate(size)
    return try engine.withShapers { paragraphShaper, shaper in
      var serving = shaped
      if !shaped.serves(options) {
        serving = try ShapedText(
          shaping: shaped.text, metricsProfile: shaped.metricsProfile,
          splitsParagraphs: options.lines == .multiple, shaper: paragraphShaper)
      }
      return try Value.make(with: builder(serving, size, options, shaper))
    }
  }
}
