import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension JSQBubbleSizeCalculator {
  /// The bubble sizes of a whole conversation, measured on every core and
  /// stored in the cache: the same sizes as calling
  /// ``bubbleSize(for:collectionViewSize:)`` for each message in turn.
  ///
  /// - Returns: the sizes, in the order of `messages`.
  /// - Throws: the ``/TextMeasure/TextLayoutError`` of the first message (in order) that fails.
  public func bubbleSizes(for messages: [ChatMessage], collectionViewSize: CGSize) throws -> [JSQMessageBubbleSize] {
    cache.prepare(forCollectionViewWidth: Double(collectionViewSize.width))
    return try messages.parallelMap { try bubbleSize(for: $0, collectionViewSize: collectionViewSize) }
  }
}
