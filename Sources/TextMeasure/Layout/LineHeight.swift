/// The vertical metrics of one line, from the fonts used on it.
///
/// Natural height = the greatest ascent + the greatest descent of those fonts
/// (+ the greatest leading with ``TextLayoutOptions/addsFontLeading``); then
/// `lineHeightMultiple` scales it, `minimumLineHeight`/`maximumLineHeight` clamp it, and
/// `lineSpacing` is added below. Extra height goes above the glyphs (the
/// baseline keeps its distance from the bottom), as in TextKit.
struct LineHeight: Sendable, Hashable {
  var ascent: Double
  var descent: Double
  var leading: Double
  /// The height of the line box, before line spacing.
  var boxHeight: Double
  /// The line fragment's height: box height + line spacing.
  var fragmentHeight: Double
  /// Distance from the fragment's top to the baseline.
  var baselineOffset: Double

  init(fonts: LineFontExtents, style: ParagraphStyle, addsFontLeading: Bool) {
    let (ascent, descent, leading) = fonts.isEmpty ? (0, 0, 0) : (fonts.ascent, fonts.descent, fonts.leading)
    (self.ascent, self.descent, self.leading) = (ascent, descent, leading)
    let counted = addsFontLeading ? leading : 0
    var height = ascent + descent + counted
    if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
    if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
    // A natural height that overflowed is not clamped: it stays infinite
    // (or NaN), so the layout reports `nonFiniteResult` rather than a line
    // of finite height with an infinite ascent.
    if style.maximumLineHeight > 0 && height.isFinite { height = min(height, style.maximumLineHeight) }
    boxHeight = height
    fragmentHeight = height + style.lineSpacing
    baselineOffset = height - descent - counted
  }

  /// Whether every number of the line is finite.
  var isFinite: Bool {
    ascent.isFinite && descent.isFinite && leading.isFinite && boxHeight.isFinite && fragmentHeight.isFinite
      && baselineOffset.isFinite
  }
}

/// The greatest ascent, descent and leading of the fonts on a line, gathered
/// one font at a time (a font seen twice changes nothing), so that finding a
/// line's height needs no list of its fonts. A run's baseline offset adds
/// to its font's ascent when raised, to its descent when lowered (see
/// ``TextAttributes/baselineOffset``).
struct LineFontExtents {
  private(set) var ascent = -Double.infinity
  /// The greatest descent, positive below the baseline.
  private(set) var descent = -Double.infinity
  private(set) var leading = -Double.infinity
  /// Whether no font has been included.
  private(set) var isEmpty = true

  /// Takes `font`'s metrics into account, its glyphs moved up by `baselineOffset` points.
  @inline(__always)
  mutating func include(_ font: Font, baselineOffset: Double) {
    ascent = max(ascent, baselineOffset > 0 ? font.ascender + baselineOffset : font.ascender)
    descent = max(descent, baselineOffset < 0 ? -font.descender - baselineOffset : -font.descender)
    leading = max(leading, font.leading)
    isEmpty = false
  }

  /// Takes an inline box into account, moved up by `baselineOffset` points.
  mutating func include(_ box: InlineBox, baselineOffset: Double) {
    ascent = max(ascent, box.ascent + baselineOffset)
    descent = max(descent, box.descent - baselineOffset)
  }
}
