import Foundation

extension TextLayout: Hashable {
  /// Hashes what ``==(_:_:)`` compares first and cheaply: the text, the
  /// rect and whether it is truncated (equal layouts agree on all three; the
  /// lines are left to `==`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(boundingRect)
    hasher.combine(isTruncated)
  }
}
