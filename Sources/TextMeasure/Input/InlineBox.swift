/// A box laid out in a line in place of each character it is set on (an
/// object replacement character, U+FFFC, as an `NSTextAttachment` is): as
/// wide as ``width``, reaching ``ascent`` above the baseline and
/// ``descent`` below it. The characters' own glyphs are not drawn; the line
/// grows to hold the box as it holds a taller font.
public struct InlineBox: Sendable, Hashable {
  /// The advance, in points: 0 or more (a layout of a negative width
  /// throws ``TextLayoutError/invalidAttribute(name:value:)``).
  public var width: Double
  /// How far the box reaches above the baseline, in points (negative: its
  /// top is below the baseline).
  public var ascent: Double
  /// How far the box reaches below the baseline, in points (negative: its
  /// bottom is above the baseline).
  public var descent: Double

  /// A box `width` wide from `descent` below the baseline to `ascent` above it.
  public init(width: Double, ascent: Double, descent: Double) {
    self.width = width
    self.ascent = ascent
    self.descent = descent
  }
}
