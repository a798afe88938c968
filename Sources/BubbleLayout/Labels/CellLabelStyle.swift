import Foundation
import TextMeasure

/// How a cell label shows its text: the font, colour, alignment, text
/// insets and line break mode of a `UILabel` (JSQ's `JSQMessagesLabel`,
/// MessageKit's `InsetLabel`).
///
/// ```swift
/// let style = CellLabelStyle(font: .systemFont(ofSize: 12), alignment: .center)
/// let layout = try style.layout("May 3, 2024 6:02 PM", width: 367)
/// style.height(of: layout)   // ⌈layout height⌉ + the vertical insets
/// ```
public struct CellLabelStyle: Sendable, Hashable {
  /// The text's font.
  public var font: Font
  /// The text's colour.
  public var color: PresetColor
  /// The lines' alignment inside the label's text width.
  public var alignment: TextAlignment
  /// Space between the label's frame and its text.
  public var textInsets: EdgeInsets
  /// Word wrapping (`numberOfLines = 0`) or one truncated line (a default `UILabel`).
  public var lineBreakMode: LineBreakMode

  /// A label style.
  public init(
    font: Font, color: PresetColor = .black, alignment: TextAlignment = .left, textInsets: EdgeInsets = .zero,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) {
    self.font = font
    self.color = color
    self.alignment = alignment
    self.textInsets = textInsets
    self.lineBreakMode = lineBreakMode
  }

  /// `text` laid out in a label `width` points wide (less the horizontal
  /// insets), with line fragment origin and the font's leading, as
  /// `UILabel` sizes its text.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func layout(_ text: String, width: Double, measurer: TextMeasurer = TextMeasurer()) throws -> TextLayout {
    var paragraph = ParagraphStyle()
    paragraph.alignment = alignment
    paragraph.lineBreakMode = lineBreakMode
    return try measurer.layout(
      AttributedText(text, attributes: TextAttributes(font: font, paragraphStyle: paragraph)),
      constrainedTo: UIKitSizeLimit.limit(
        CGSize(width: max(0, width - textInsets.horizontal), height: .greatestFiniteMagnitude)))
  }

  /// The label's height for `layout`: its height rounded up to whole
  /// points (as `sizeThatFits` rounds) plus the vertical insets.
  public func height(of layout: TextLayout) -> Double {
    Double(layout.size.height).rounded(.up) + textInsets.vertical
  }

  /// The label showing `layout` in `frame`: the text at the insets' left
  /// and centred vertically in the frame less its insets.
  public func label(_ slot: CellLabel.Slot, layout: TextLayout, frame: CGRect) -> CellLabel {
    let free = Double(frame.height) - textInsets.vertical - Double(layout.size.height)
    return CellLabel(
      slot: slot, layout: layout, frame: frame,
      textOrigin: CGPoint(x: Double(frame.minX) + textInsets.left, y: Double(frame.minY) + textInsets.top + free / 2),
      color: color)
  }
}
