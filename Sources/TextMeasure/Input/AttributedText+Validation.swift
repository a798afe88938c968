import Foundation

extension AttributedText {
  /// Throws unless every attribute can be laid out: finite kerning,
  /// tracking, baseline offset and paragraph-style lengths, an expansion
  /// whose factor is a finite number above 0, and fonts (with their cascade
  /// lists) that opened and have a finite positive size.
  ///
  /// - Throws: ``TextLayoutError/invalidAttribute(name:value:)``,
  ///   ``TextLayoutError/fontUnavailable(_:)`` or
  ///   ``TextLayoutError/invalidPointSize(fontName:size:)``.
  func validateForLayout() throws {
    // By index and closure, not `for run in runs` or key paths: each run's
    // attributes are read in place, without copying them.
    for index in runs.indices { try Self.validate(runs[index].attributes) }
    try Self.validate(defaultAttributes)
    guard !(defaultAttributes.font.canLayOut && runs.allSatisfy({ $0.attributes.font.canLayOut })) else { return }
    var fonts = runs.map { $0.attributes.font } + [defaultAttributes.font]
    fonts += fonts.flatMap(\.cascadeList)
    for font in fonts {
      if let error = font.face.loadError { throw TextLayoutError.fontUnavailable(error) }
      guard font.pointSize.isFinite, font.pointSize > 0 else {
        throw TextLayoutError.invalidPointSize(fontName: font.fontName, size: font.pointSize)
      }
    }
  }

  /// Throws for a kern, tracking, baseline offset, inline box or paragraph
  /// style length that is not finite, or an expansion whose factor is not.
  private static func validate(_ attributes: TextAttributes) throws {
    if let kern = attributes.kern, !kern.isFinite {
      throw TextLayoutError.invalidAttribute(name: "kern", value: kern)
    }
    if let tracking = attributes.tracking, !tracking.isFinite {
      throw TextLayoutError.invalidAttribute(name: "tracking", value: tracking)
    }
    if !attributes.baselineOffset.isFinite {
      throw TextLayoutError.invalidAttribute(name: "baselineOffset", value: attributes.baselineOffset)
    }
    // The factor e^expansion scales advances and outlines: it must be a
    // finite number above 0 too (expansion between about −745 and 709.78).
    if attributes.expansion != 0 {
      let factor = exp(attributes.expansion)
      if !(factor.isFinite && factor > 0) {
        throw TextLayoutError.invalidAttribute(name: "expansion", value: attributes.expansion)
      }
    }
    if let box = attributes.inlineBox {
      for (name, value) in [("inlineBox.width", box.width), ("inlineBox.ascent", box.ascent), ("inlineBox.descent", box.descent)]
      where !value.isFinite {
        throw TextLayoutError.invalidAttribute(name: name, value: value)
      }
      // An advance cannot run backwards (an attachment's bounds are never narrower than 0).
      if box.width < 0 { throw TextLayoutError.invalidAttribute(name: "inlineBox.width", value: box.width) }
    }
    if let (name, value) = firstNonFiniteLength(in: attributes.paragraphStyle) {
      throw TextLayoutError.invalidAttribute(name: name, value: value)
    }
  }

  /// The first of the paragraph style's lengths that is not finite, by name.
  private static func firstNonFiniteLength(in style: ParagraphStyle) -> (String, Double)? {
    // Any NaN or infinity makes the product of zeros NaN: the common case
    // (all finite) is decided without building the list.
    let zeros =
      (style.lineSpacing * 0) + (style.paragraphSpacing * 0) + (style.paragraphSpacingBefore * 0)
      + (style.lineHeightMultiple * 0) + (style.minimumLineHeight * 0) + (style.maximumLineHeight * 0)
      + (style.firstLineHeadIndent * 0) + (style.headIndent * 0) + (style.tailIndent * 0)
      + (style.defaultTabInterval * 0)
    guard zeros.isNaN else { return nil }
    let lengths = [
      ("lineSpacing", style.lineSpacing), ("paragraphSpacing", style.paragraphSpacing),
      ("paragraphSpacingBefore", style.paragraphSpacingBefore), ("lineHeightMultiple", style.lineHeightMultiple),
      ("minimumLineHeight", style.minimumLineHeight), ("maximumLineHeight", style.maximumLineHeight),
      ("firstLineHeadIndent", style.firstLineHeadIndent), ("headIndent", style.headIndent),
      ("tailIndent", style.tailIndent), ("defaultTabInterval", style.defaultTabInterval),
    ]
    return lengths.first { !$0.1.isFinite }
  }

  /// The memory the text takes, in bytes, for the cache's budget: its
  /// string's bytes and its attribute runs.
  var byteCount: Int {
    64 + string.utf8.count + runs.count * MemoryLayout<Run>.stride
  }
}
