import Foundation
import TextMeasure

/// What a chat style computes for one message: where the text goes, the
/// bubble around it, and the cell (row) that holds both.
public struct BubbleMeasurement: Sendable, Hashable {
  /// The rect the style gives the text, relative to the bubble's origin
  /// (its size is the measured text size as the style rounds it).
  public var textRect: CGRect
  /// The bubble's frame, relative to the cell's origin.
  public var bubbleFrame: CGRect
  /// The cell's size (its width is the collection view's item width).
  public var cellSize: CGSize

  /// A measurement.
  public init(textRect: CGRect, bubbleFrame: CGRect, cellSize: CGSize) {
    self.textRect = textRect
    self.bubbleFrame = bubbleFrame
    self.cellSize = cellSize
  }

  /// The bubble's size.
  public var bubbleSize: CGSize { bubbleFrame.size }
}

/// A chat library's sizing rules: how big a message's bubble and cell are in
/// a collection view `viewWidth` points wide.
public protocol BubbleSizing: Sendable {
  /// Measures `message`.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the text measurement.
  func measure(_ message: ChatMessage, viewWidth: Double) throws -> BubbleMeasurement

  /// The layout the style measured `message`'s text with (the same call, so
  /// the same lines and glyphs), for drawing it; nil for media. Its lines go
  /// at ``BubbleMeasurement/textRect``'s origin in the bubble, moved by any
  /// line fragment padding and inset the style's text view adds.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the text measurement.
  func textLayout(for message: ChatMessage, viewWidth: Double) throws -> TextLayout?

  /// The labels the style shows around `message`'s bubble: its
  /// ``ChatMessage/labels`` texts measured in the style's label fonts, with
  /// their frames in the cell. ``measure(_:viewWidth:)`` sizes the cell
  /// with these same layouts. Empty where the style shows none.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  func labels(for message: ChatMessage, viewWidth: Double) throws -> [CellLabel]
}

extension BubbleSizing {
  /// No labels: styles whose sources show none (the chat-log and
  /// self-sizing tutorials).
  public func labels(for message: ChatMessage, viewWidth: Double) throws -> [CellLabel] { [] }
}
