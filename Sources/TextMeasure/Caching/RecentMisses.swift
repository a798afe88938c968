/// The whole texts a shard of the ``TextCache`` looked up lately and did
/// not find, by their keys' hashes: what its admission rule asks once the
/// shard is full (a "doorkeeper", as TinyLFU calls it).
///
/// A table of ``capacity`` hashes, one per place, each place chosen by the
/// hash's low bits: a miss writes its hash there (over whatever missed
/// before at that place), and a second miss of the same hash, while it is
/// still there, marks it as missed again. So a text is remembered for
/// about as many misses of other texts as the table has places, and the
/// table takes the same memory whatever is measured: 8 bytes a place,
/// 8 KiB a shard, allocated at the shard's first miss.
struct RecentMisses {
  /// The places in a shard's table: 1,024.
  static let capacity = 1 << 10

  /// Per place, the hash last missed there with its lowest bit cleared,
  /// then set if it missed again; 0 for none.
  private var tags: [UInt64] = []

  /// Notes a lookup of the key with `hash` that found nothing.
  mutating func noteMiss(hash: Int) {
    if tags.isEmpty { tags = Array(repeating: 0, count: Self.capacity) }
    let (place, tag) = Self.place(of: hash)
    tags[place] = tags[place] & ~1 == tag ? tag | 1 : tag
  }

  /// Whether the key with `hash` missed twice lately: once before the miss
  /// that is about to store it. (A key whose hash is 0 or 1 counts as
  /// missed again at its first miss, since its tag is that of an empty
  /// place: one in 2⁶³.)
  func hasMissedAgain(hash: Int) -> Bool {
    let (place, tag) = Self.place(of: hash)
    return !tags.isEmpty && tags[place] == tag | 1
  }

  private static func place(of hash: Int) -> (place: Int, tag: UInt64) {
    let bits = UInt64(bitPattern: Int64(hash))
    return (Int(truncatingIfNeeded: bits) & (capacity - 1), bits & ~1)
  }
}
