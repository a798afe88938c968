import CXXHash
import Foundation

/// The seed of every cache key's text hash, new in every process (as Swift's
/// own `Hasher` is), so that no text can be chosen to collide everywhere.
private let codeUnitHashSeed = UInt64.random(in: .min ... .max)

extension UnsafeRawBufferPointer {
  /// XXH3 of the bytes with this process's seed: for cache keys, whose
  /// texts SipHash (`Hasher`) would take ten times as long to hash.
  package var codeUnitHash: Int {
    Int(truncatingIfNeeded: XXH3_64bits_withSeed(baseAddress, count, codeUnitHashSeed))
  }
}

extension String {
  /// Whether the two strings have the same code units: stricter than `==`,
  /// which treats canonically equivalent strings (é and e + ◌́) as equal
  /// although they shape differently. For cache keys.
  package func hasSameCodeUnits(as other: String) -> Bool {
    withCodeUnits { left in
      other.withCodeUnits { right in
        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  /// The hash of the string's UTF-8 bytes (``UnsafeRawBufferPointer/codeUnitHash``),
  /// without the Unicode normalization `String.hash(into:)` performs: equal
  /// for strings with the same code units.
  package var codeUnitHash: Int {
    withCodeUnits { $0.codeUnitHash }
  }

  /// Calls `body` with the string's UTF-8 bytes, in place when the string
  /// stores them (every native string), without copying the string.
  private func withCodeUnits<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
    var string = self
    return string.withUTF8 { body(UnsafeRawBufferPointer($0)) }
  }
}
