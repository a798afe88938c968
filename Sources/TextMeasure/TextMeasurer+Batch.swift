import Foundation
internal import _TextMeasureSupport

extension TextMeasurer {
  /// Lays out many texts at once on every core: the same layouts, bit for
  /// bit, as calling ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``
  /// on each in turn.
  ///
  /// ```swift
  /// let layouts = try TextMeasurer().layouts(messages, constrainedTo: CGSize(width: 250, height: Double.infinity))
  /// ```
  ///
  /// - Returns: the layouts, in the order of `texts`.
  /// - Throws: the ``TextLayoutError`` of the first text (in order) that fails.
  public func layouts(
    _ texts: [AttributedText], constrainedTo size: CGSize = CGSize(width: Double.infinity, height: Double.infinity),
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> [TextLayout] {
    try texts.parallelMap { try layout($0, constrainedTo: size, options: options) }
  }

  /// The bounding rects of many strings in one font, at most `width` points
  /// wide (`.infinity`: no limit), measured on every core; each is the rect
  /// ``boundingRect(of:font:width:options:)`` gives.
  ///
  /// - Returns: the rects, in the order of `strings`.
  /// - Throws: the ``TextLayoutError`` of the first string (in order) that fails.
  public func boundingRects(
    of strings: [String], font: Font, width: Double = .infinity,
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> [CGRect] {
    try strings.parallelMap { try boundingRect(of: $0, font: font, width: width, options: options) }
  }
}
