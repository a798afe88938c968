import Foundation

extension String {
  /// Whether the two strings have the same code units: stricter than `==`,
  /// which treats canonically equivalent strings (é and e + ◌́) as equal
  /// although they shape differently. For cache keys.
  package func hasSameCodeUnits(as other: String) -> Bool {
    var (lhs, rhs) = (self, other)
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  /// Feeds the string's UTF-8 bytes to `hasher` in one go (without the
  /// Unicode normalization `String.hash(into:)` performs).
  package func hashCodeUnits(into hasher: inout Hasher) {
    var string = self
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(string.utf8.count)
  }
}
