#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `NSLayoutManager`: lays its ``NSTextStorage``'s text out in its
/// ``NSTextContainer`` by TextKit 1's rules (``TextMeasure/TextMeasurer/layout(_:in:usesFontLeading:)``)
/// and answers TextKit's sizing questions: ``usedRect(for:)``, line
/// fragments, glyph ranges, the extra line fragment.
///
/// ```swift
/// let storage = NSTextStorage(attributedString: text)
/// let manager = NSLayoutManager()
/// let container = NSTextContainer(size: CGSize(width: maxWidth, height: .greatestFiniteMagnitude))
/// container.lineFragmentPadding = 0
/// manager.addTextContainer(container)
/// storage.addLayoutManager(manager)
/// manager.ensureLayout(for: container)
/// let size = manager.usedRect(for: container).size
/// ```
///
/// Differences from TextKit, each deliberate:
/// - Glyph indices are the text's UTF-16 offsets (one glyph per unit);
///   TextKit's glyph numbering follows the font's glyphs.
/// - The text is laid out in the first container only; text left over by its
///   line limit or height is not carried into later containers.
/// - Layout happens when a question needs it (``usedRect(for:)`` included),
///   and is kept until the text or the container changes.
/// - Text that cannot be laid out (a NaN size, a font that could not be
///   opened; see `TextLayoutError`) has no line fragments, and its used
///   rect is `.zero`.
///
/// Not thread-safe, like UIKit's: use one per thread (the engine under it is shared safely).
open class NSLayoutManager: NSObject {
  /// The text laid out; set by ``NSTextStorage/addLayoutManager(_:)``.
  public internal(set) weak var textStorage: NSTextStorage?
  /// The containers, in order; text is laid out in the first.
  public private(set) var textContainers: [NSTextContainer] = []
  /// The measurer that lays the text out.
  public var measurer = TextMeasurer()

  /// Whether a line's height includes the leading of its fonts: "whether
  /// the layout manager uses the leading of the font" (Apple's
  /// `NSLayoutManager.usesFontLeading`), true by default as on iOS. Without
  /// it a line is its fonts' greatest ascent + greatest descent tall, which
  /// changes sizes only for fonts whose leading (hhea lineGap) is not 0.
  open var usesFontLeading = true

  /// Accepted without effect on sizes: layout is always of the whole text
  /// in the first container (default false, as on iOS).
  open var allowsNonContiguousLayout = false
  /// Whether the layout is non-contiguous: always false (see ``allowsNonContiguousLayout``).
  open var hasNonContiguousLayout: Bool { false }
  /// Accepted without effect on sizes: nothing is drawn, and TextKit draws
  /// invisible characters in the space they already take (default false, as on iOS).
  open var showsInvisibleCharacters = false
  /// Accepted without effect on sizes: nothing is drawn (default false, as on iOS).
  open var showsControlCharacters = false

  /// The last layout, with what it was made from.
  private var lastLayout: (text: AttributedText, container: TextContainer, usesFontLeading: Bool, layout: TextContainerLayout?)?

  /// A layout manager with no text and no container.
  public override init() {}

  /// Appends `container`.
  open func addTextContainer(_ container: NSTextContainer) {
    insertTextContainer(container, at: textContainers.count)
  }

