import Foundation

/// A control a cell shows beside its text: SUSI's feedback thumbs. It
/// takes room the style reserves for it and changes no size.
public struct CellAccessory: Sendable, Hashable {
  /// What the control is; a renderer draws a symbol for it.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A thumb up: "this answer helped".
    case thumbsUp
    /// A thumb down: "this answer did not help".
    case thumbsDown
  }

  /// What the control is.
  public var kind: Kind
  /// Its frame in the cell.
  public var frame: CGRect

  /// A control.
  public init(kind: Kind, frame: CGRect) {
    self.kind = kind
    self.frame = frame
  }
}
