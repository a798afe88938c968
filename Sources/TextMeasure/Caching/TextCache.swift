import Foundation
import Synchronization
internal import _TextMeasureSupport

/// The one cache of a ``TextEngine``: shaped texts (``ShapedText``), whole
/// layouts, bounding rects, the reshaped edges of lines and shaped words,
/// kept within a byte budget.
///
/// Every entry's cost is estimated in bytes (its key's text and attributes,
/// what it holds: glyph and boundary arrays for a shaping, lines and glyph
/// runs for a layout; and its places in the cache's own arrays, so that
/// many small entries cost what they take), and the least recently used entries are
/// dropped to stay within ``budget``: 64 MiB unless you set another, 0 for
/// no caching at all. Keys compare content: the text by its code units and
/// attributes, fonts by value (face, size, cascade list), the box, the
/// options and the metrics profile; never an object's identity. A cache
/// never changes a result: a measurement found here is the same bits as one
/// made. ``removeAll()`` releases every entry's memory.
///
/// While the cache has room, everything measured is stored. Once it is
/// full, a whole text's shaping, layout or rect is stored (evicting the
/// least recently used entries) only if the same key was looked up and not
/// found lately, before the lookup that made it: a text measured again is
/// kept, and a stream of texts each measured once does not push out the
/// words and line edges that other texts reuse. Words and line edges are
/// always stored. The misses are remembered in a fixed table of 1,024
/// hashes per shard (128 KiB in all, whatever is measured), so "lately"
/// means within about the last 16,000 texts missed;
/// ``Statistics/refusals`` counts the texts not stored.
///
/// The entries are spread over 16 shards by their keys' hashes, each with
/// its own lock and a sixteenth of the budget, so threads rarely wait for
/// each other; an entry that costs more than a shard's share is not kept.
/// Thread-safe.
///
/// ```swift
/// let engine = TextEngine(cacheBudget: 16 << 20)     // 16 MiB
/// let measurer = TextMeasurer(engine: engine)
/// _ = try measurer.boundingRect(of: "Hello", font: .systemFont(ofSize: 17), width: 250)
/// print(engine.cache.statistics.bytes)
/// ```
public final class TextCache: Sendable {
  /// What the cache holds and has done since it was made or emptied.
  public struct Statistics: Sendable, Hashable {
    /// Entries kept now.
    public var entries = 0
    /// Their estimated cost in bytes (never more than the budget).
    public var bytes = 0
    /// Lookups that found an entry.
    public var hits = 0
    /// Lookups that did not (the result was then made and, if it fits, stored).
    public var misses = 0
    /// Entries dropped to stay within the budget.
    public var evictions = 0
    /// Lookups of a word's glyphs that found them, so that a text of words
    /// shaped before skips most of its shaping. Words are counted apart:
    /// ``hits`` and ``misses`` count texts and line edges.
    public var wordHits = 0
    /// Lookups of a word's glyphs that did not find them.
    public var wordMisses = 0
    /// Whole texts made but not stored: the cache was full and the text
    /// had not been looked up and missed before (see ``TextCache``).
    public var refusals = 0

    /// Hits as a share of lookups (0 before the first lookup).
    public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
  }

  /// The budget a cache has unless told otherwise: 64 MiB.
  public static let defaultBudget = 64 << 20

  /// What each entry costs besides its key's and content's own memory: its
  /// places in the least-recently-used map's arrays (a key is stored there
  /// whole, whatever its text's length).
  static let bytesPerEntry = LeastRecentlyUsedCache<TextCacheKey, TextCacheEntry>.bytesPerEntry

  /// The shards: 16, chosen by a hash's top 4 bits.
  private static var shardBits: Int { 4 }
  private static var shardCount: Int { 1 << shardBits }

  /// What a lookup is for: the statistics count words apart, and only the
  /// misses of whole texts are remembered for the admission rule.
  enum Lookup {
    /// A whole text's shaping, layout or rect.
    case text
    /// A line edge's glyphs.
    case edge
    /// A word's glyphs.
    case word
  }

  private struct Shard {
    var entries: LeastRecentlyUsedCache<TextCacheKey, TextCacheEntry>
    var recentMisses = RecentMisses()
    var statistics = Statistics()
  }

