#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// The one implementation behind every `boundingRect` overload: measures
/// the text with ``TextEngine/shared`` (``TextMeasurer/boundingRect(_:constrainedTo:options:)-(AttributedText,_,_)``,
/// or, when the context has a minimum scale factor below 1, a layout shrunk
/// to fit) and returns the rect, or `CGRect.null` when it cannot be laid out
/// (a NaN size, a font size that is not finite and positive, a font that
/// could not be opened, a non-finite attribute, sizes that overflow, text
/// ICU cannot analyse). ``TextMeasurer`` reports those as errors.
///
/// Sizes follow Apple's rule: a width or height of 0 or less means no limit
/// (`NSStringDrawing.h`: the width limits lines "if larger than 0.0").
func foundationBoundingRect(
  _ text: AttributedText, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
) -> CGRect {
  let size = CGSize(width: foundationLimit(Double(size.width)), height: foundationLimit(Double(size.height)))
  let options = options.engineLayoutOptions
  let minimumScaleFactor = context?.minimumScaleFactor ?? 0
  guard minimumScaleFactor > 0, minimumScaleFactor < 1 else {
    let rect = (try? TextMeasurer().boundingRect(text, constrainedTo: size, options: options)) ?? .null
    context?.record(rect, scaleFactor: 1)
    return rect
  }
  let result = try? TextMeasurer().layoutShrinkingToFit(
    text, constrainedTo: size, options: options, minimumScaleFactor: minimumScaleFactor)
  let rect = result?.layout.boundingRect ?? .null
  context?.record(rect, scaleFactor: result?.scaleFactor ?? 1)
  return rect
}

/// A Foundation-style size as a limit: 0 or less is none (`.infinity`); NaN stays NaN (an error).
private func foundationLimit(_ value: Double) -> Double {
  value > 0 || value.isNaN ? value : .infinity
}

extension StringProtocol {
  /// The rect the string occupies when laid out with `attributes` inside
  /// `size` (`NSString.boundingRect(with:options:attributes:context:)`).
  ///
  /// Unrounded: `ceil` it to size a view. Returns `CGRect.null` for input
  /// that cannot be laid out; use ``/TextMeasure/TextMeasurer`` to learn why.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    foundationBoundingRect(
      AttributedText(String(self), attributes: TextAttributes(attributes)), size: size, options: options,
      context: context)
  }

  /// The size of the string on one line (`NSString.size(withAttributes:)`).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: attributes, context: nil).size
  }
}

extension NSString {
  /// `boundingRect(with:options:attributes:context:)` for `NSString`; see
  /// ``Swift/StringProtocol/boundingRect(with:options:attributes:context:)``.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  /// The size of the string on one line (`size(withAttributes:)`).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }
}

extension NSAttributedString {
  /// The rect the attributed string occupies inside `size`
  /// (`NSAttributedString.boundingRect(with:options:context:)`).
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
    -> CGRect
  {
    foundationBoundingRect(AttributedText(self), size: size, options: options, context: context)
  }

  /// The size of the attributed string laid out without a limit
  /// (`NSAttributedString.size()`), as `size(withAttributes:)` measures a string.
  public func size() -> CGSize {
    boundingRect(with: .zero, options: [.usesLineFragmentOrigin], context: nil).size
  }
}
#endif
