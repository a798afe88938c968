import Synchronization

/// HarfBuzz's results for words, kept so that text seen before is not shaped
/// again: the cache behind every ``TextMeasurer``.
///
/// An entry is the glyphs of one word (with the spaces after it) for one
/// face, shaping plan (script, direction, language, kerning) and text. Glyph
/// advances and offsets are in font units, so one entry serves every point
/// size. Runs are split into words only where that provably shapes exactly
/// as the whole run does (see ``WordBoundaryHazards``); other runs are kept
/// whole, with the characters around them that HarfBuzz reads as context.
///
/// Bounded and least-recently-used: the entries are spread over 16 shards by
/// hash, each with its own lock and a 16th of the limit, so threads rarely
/// wait for each other. Thread-safe.
public final class ShapingCache: Sendable {
  /// What the cache has done since it was made or emptied.
  public struct Statistics: Sendable, Hashable {
    /// Lookups that found the word's glyphs.
    public var hits = 0
    /// Lookups that did not (the word was then shaped and stored).
    public var misses = 0
    /// Entries dropped to stay within the limit.
    public var evictions = 0
    /// Entries kept now.
    public var count = 0

    /// Hits as a share of lookups (0 before the first lookup).
    public var hitRate: Double {
      hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses)
    }
  }

  /// The cache every ``TextMeasurer`` uses unless given another.
  public static let shared = ShapingCache(limit: 65_536)

  /// The most entries kept (words, not bytes; about 200 bytes each for a
  /// word of 6 letters).
  public let limit: Int
  private let shards: [Shard]

  /// A 16th of the entries, behind its own lock.
  private final class Shard: Sendable {
    struct State {
      var entries: LeastRecentlyUsedCache<ShapingCacheKey, ShapedRun>
      var statistics = Statistics()
    }

    let state: Mutex<State>

    init(limit: Int) {
      state = Mutex(State(entries: LeastRecentlyUsedCache(limit: limit)))
    }
  }

  /// An empty cache holding at most `limit` words (at least 16).
  public init(limit: Int) {
    self.limit = max(16, limit)
    let shardLimit = self.limit / 16
    shards = (0..<16).map { _ in Shard(limit: shardLimit) }
  }

  /// The counters so far, summed over the shards.
  public var statistics: Statistics {
    shards.reduce(into: Statistics()) { total, shard in
      shard.state.withLock { shard in
        total.hits += shard.statistics.hits
        total.misses += shard.statistics.misses
        total.evictions += shard.statistics.evictions
        total.count += shard.entries.count
      }
    }
  }

  /// Empties the cache and resets its statistics.
  public func removeAll() {
    for shard in shards {
      shard.state.withLock { $0 = Shard.State(entries: LeastRecentlyUsedCache(limit: $0.entries.limit)) }
    }
  }

  /// The glyphs stored for `key`, or those `shape` makes (then stored).
  func glyphs(for key: ShapingCacheKey, shape: () -> ShapedRun) -> ShapedRun {
    let shard = shards[Int(UInt(bitPattern: key.hashValue) % 16)]
    let cached = shard.state.withLock { shard in
      let found = shard.entries.value(forKey: key)
      if found == nil { shard.statistics.misses += 1 } else { shard.statistics.hits += 1 }
      return found
    }
    if let cached { return cached }
    let shaped = shape()
    shard.state.withLock { shard in
      if shard.entries.insert(shaped, forKey: key) { shard.statistics.evictions += 1 }
    }
    return shaped
  }
}

/// A cached shaping: the face, the plan, the text and the range of it that
/// was shaped (the rest is context).
struct ShapingCacheKey: Hashable, Sendable {
  var face: Int
  var plan: ShapingPlan
  var text: [UInt16]
  var range: Range<Int>

  /// Hashes the text's bytes in one go (an array hashes element by element).
  func hash(into hasher: inout Hasher) {
    hasher.combine(face)
    hasher.combine(plan)
    hasher.combine(range)
    text.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