  /// Inserts `container` at `index` (clamped to the list).
  open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
    textContainers.insert(container, at: min(max(0, index), textContainers.count))
    container.layoutManager = self
  }

  /// Removes the container at `index`; an index outside the list does nothing.
  open func removeTextContainer(at index: Int) {
    guard textContainers.indices.contains(index) else { return }
    textContainers.remove(at: index).layoutManager = nil
  }

  /// Lays the text out in `container`, if it is not laid out already.
  open func ensureLayout(for container: NSTextContainer) { _ = layout(in: container) }

  /// Lays out the text (every character range is in the first container).
  open func ensureLayout(forCharacterRange range: NSRange) { ensureFirstContainerLayout() }

  /// Lays out the text (every glyph range is in the first container).
  open func ensureLayout(forGlyphRange range: NSRange) { ensureFirstContainerLayout() }

  /// The area the text uses in `container`: the union of its line
  /// fragments' used rects and the extra line fragment's (Apple's
  /// `usedRect(for:)`). `.zero` for a container that holds no text.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    layout(in: container)?.usedRect ?? .zero
  }

  /// The glyphs laid out in `container` (empty for a later container).
  open func glyphRange(for container: NSTextContainer) -> NSRange {
    guard let range = layout(in: container)?.characterRange else { return NSRange(location: 0, length: 0) }
    return NSRange(location: range.lowerBound, length: range.count)
  }

  /// The number of glyphs: the text's UTF-16 length.
  open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

  /// The glyphs of `range` (the same offsets), and the characters they come from.
  open func glyphRange(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?)
    -> NSRange
  {
    let clamped = clampedRange(range)
    actualCharacterRange?.pointee = clamped
    return clamped
  }

  /// The characters of `range` (the same offsets), and the glyphs they make.
  open func characterRange(forGlyphRange range: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
    let clamped = clampedRange(range)
    actualGlyphRange?.pointee = clamped
    return clamped
  }

  /// The rect of the line fragment holding glyph `index`, and that line's
  /// glyph range; `.zero` for a glyph that is not laid out.
  open func lineFragmentRect(forGlyphAt index: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
    fragment(holding: index, effectiveRange: effectiveRange)?.rect ?? .zero
  }

  /// The used rect of the line fragment holding glyph `index` (padding
  /// included), and that line's glyph range; `.zero` for a glyph that is
  /// not laid out.
  open func lineFragmentUsedRect(forGlyphAt index: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
    fragment(holding: index, effectiveRange: effectiveRange)?.usedRect ?? .zero
  }

  /// Calls `block` with each line fragment that holds glyphs of `range`,
  /// top to bottom: its rect, used rect, container and glyph range; setting
  /// the last argument's `pointee` to true stops.
  open func enumerateLineFragments(
    forGlyphRange range: NSRange,
    using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    guard let container = textContainers.first, let layout = layout(in: container) else { return }
    let wanted = range.location..<(range.location + range.length)
    var stop: ObjCBool = false
    for fragment in layout.lineFragments where fragment.line.range.overlaps(wanted) {
      block(fragment.rect, fragment.usedRect, container, NSRange(fragment.line.range), &stop)
      if stop.boolValue { return }
    }
  }

  /// The extra line fragment's rect (after a final line break, or for
  /// empty text: an empty storage has no attributes, so its line is the
  /// default font's, the system font at 12 pt), `.zero` when there is none.
  open var extraLineFragmentRect: CGRect { ensureFirstContainerLayout()?.extraLineFragment?.rect ?? .zero }

  /// The extra line fragment's used rect: twice the padding wide; `.zero` when there is none.
  open var extraLineFragmentUsedRect: CGRect { ensureFirstContainerLayout()?.extraLineFragment?.usedRect ?? .zero }

  /// The container of the extra line fragment, nil when there is none.
  open var extraLineFragmentTextContainer: NSTextContainer? {
    ensureFirstContainerLayout()?.extraLineFragment == nil ? nil : textContainers.first
  }

  /// The union of the used rects of the line fragments holding glyphs of
  /// `range` in `container` (each whole line, padding included).
  open func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
    guard let layout = layout(in: container) else { return .zero }
    let wanted = range.location..<(range.location + range.length)
    let rects = layout.lineFragments.filter { $0.line.range.overlaps(wanted) }.map(\.usedRect)
    guard let first = rects.first else { return .zero }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }

  /// The container holding glyph `index`, with the glyphs it holds; nil when the glyph is not laid out.
  open func textContainer(forGlyphAt index: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> NSTextContainer? {
    guard let container = textContainers.first, let layout = layout(in: container),
      layout.characterRange.contains(index)
    else { return nil }
    effectiveRange?.pointee = NSRange(layout.characterRange)
    return container
  }

  /// The index of the character under `point` (in `container`'s
  /// coordinates) or nearest it, with the fraction of the distance from the
  /// insertion point before it to the next one in `partialFraction` (the
  /// rules are ``TextContainerLayout/characterIndex(nearest:)``'s). 0, and
  /// a fraction of 0, for a container that holds no text.
  open func characterIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
  ) -> Int {
    let (index, fraction) = layout(in: container)?.characterIndex(nearest: point) ?? (0, 0)
    partialFraction?.pointee = CGFloat(fraction)
    return index
  }

  // MARK: - Layout

  @discardableResult
  private func ensureFirstContainerLayout() -> TextContainerLayout? {
    textContainers.first.flatMap(layout(in:))
  }

  /// The layout of the text in `container`: nil for a container that is not
  /// the first, for no text storage, or for text that cannot be laid out.
  private func layout(in container: NSTextContainer) -> TextContainerLayout? {
    guard textContainers.first === container, let textStorage else { return nil }
    let text = AttributedText(textStorage)
    if let lastLayout, lastLayout.container == container.container, lastLayout.usesFontLeading == usesFontLeading,
      lastLayout.text == text
    {
      return lastLayout.layout
    }
    let layout = try? measurer.layout(text, in: container.container, usesFontLeading: usesFontLeading)
    lastLayout = (text, container.container, usesFontLeading, layout)
    return layout
  }

  private func fragment(holding index: Int, effectiveRange: UnsafeMutablePointer<NSRange>?)
    -> TextContainerLayout.LineFragment?
  {
    guard let layout = ensureFirstContainerLayout(),
      let fragment = layout.lineFragments.first(where: { $0.line.range.contains(index) })
    else { return nil }
    effectiveRange?.pointee = NSRange(fragment.line.range)
    return fragment
  }

  private func clampedRange(_ range: NSRange) -> NSRange {
    let length = numberOfGlyphs
    let start = min(max(0, range.location), length)
    let end = min(max(start, range.location + range.length), length)
    return NSRange(location: start, length: end - start)
  }
}
#endif
