/// How a range of text is painted beyond its glyphs' shapes: colours, and
/// lines under or through it. It never changes a layout; a layout keeps it
/// in its text's attributes for a renderer (TextRender draws it).
public struct TextDecoration: Sendable, Hashable {
  /// A line drawn under or through the text.
  public struct Line: Sendable, Hashable {
    /// How the line is drawn (`NSUnderlineStyle`'s weights).
    public enum Style: Sendable, Hashable, CaseIterable {
      /// One line of the font's thickness.
      case single
      /// One line twice the font's thickness.
      case thick
      /// Two lines of the font's thickness, one thickness apart.
      case double
    }

    /// How the line is drawn.
    public var style: Style
    /// The line's colour; `nil`: the text's colour.
    public var color: RGBAColor?

    /// A line of `style` in `color` (`nil`: the text's).
    public init(style: Style = .single, color: RGBAColor? = nil) {
      self.style = style
      self.color = color
    }
  }

  /// The glyphs' colour; `nil`: the colour the renderer is given.
  public var foregroundColor: RGBAColor? {
    get { fields.foregroundColor }
    set { fields.foregroundColor = newValue }
  }
  /// The colour painted behind the text; `nil`: none.
  public var backgroundColor: RGBAColor? {
    get { fields.backgroundColor }
    set { fields.backgroundColor = newValue }
  }
  /// A line under the text; `nil`: none.
  public var underline: Line? {
    get { fields.underline }
    set { fields.underline = newValue }
  }
  /// A line through the text; `nil`: none.
  public var strikethrough: Line? {
    get { fields.strikethrough }
    set { fields.strikethrough = newValue }
  }

  /// A decoration with the given colours and lines (by default none).
  public init(
    foregroundColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil, underline: Line? = nil, strikethrough: Line? = nil
  ) {
    fields = Fields(
      foregroundColor: foregroundColor, backgroundColor: backgroundColor, underline: underline,
      strikethrough: strikethrough)
  }

  /// The values, kept in one shared box so that a decoration costs the
  /// attributes that hold it one reference (text attributes are copied
  /// often while measuring, decorations are read only to draw); nil for none.
  private var box: Box?

  private var fields: Fields {
    get { box?.fields ?? Fields() }
    set { box = newValue == Fields() ? nil : Box(newValue) }
  }

  private struct Fields: Hashable {
    var foregroundColor: RGBAColor?
    var backgroundColor: RGBAColor?
    var underline: Line?
    var strikethrough: Line?
  }

  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  public static func == (lhs: TextDecoration, rhs: TextDecoration) -> Bool {
    lhs.box === rhs.box || lhs.fields == rhs.fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fields)
  }

  /// No colour and no line: the text as the renderer's colour paints it.
  public static let none = TextDecoration()
}
