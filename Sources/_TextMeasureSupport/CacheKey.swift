/// A key of these libraries' caches: it carries a hash computed once, when
/// the key was made, so that finding it (choosing a shard, probing a table)
/// hashes nothing again.
///
/// `cacheHash` must be equal for equal keys and should be well mixed in all
/// its bits: shards take the high bits and tables the low ones.
public protocol CacheKey: Equatable {
  /// The key's hash, computed when it was made.
  var cacheHash: Int { get }
}

/// Folds values into a cache key's hash, for keys whose text is hashed
/// already (by XXH3) and whose other fields only need to be told apart:
/// each value is multiplied by its own odd constant and added, so the
/// multiplications run side by side, and ``value`` mixes the sum once with
/// splitmix64's finalizer.
public struct CacheHashMixer: Sendable {
  @usableFromInline var sum: UInt64
  @usableFromInline var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// A mixer starting from `seed` (a text's hash, say).
  @inlinable public init(_ seed: Int) {
    sum = UInt64(bitPattern: Int64(seed))
  }

  /// A mixer starting from `seed` with `values`' values mixed in already:
  /// the same hash as starting from `seed` and mixing them in again, for
  /// keys that share those values and differ in their seed.
  @inlinable public init(_ seed: Int, mixing values: CacheHashMixer) {
    sum = UInt64(bitPattern: Int64(seed)) &+ values.sum
    multiplier = values.multiplier
  }

  /// Mixes `value` in.
  @inlinable public mutating func combine(_ value: Int) {
    sum &+= UInt64(bitPattern: Int64(value)) &* multiplier
    multiplier &*= 0xD605_BBB5_8C8A_BBB5
  }

  /// Mixes in `value`'s bits (−0 as 0, since they are equal).
  @inlinable public mutating func combine(_ value: Double) {
    combine(Int(bitPattern: UInt((value + 0).bitPattern)))
  }

  /// The hash so far, well mixed in all its bits.
  @inlinable public var value: Int {
    var state = sum
    state = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
    state = (state ^ (state >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(state ^ (state >> 31)))
  }
}
