import Foundation

/// What the ``TextCache`` keeps for a key: a shaping, a whole layout, only
/// a layout's rect (when ``TextMeasurer/boundingRect(of:font:width:options:)``
/// asked, which assembles no lines), or the glyphs of a line edge or a word.
final class TextCacheEntry: Sendable {
  enum Content: Sendable {
    case shaping(ShapedText)
    case layout(TextLayout)
    case rect(CGRect)
    /// A line edge's or a word's glyphs in font units, clusters counted
    /// from the start of the edge's window or of the word.
    case glyphs([ShapedGlyph])
  }

  let content: Content

  init(_ content: Content) {
    self.content = content
  }
}

extension TextCacheEntry.Content {
  /// The memory an entry holding this takes, in bytes (its key's are
  /// counted apart).
  var byteCount: Int {
    switch self {
    case .shaping(let shaped): return shaped.storage.byteCount
    case .layout(let layout): return layout.byteCount
    case .rect: return 64
    case .glyphs(let glyphs): return 64 + glyphs.capacity * MemoryLayout<ShapedGlyph>.stride
    }
  }
}

/// What a measurement gives and the cache keeps: a whole ``TextLayout``, or
/// only its bounding rect (``TextLayoutBuilder/boundingRect()`` sets lines
/// without assembling them). One generic path serves both.
protocol MeasuredValue: Sendable {
  /// The value `builder` makes.
  static func make(with builder: TextLayoutBuilder) throws -> Self
  /// The value `entry` holds, if it has this kind (a rect-only entry has no layout).
  static func read(from entry: TextCacheEntry) -> Self?
  /// What an entry holding this value holds.
  var content: TextCacheEntry.Content { get }
}

extension TextLayout: MeasuredValue {
  static func make(with builder: TextLayoutBuilder) throws -> TextLayout { try builder.build() }

  static func read(from entry: TextCacheEntry) -> TextLayout? {
    if case .layout(let layout) = entry.content { return layout }
    return nil
  }

  var content: TextCacheEntry.Content { .layout(self) }
}

extension CGRect: MeasuredValue {
  static func make(with builder: TextLayoutBuilder) throws -> CGRect { try builder.boundingRect() }

  static func read(from entry: TextCacheEntry) -> CGRect? {
    switch entry.content {
    case .layout(let layout): return layout.boundingRect
    case .rect(let rect): return rect
    case .shaping, .glyphs: return nil
    }
  }

  var content: TextCacheEntry.Content { .rect(self) }
}