  private let shards: LockedShards<Shard>
  private let storedBudget: Atomic<Int>

  /// An empty cache whose entries may cost `budget` bytes together (0 or
  /// less: nothing is cached; each of the 16 shards gets a sixteenth, so a
  /// budget below 16 bytes caches nothing either).
  public init(budget: Int = TextCache.defaultBudget) {
    let budget = max(0, budget)
    storedBudget = Atomic(budget)
    shards = LockedShards(count: Self.shardCount) { _ in
      Shard(entries: LeastRecentlyUsedCache(costLimit: budget / TextCache.shardCount))
    }
  }

  /// The most the entries may cost together, in bytes: 0 caches nothing.
  /// Lowering it drops the least recently used entries at once.
  public var budget: Int {
    get { storedBudget.load(ordering: .relaxed) }
    set {
      let budget = max(0, newValue)
      storedBudget.store(budget, ordering: .relaxed)
      for index in 0..<Self.shardCount {
        shards.withLock(index) { shard in
          let before = shard.entries.count
          shard.entries.costLimit = budget / Self.shardCount
          shard.statistics.evictions += before - shard.entries.count
        }
      }
    }
  }

  /// Whether anything can be cached (the budget is not 0).
  var isEnabled: Bool { storedBudget.load(ordering: .relaxed) >= Self.shardCount }

  /// The counters so far, summed over the shards.
  public var statistics: Statistics {
    (0..<Self.shardCount).reduce(into: Statistics()) { total, index in
      shards.withLock(index) { shard in
        total.entries += shard.entries.count
        total.bytes += shard.entries.totalCost
        total.hits += shard.statistics.hits
        total.misses += shard.statistics.misses
        total.evictions += shard.statistics.evictions
        total.wordHits += shard.statistics.wordHits
        total.wordMisses += shard.statistics.wordMisses
        total.refusals += shard.statistics.refusals
      }
    }
  }

  /// Drops every entry, releasing their memory, and resets the counters.
  public func removeAll() {
    for index in 0..<Self.shardCount {
      shards.withLock(index) { shard in
        shard.entries.removeAll()
        shard.recentMisses = RecentMisses()
        shard.statistics = Statistics()
      }
    }
  }

  /// What `read` takes from the entry whose key has `hash` and satisfies
  /// `matches` (compared in place), counting no reference to it (`nil`
  /// rejects it); counts a hit or a miss, of a word for a ``Lookup/word``.
  func read<Part>(
    hash: Int, for lookup: Lookup = .text, where matches: (borrowing TextCacheKey) -> Bool,
    _ read: (TextCacheEntry) -> Part?
  ) -> Part? {
    shards.withLock(Self.shard(of: hash)) { shard in
      let part = shard.entries.read(forHash: hash, where: matches, read)
      switch (lookup, part == nil) {
      case (.word, true): shard.statistics.wordMisses += 1
      case (.word, false): shard.statistics.wordHits += 1
      case (_, false): shard.statistics.hits += 1
      case (.edge, true): shard.statistics.misses += 1
      case (.text, true):
        shard.statistics.misses += 1
        shard.recentMisses.noteMiss(hash: hash)
      }
      return part
    }
  }

  /// Stores an entry holding `content` for `key`, in place of the key's
  /// entry if it has one, dropping the least recently used entries to make
  /// room; a whole text's entry that would drop others is stored only if
  /// its key missed before the miss that made it (the admission rule, see
  /// ``TextCache``). The entry is made only when it is stored.
  func store(_ content: TextCacheEntry.Content, for key: TextCacheKey) {
    let cost = content.byteCount + key.byteCount + Self.bytesPerEntry
    shards.withLock(Self.shard(of: key.cacheHash)) { shard in
      if key.text != nil, shard.entries.wouldEvict(toStore: cost),
        !shard.recentMisses.hasMissedAgain(hash: key.cacheHash)
      {
        shard.statistics.refusals += 1
        return
      }
      shard.statistics.evictions += shard.entries.insert(TextCacheEntry(content), forKey: key, cost: cost)
    }
  }

  private static func shard(of hash: Int) -> Int {
    Int(UInt(bitPattern: hash) >> (UInt.bitWidth - shardBits))
  }
}
