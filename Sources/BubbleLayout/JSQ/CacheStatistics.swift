/// What a cache of sizes has done since it was made or emptied: the
/// counters ``JSQBubbleSizeCache`` keeps.
public struct CacheStatistics: Sendable, Hashable {
  /// Lookups that found an entry.
  public var hits: Int
  /// Lookups that did not (the entry was then made and stored).
  public var misses: Int
  /// Entries dropped to stay within the limit.
  public var evictions: Int
  /// Entries kept now.
  public var count: Int

  /// Counters with the given values (all zero by default).
  public init(hits: Int = 0, misses: Int = 0, evictions: Int = 0, count: Int = 0) {
    self.hits = hits
    self.misses = misses
    self.evictions = evictions
    self.count = count
  }

  /// Hits as a share of lookups (0 before the first lookup).
  public var hitRate: Double {
    hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses)
  }
}
