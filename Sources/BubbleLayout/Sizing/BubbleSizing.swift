import Foundation

/// A chat library's sizing rules: the cell that shows a message in a
/// collection view `viewWidth` points wide.
public protocol BubbleSizing: Sendable {
  /// The cell showing `message`: its size, its bubble, its text (the layout
  /// the style measured, and where it goes) or media, its avatar and its
  /// labels (its ``ChatMessage/labels`` texts measured in the style's label
  /// fonts, which size the cell), all from one measurement.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the text measurement.
  func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell
}

extension BubbleSizing {
  /// The frames of ``cell(for:viewWidth:)``: the text's frame relative to
  /// the bubble, the bubble's frame and the cell's size.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the text measurement.
  public func measure(_ message: ChatMessage, viewWidth: Double) throws -> BubbleMeasurement {
    try cell(for: message, viewWidth: viewWidth).measurement
  }
}
