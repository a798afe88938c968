import Foundation
import TextMeasure

/// What a layout must give, known from its inputs alone (`TextLayoutError`'s
/// documented cases).
enum LayoutExpectation: Equatable, CustomStringConvertible {
  /// A NaN or negative width or height: ``TextLayoutError/invalidConstraint(width:height:)``.
  case invalidConstraint
  /// A negative inline-box width, or a kern, tracking, baseline offset, inline-box or paragraph-style length that is
  /// not finite, an expansion whose factor e^expansion is not a finite
  /// number above 0, or a font size
  /// that is not finite and positive: ``TextLayoutError/invalidAttribute(name:value:)``
  /// or ``TextLayoutError/invalidPointSize(fontName:size:)``.
  case invalidAttributes
  /// Valid input: a layout, or ``TextLayoutError/nonFiniteResult`` when the
  /// numbers overflow (a font of 1e300 pt, say).
  case layout

  /// The expectation for `layoutCase`.
  init(_ layoutCase: LayoutCase) {
    let width = Double(layoutCase.size.width)
    let height = Double(layoutCase.size.height)
    if width.isNaN || height.isNaN || width < 0 || height < 0 {
      self = .invalidConstraint
    } else if layoutCase.allAttributes.contains(where: { !Self.isValid($0) }) {
      self = .invalidAttributes
    } else {
      self = .layout
    }
  }

  /// Whether `error` is one this expectation allows.
  func allows(_ error: TextLayoutError) -> Bool {
    switch (self, error) {
    case (.invalidConstraint, .invalidConstraint), (.invalidAttributes, .invalidAttribute),
      (.invalidAttributes, .invalidPointSize), (.layout, .nonFiniteResult):
      true
    default: false
    }
  }

  var description: String {
    switch self {
    case .invalidConstraint: "an invalid constraint error"
    case .invalidAttributes: "an invalid attribute or point size error"
    case .layout: "a layout or a non-finite result error"
    }
  }

  /// Whether the attributes can be laid out: finite kerning, tracking,
  /// baseline offset, inline-box and paragraph-style lengths (a box's width
  /// not below 0), an expansion with a finite
  /// factor above 0, fonts (the cascade lists' too) of a finite positive size.
  private static func isValid(_ attributes: TextAttributes) -> Bool {
    let style = attributes.paragraphStyle
    let lengths = [
      style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore, style.lineHeightMultiple,
      style.minimumLineHeight, style.maximumLineHeight, style.firstLineHeadIndent, style.headIndent,
      style.tailIndent, style.defaultTabInterval, attributes.kern ?? 0, attributes.tracking ?? 0,
      attributes.baselineOffset,
    ] + (attributes.inlineBox.map { [$0.width, $0.ascent, $0.descent] } ?? [])
    let expansionFactor = exp(attributes.expansion)
    let sizes = ([attributes.font] + attributes.font.cascadeList).map(\.pointSize)
    return lengths.allSatisfy(\.isFinite) && !(attributes.inlineBox?.width ?? 0 < 0) && expansionFactor.isFinite
      && expansionFactor > 0
      && sizes.allSatisfy { $0.isFinite && $0 > 0 }
  }
}
