import Foundation
import TextMeasure

extension TextMeasurer {
  /// Lays `text` out in `container` as TextKit 1 does: lines broken at the
  /// container's width less its padding (flowing around its exclusion
  /// rects), at most its maximum number of lines and its height, the last
  /// kept line truncated at its tail when the container's line break mode
  /// truncates and text is left over.
  ///
  /// ```swift
  /// let container = TextContainer(size: CGSize(width: 240, height: .greatestFiniteMagnitude), lineFragmentPadding: 0)
  /// let size = try TextMeasurer().layout(text, in: container).usedRect.size
  /// ```
  ///
  /// - Parameters:
  ///   - text: the text and its attributes.
  ///   - container: the container's size, padding, line limit, line break mode and exclusion rects.
  ///   - usesFontLeading: whether a line's height includes its fonts'
  ///     leading (`NSLayoutManager.usesFontLeading`, true by default, as on
  ///     iOS); without it a line is its fonts' ascent + descent tall.
  /// - Throws: ``/TextMeasure/TextLayoutError`` as ``/TextMeasure/TextMeasurer/layout(_:constrainedTo:options:)-(AttributedText,_,_)``
  ///   does (a NaN or negative container height is an invalid constraint).
  public func layout(_ text: AttributedText, in container: TextContainer, usesFontLeading: Bool = true) throws
    -> TextContainerLayout
  {
    let options = TextLayoutOptions(
      addsFontLeading: usesFontLeading,
      truncatesLastVisibleLine: !container.lineBreakMode.wrapsLines && container.lineBreakMode != .byClipping)
    let layoutWithin = { (height: Double) in
      guard var region = container.region else {
        return try self.layout(text, constrainedTo: CGSize(width: container.lineWidth, height: height), options: options)
      }
      region.size.height = height
      return try self.layout(text, in: region, options: options)
    }
    var layout = try layoutWithin(container.heightLimit)
    let limit = max(0, container.maximumNumberOfLines)
    if limit > 0, layout.lines.count > limit {
      // The top of the first line past the limit is a height that keeps
      // exactly `limit` lines: the engine keeps a line whose box ends at or
      // above it, and the next line starts there.
      layout = try layoutWithin(min(container.heightLimit, Double(layout.lines[limit].origin.y)))
    }
    let font = text.defaultAttributes.font
    return TextContainerLayout(
      container: container, textLayout: layout,
      extraLineHeight: usesFontLeading ? font.lineHeight : font.ascender - font.descender)
  }
}
