import Foundation

/// Why a conversation could not be laid out.
public enum ConversationLayoutError: Error, CustomStringConvertible {
  /// The conversation has no messages: there is nothing to lay out or draw.
  case noMessages
  /// The view width is not a positive, finite number of points.
  case invalidViewWidth(Double)
  /// The style could not measure the message at `index` (e.g. a
  /// ``/TextMeasure/TextLayoutError``).
  case measurementFailed(index: Int, underlying: any Error)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .noMessages: "the conversation has no messages"
    case .invalidViewWidth(let width): "the view width \(width) is not a positive number of points"
    case .measurementFailed(let index, let underlying): "messages[\(index)]: \(underlying)"
    }
  }
}

extension ConversationLayoutError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
