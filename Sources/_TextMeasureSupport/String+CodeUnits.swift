import CXXHash
import Foundation

/// The seed of every cache key's text hash, new in every process (as Swift's
/// own `Hasher` is), so that no text can be chosen to collide everywhere.
@usableFromInline let codeUnitHashSeed = UInt64.random(in: .min ... .max)

extension UnsafeRawBufferPointer {
  /// XXH3 of the bytes with this process's seed: for cache keys, whose
  /// texts SipHash (`Hasher`) would take ten times as long to hash.
  @inlinable public var codeUnitHash: Int {
    Int(truncatingIfNeeded: XXH3_64bits_withSeed(baseAddress, count, codeUnitHashSeed))
  }

  /// Whether the two buffers hold the same bytes (the same buffer does, unread).
  @inlinable public func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
    count == other.count
      && (count == 0 || baseAddress == other.baseAddress || memcmp(baseAddress!, other.baseAddress!, count) == 0)
  }
}

extension String {
  /// Whether the two strings have the same code units: stricter than `==`,
  /// which treats canonically equivalent strings (é and e + ◌́) as equal
  /// although they shape differently. For cache keys.
  @inlinable public func hasSameCodeUnits(as other: String) -> Bool {
    other.withCodeUnits(hasCodeUnits)
  }

  /// Whether the string's UTF-8 bytes are `codeUnits`.
  @inlinable public func hasCodeUnits(_ codeUnits: UnsafeRawBufferPointer) -> Bool {
    withCodeUnits { $0.hasSameBytes(as: codeUnits) }
  }

  /// The hash of the string's UTF-8 bytes (``Swift/UnsafeRawBufferPointer/codeUnitHash``),
  /// without the Unicode normalization `String.hash(into:)` performs: equal
  /// for strings with the same code units.
  @inlinable public var codeUnitHash: Int {
    withCodeUnits(\.codeUnitHash)
  }

  /// Calls `body` with the string's UTF-8 bytes, in place when the string
  /// stores them (every native string), without copying the string.
  /// Always inlined: a specialized copy would take `body`'s captures as
  /// owned arguments, a reference count each (seen with callgrind).
  @inlinable @inline(__always)
  public func withCodeUnits<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) {
      return result
    }
    var string = self
    return try string.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
  }
}
