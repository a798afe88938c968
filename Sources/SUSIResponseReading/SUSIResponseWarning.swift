import Foundation

/// Something in a SUSI response that was skipped rather than shown.
public enum SUSIResponseWarning: Sendable, Hashable, CustomStringConvertible {
  /// An action whose type this library does not show (`timer_set`,
  /// `pause`, a future type…); it gets no message.
  case unknownActionType(path: String, type: String)

  /// The JSON path of the skipped value.
  public var path: String {
    switch self {
    case .unknownActionType(let path, _): path
    }
  }

  /// A one-line explanation naming the path.
  public var description: String {
    switch self {
    case .unknownActionType(let path, let type): "\(path): unknown action type \"\(type)\" skipped"
    }
  }
}
