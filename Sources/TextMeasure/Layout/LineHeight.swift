/// The vertical metrics of one line, from the fonts used on it.
///
/// Natural height = the greatest ascent + the greatest descent of those fonts
/// (+ the greatest leading with `usesFontLeading`); then `lineHeightMultiple`
/// scales it, `minimumLineHeight`/`maximumLineHeight` clamp it, and
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

  init(fonts: [Font], style: ParagraphStyle, usesFontLeading: Bool) {
    var (ascent, descent, leading) = (-Double.infinity, -Double.infinity, -Double.infinity)
    for font in fonts {
      ascent = max(ascent, font.ascender)
      descent = max(descent, -font.descender)
      leading = max(leading, font.leading)
    }
    (self.ascent, self.descent, self.leading) = fonts.isEmpty ? (0, 0, 0) : (ascent, descent, leading)
    let counted = usesFontLeading ? leading : 0
    var height = ascent + descent + counted
    if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
    if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
    if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
    boxHeight = height
    fragmentHeight = height + style.lineSpacing
    baselineOffset = height - descent - counted
  }
}
