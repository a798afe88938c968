import Foundation

/// Why a text could not be laid out.
public enum TextLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A width or height limit that is NaN or negative (``TextMeasurer``
  /// takes `.infinity` for no limit).
  case invalidConstraint(width: Double, height: Double)
  /// A font whose point size is not a finite number greater than 0.
  case invalidPointSize(fontName: String, size: Double)
  /// A font that could not be opened (a bundled font removed from the build, say).
  case fontUnavailable(FontError)
  /// An attribute or paragraph-style value that is not a finite number, or
  /// an expansion whose factor, e^expansion, is not a finite number above 0.
  case invalidAttribute(name: String, value: Double)
  /// The layout's numbers overflowed (an enormous font size, say).
  case nonFiniteResult
  /// ICU could not open its iterators or analyse the text (out of memory,
  /// or its data missing).
  case textAnalysisFailed

  public var description: String {
    switch self {
    case .invalidConstraint(let width, let height):
      return "invalid size constraint \(width) × \(height): a width or height is a number ≥ 0, or .infinity for no limit"
    case .invalidPointSize(let fontName, let size):
      return "font \(fontName): invalid point size \(size); it must be a finite number greater than 0"
    case .fontUnavailable(let error):
      return "font unavailable: \(error)"
    case .invalidAttribute(let name, let value):
      let rule = name == "expansion" ? "e^expansion must be a finite number above 0" : "it must be a finite number"
      return "invalid \(name) \(value): \(rule)"
    case .nonFiniteResult:
      return "the layout's sizes overflow (not finite): is a font size or spacing too large?"
    case .textAnalysisFailed:
      return "ICU could not analyse the text"
    }
  }
}

extension TextLayoutError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
