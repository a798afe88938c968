/// How a range of text is painted beyond its glyphs' shapes: colours, and
/// lines under or through it. It never changes a layout; a layout keeps it
/// in its text's attributes for a renderer (TextRender draws it).
public struct TextDecoration: Sendable, Hashable {
  /// An sRGB colour with straight alpha, components 0…1.
  public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// A line drawn under or through the text.
  public struct Line: Sendable, Hashable {
    /// How the line is drawn (`NSUnderlineStyle`'s weights).
    public enum Style: Sendable, Hashable {
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
    public var color: Color?

    /// A line of `style` in `color` (`nil`: the text's).
    public init(style: Style = .single, color: Color? = nil) {
      self.style = style
      self.color = color
    }
  }

  /// The glyphs' colour; `nil`: the colour the renderer is given.
  public var foregroundColor: Color?
  /// The colour painted behind the text; `nil`: none.
  public var backgroundColor: Color?
  /// A line under the text; `nil`: none.
  public var underline: Line?
  /// A line through the text; `nil`: none.
  public var strikethrough: Line?

  /// A decoration with the given colours and lines (by default none).
  public init(
    foregroundColor: Color? = nil, backgroundColor: Color? = nil, underline: Line? = nil, strikethrough: Line? = nil
  ) {
    self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor
    self.underline = underline
    self.strikethrough = strikethrough
  }

  /// No colour and no line: the text as the renderer's colour paints it.
  public static let none = TextDecoration()
}
