import Foundation

/// What a thread's recent layout lookups (``RecentLayoutLookups``) are filed
/// by: a plain string in a font found by identity rather than by content, so
/// that asking again with the same `String` and `Font` values hashes no text
/// and compares no bytes.
///
/// - A string of at most 15 UTF-8 bytes is its bytes (two words), which is
///   what a small string holds inline.
/// - A longer one is the address of its storage. Two live strings with the
///   same address share one storage, and a shared storage never changes
///   (strings are copied on write), so they have the same bytes. The slot
///   that files a key keeps its string, so the address stays taken.
/// - The font is its storage's identity, kept alive the same way.
/// - `generation` names one ``LayoutCache`` between two emptyings
///   (``LayoutCache/removeAll()``), and is never reused.
struct RecentLookupKey: Equatable {
  let generation: UInt64
  let textWords: (first: UInt64, second: UInt64)
  let textCount: Int
  let font: ObjectIdentifier
  let width: UInt64
  let height: UInt64
  let options: Int
  /// Well mixed in its low bits, which choose the slot.
  let hash: Int

  /// The key of no lookup (generation 0 names no cache), in unused slots.
  static let empty = RecentLookupKey()

  private init() {
    generation = 0
    textWords = (0, 0)
    textCount = 0
    font = ObjectIdentifier(RecentLookupKey.self)
    width = 0
    height = 0
    options = 0
    hash = 0
  }

  /// The key of `string` in `font`, or `nil` when the string does not store
  /// its bytes contiguously and so has no address to be known by.
  init?(string: String, font: Font, size: CGSize, options: StringDrawingOptions, generation: UInt64) {
    guard
      let text = string.utf8.withContiguousStorageIfAvailable({ bytes -> (words: (UInt64, UInt64), count: Int) in
        (Self.words(of: UnsafeRawBufferPointer(bytes)), bytes.count)
      })
    else { return nil }
    self.generation = generation
    textWords = text.words
    textCount = text.count
    self.font = font.storageIdentifier
    width = Double(size.width).bitPattern
    height = Double(size.height).bitPattern
    self.options = options.rawValue
    var mixer = CacheHashMixer(Int(bitPattern: UInt(textWords.first)))
    mixer.combine(Int(bitPattern: UInt(textWords.second)))
    mixer.combine(textCount)
    mixer.combine(Int(bitPattern: self.font))
    mixer.combine(Int(bitPattern: UInt(width)))
    mixer.combine(Int(bitPattern: UInt(height)))
    mixer.combine(self.options)
    mixer.combine(Int(bitPattern: UInt(generation)))
    hash = mixer.value
  }

  /// The bytes of a string of at most 15 (a small string's, read out of
  /// it), or else the address of its storage. Two loads that overlap when
  /// the bytes are fewer than the words hold: with the count, still one
  /// pair of words per string.
  private static func words(of bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
    let count = bytes.count
    switch count {
    case 16...: return (UInt64(UInt(bitPattern: bytes.baseAddress)), 0)
    case 8...: return (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    case 4...:
      return (
        UInt64(bytes.loadUnaligned(as: UInt32.self)), UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      )
    default: return (bytes.reduce(0) { $0 << 8 | UInt64($1) }, 0)
    }
  }

  static func == (lhs: RecentLookupKey, rhs: RecentLookupKey) -> Bool {
    lhs.hash == rhs.hash && lhs.generation == rhs.generation && lhs.textWords == rhs.textWords
      && lhs.textCount == rhs.textCount && lhs.font == rhs.font && lhs.width == rhs.width
      && lhs.height == rhs.height && lhs.options == rhs.options
  }
}
