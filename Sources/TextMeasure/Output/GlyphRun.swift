import Foundation

/// Shaped glyphs of one font, script and direction on one line.
public struct GlyphRun: Sendable, Equatable {
  /// The font the glyphs come from.
  public let font: Font
  /// The UTF-16 range of the text the run shows (for an ellipsis, the range it replaces).
  public let range: Range<Int>
  /// Glyph ids in the font, in visual order.
  public let glyphs: [UInt32]
  /// Each glyph's origin in points, relative to the line's origin on its
  /// baseline: x to the right, y downward (HarfBuzz offsets and the run's
  /// ``TextAttributes/baselineOffset`` included).
  public let positions: [CGPoint]
  /// Each glyph's advance in points (tracking and tab stops included).
  public let advances: [Double]
  /// The UTF-16 offset, in the whole text, of each glyph's cluster.
  public let clusters: [Int]
  /// How much wider than the font draws them the glyphs are drawn:
  /// e^``TextAttributes/expansion``, 1 without expansion (advances and
  /// positions already include it).
  public let horizontalScale: Double
  /// The ISO 15924 script tag, e.g. "Latn".
  public let script: String
  /// Whether the run was shaped right to left.
  public let isRightToLeft: Bool
  /// What the run shows: text, or a glyph the layout inserted.
  public let kind: Kind

  /// What a glyph run shows.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Glyphs of the text in ``GlyphRun/range``.
    case text
    /// The "…" a truncating mode put in place of ``GlyphRun/range``.
    case ellipsis
    /// The hyphen drawn where a line breaks at a soft hyphen (U+00AD).
    case hyphen
  }

  /// The sum of the advances, in points.
  public var width: Double { advances.reduce(0, +) }
}
