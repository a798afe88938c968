import Foundation
import TextMeasure

extension TextMeasurer {
  /// Lays `text` out in `container` as TextKit 1 does: lines broken at the
  /// container's width less its padding, at most its maximum number of
  /// lines and its height, the last kept line truncated at its tail when
  /// the container's line break mode truncates and text is left over.
  ///
  /// ```swift
  /// let container = TextContainer(size: CGSize(width: 240, height: .greatestFiniteMagnitude), lineFragmentPadding: 0)
  /// let size = try TextMeasurer().layout(text, in: container).usedRect.size
  /// ```
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` as ``/TextMeasure/TextMeasurer/layout(_:constrainedTo:options:)-(AttributedText,_,_)``
  ///   does (a NaN or negative container height is an invalid constraint).
  public func layout(_ text: AttributedText, in container: TextContainer) throws -> TextContainerLayout {
    let options = TextLayoutOptions(
      truncatesLastVisibleLine: !container.lineBreakMode.wrapsLines && container.lineBreakMode != .byClipping)
    let width = container.lineWidth
    var layout = try self.layout(text, constrainedTo: CGSize(width: width, height: container.heightLimit), options: options)
    let limit = max(0, container.maximumNumberOfLines)
    if limit > 0, layout.lines.count > limit {
      // The top of the first line past the limit is a height that keeps
      // exactly `limit` lines: the engine keeps a line whose box ends at or
      // above it, and the next line starts there.
      let height = min(container.heightLimit, Double(layout.lines[limit].origin.y))
      layout = try self.layout(text, constrainedTo: CGSize(width: width, height: height), options: options)
    }
    return TextContainerLayout(
      container: container, textLayout: layout, extraLineHeight: text.defaultAttributes.font.lineHeight)
  }
}
