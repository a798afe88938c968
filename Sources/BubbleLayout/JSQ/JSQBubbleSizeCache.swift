import Foundation
internal import _TextMeasureSupport

/// The bubble-size cache `cacheLimit` promises: least recently used entries
/// go first, keys are compared in full (``JSQBubbleSizeCacheKey``), a change
/// of collection view width empties it, and a lock makes it safe to share
/// between threads.
///
/// JSQ 7.x declares `cacheLimit` and ignores it (an `NSCache` with a fixed
/// `countLimit` of 200, which may evict anything at any time); this cache
/// keeps exactly the `limit` most recently used sizes.
public final class JSQBubbleSizeCache: Sendable {
  private struct State {
    var entries: LeastRecentlyUsedCache<JSQStoredKey, JSQMessageBubbleSize>
    var collectionViewWidth: Double?
    var statistics = CacheStatistics()
    var widthInvalidations = 0
  }

  /// The most sizes kept; 0 means no limit.
  public let limit: Int
  private let state: Locked<State>

  /// An empty cache keeping at most `limit` sizes (0 or less: no limit).
  public init(limit: Int) {
    self.limit = max(0, limit)
    state = Locked(State(entries: LeastRecentlyUsedCache(costLimit: limit > 0 ? limit : .max)))
  }

  /// The number of sizes kept.
  public var count: Int { state.withLock { $0.entries.count } }

  /// Its hits, misses and evictions since it was made, and the sizes kept.
  public var statistics: CacheStatistics {
    state.withLock { state in
      var statistics = state.statistics
      statistics.count = state.entries.count
      return statistics
    }
  }

  /// Times the cache was emptied because the collection view's width changed.
  public var widthInvalidations: Int { state.withLock { $0.widthInvalidations } }

  /// Whether `key` has a size, without counting a lookup or a use.
  public func contains(_ key: JSQBubbleSizeCacheKey) -> Bool {
    state.withLock { $0.entries.contains(JSQStoredKey(key: key)) }
  }

  /// The size stored for `key`, which becomes the most recently used; counts
  /// a hit or a miss.
  public func size(forKey key: JSQBubbleSizeCacheKey) -> JSQMessageBubbleSize? {
    state.withLock { state in
      let size = state.entries.value(forKey: JSQStoredKey(key: key))
      if size == nil { state.statistics.misses += 1 } else { state.statistics.hits += 1 }
      return size
    }
  }

  /// ``prepare(forCollectionViewWidth:)`` and then the size whose key has
  /// `hash` and satisfies `matches` (compared in place), under one lock: what
  /// the calculator asks for each message, without building a key. Counts a
  /// hit or a miss.
  func size(
    forCollectionViewWidth width: Double, hash: Int, where matches: (borrowing JSQBubbleSizeCacheKey) -> Bool
  ) -> JSQMessageBubbleSize? {
    state.withLock { state in
      Self.prepare(&state, forCollectionViewWidth: width)
      let size = state.entries.value(forHash: hash) { matches($0.key) }
      if size == nil { state.statistics.misses += 1 } else { state.statistics.hits += 1 }
      return size
    }
  }

  /// Stores `size` for `key`, evicting the least recently used size if full.
  public func insert(_ size: JSQMessageBubbleSize, forKey key: JSQBubbleSizeCacheKey) {
    state.withLock { state in
      state.statistics.evictions += state.entries.insert(size, forKey: JSQStoredKey(key: key))
    }
  }

  /// Empties the cache if `width` differs from the collection view width of
  /// the previous call: JSQ invalidates its layout only when the width
  /// changes (`shouldInvalidateLayoutForBoundsChange:`) and empties the cache
  /// on rotation.
  public func prepare(forCollectionViewWidth width: Double) {
    state.withLock { Self.prepare(&$0, forCollectionViewWidth: width) }
  }

  private static func prepare(_ state: inout State, forCollectionViewWidth width: Double) {
    if let previous = state.collectionViewWidth, previous != width {
      state.entries.removeAll()
      state.widthInvalidations += 1
    }
    state.collectionViewWidth = width
  }

  /// Empties the cache: JSQ's `prepareForResettingLayout:` (memory warnings,
  /// `invalidateFlowLayoutMessagesCache`).
  public func removeAll() {
    state.withLock { $0.entries.removeAll() }
  }
}
