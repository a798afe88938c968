import Foundation

/// The layout-cache entries the calling thread found or stored most
/// recently, filed by ``RecentLookupKey``: the front of ``LayoutCache`` for
/// plain strings, so that sizing the same `String` in the same `Font` again
/// takes no lock, hashes no text and moves nothing in the shared cache.
///
/// Each thread has its own table (a `pthread` key; released when the thread
/// ends), so nothing in it is shared and nothing needs a lock. 256 sets of
/// four slots, the oldest filed first out. A slot keeps its string, font
/// and layout (if the entry had one) alive, so a thread holds at most 1,024
/// of them besides the caches', including ones a cache has dropped since.
/// A slot is never wrong, only possibly dropped: what it holds is a
/// function of its key.
final class RecentLayoutLookups {
  /// 256 sets of 4 slots: a set holds four keys, so that a few keys
  /// sharing a set are not pushed out of it in turn.
  static let setCount = 256
  static let ways = 4

  /// A filed lookup: its key, what it found, and the key's string storage
  /// and font, kept alive (``RecentLookupKey``).
  struct Slot {
    let key: RecentLookupKey
    let boundingRect: CGRect
    /// The whole layout, when the entry held one.
    let layout: TextLayout?
    let string: String
    let font: Font?

    static let empty = Slot(key: .empty, boundingRect: .zero, layout: nil, string: "", font: nil)
  }

  /// The keys' hashes, four to a set (a cache line), so that a probe reads
  /// one line before it compares a whole key.
  private let hashes: UnsafeMutablePointer<Int>
  /// The slots, set after set, each set newest first (``Slot/empty`` in unused ones).
  private let slots: UnsafeMutablePointer<Slot>

  private init() {
    hashes = .allocate(capacity: Self.setCount * Self.ways)
    hashes.initialize(repeating: Slot.empty.key.hash, count: Self.setCount * Self.ways)
    slots = .allocate(capacity: Self.setCount * Self.ways)
    slots.initialize(repeating: .empty, count: Self.setCount * Self.ways)
  }

  deinit {
    slots.deinitialize(count: Self.setCount * Self.ways)
    slots.deallocate()
    hashes.deallocate()
  }

  /// What `read` takes from the slot filed under `key` (`nil` rejects it),
  /// looked at in place, counting no reference.
  func read<Part>(_ key: RecentLookupKey, _ read: (UnsafePointer<Slot>) -> Part?) -> Part? {
    let set = firstSlot(of: key)
    guard let way = way(of: key, from: set) else { return nil }
    return read(slots + set + way)
  }

  /// Files what `entry` holds under `key` (the key of `string` in `font`):
  /// in `key`'s own slot, or else first in its set, the others moving back
  /// one place and the last one out.
  func remember(_ entry: LayoutCacheEntry, for key: RecentLookupKey, string: String, font: Font) {
    let set = firstSlot(of: key)
    let slot = set + (way(of: key, from: set) ?? makeRoom(from: set))
    hashes[slot] = key.hash
    slots[slot] = Slot(key: key, boundingRect: entry.boundingRect, layout: entry.layout, string: string, font: font)
  }

  private func firstSlot(of key: RecentLookupKey) -> Int {
    Self.ways * (key.hash & (Self.setCount - 1))
  }

  private func way(of key: RecentLookupKey, from set: Int) -> Int? {
    (0..<Self.ways).first { hashes[set + $0] == key.hash && slots[set + $0].key == key }
  }

  /// Moves the set starting at `set` back one place, dropping its last
  /// slot (moved, not copied: no reference counted); returns the front way.
  private func makeRoom(from set: Int) -> Int {
    (hashes + set + 1).update(from: hashes + set, count: Self.ways - 1)
    (slots + set + Self.ways - 1).deinitialize(count: 1)
    (slots + set + 1).moveInitialize(from: slots + set, count: Self.ways - 1)
    (slots + set).initialize(to: .empty)
    return 0
  }

  /// Calls `body` with the calling thread's table, made on first use,
  /// counting no reference to it; `nil` when the process has no `pthread`
  /// key left for it (then there is no front, and nothing else changes).
  @inline(__always)
  static func withCurrent<Result>(_ body: (RecentLayoutLookups) -> Result?) -> Result? {
    guard let threadKey else { return nil }
    if let stored = pthread_getspecific(threadKey) {
      return Unmanaged<RecentLayoutLookups>.fromOpaque(stored)._withUnsafeGuaranteedRef(body)
    }
    let made = Unmanaged.passRetained(RecentLayoutLookups())
    guard pthread_setspecific(threadKey, made.toOpaque()) == 0 else {
      made.release()
      return nil
    }
    return made._withUnsafeGuaranteedRef(body)
  }
}

/// The `pthread` key of each thread's ``RecentLayoutLookups`` (`nil` if
/// `pthread_key_create` fails); its destructor releases a thread's table
/// when the thread ends.
private let threadKey: pthread_key_t? = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { table in
    guard let table else { return }
    Unmanaged<RecentLayoutLookups>.fromOpaque(table).release()
  }
  return status == 0 ? key : nil
}()
