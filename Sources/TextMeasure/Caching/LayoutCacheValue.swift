import Foundation

/// What a measurement gives and the layout cache keeps: a whole
/// ``TextLayout``, or only its bounding rect (``TextLayoutBuilder/boundingRect()``
/// sets lines without assembling them). One generic path serves both.
protocol LayoutCacheValue: Sendable {
  /// The value `builder` makes.
  static func make(with builder: TextLayoutBuilder) throws -> Self
  /// The value `entry` holds, if it has this kind (a rect-only entry has no layout).
  static func read(from entry: borrowing LayoutCacheEntry) -> Self?
  /// The value a thread's recent lookup filed, if it has this kind.
  static func read(from recent: UnsafePointer<RecentLayoutLookups.Slot>) -> Self?
  /// An entry holding this value for `text`.
  func entry(for text: LayoutCacheText) -> LayoutCacheEntry
}

extension TextLayout: LayoutCacheValue {
  static func make(with builder: TextLayoutBuilder) throws -> TextLayout { try builder.build() }
  static func read(from entry: borrowing LayoutCacheEntry) -> TextLayout? { entry.layout }
  static func read(from recent: UnsafePointer<RecentLayoutLookups.Slot>) -> TextLayout? { recent.pointee.layout }
  func entry(for text: LayoutCacheText) -> LayoutCacheEntry { LayoutCacheEntry(text: text, layout: self) }
}

extension CGRect: LayoutCacheValue {
  static func make(with builder: TextLayoutBuilder) throws -> CGRect { try builder.boundingRect() }
  static func read(from entry: borrowing LayoutCacheEntry) -> CGRect? { entry.boundingRect }
  static func read(from recent: UnsafePointer<RecentLayoutLookups.Slot>) -> CGRect? { recent.pointee.boundingRect }
  func entry(for text: LayoutCacheText) -> LayoutCacheEntry { LayoutCacheEntry(text: text, boundingRect: self) }
}
