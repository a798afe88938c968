/// The attributes of a range of text: those that change how it is measured,
/// and how it is painted (``decoration``, which never changes a layout).
public struct TextAttributes: Sendable, Hashable {
  /// The font, with its cascade list.
  public var font: Font
  /// `nil`: the font's own kerning. `0`: kerning off. Any other value:
  /// kerning on, plus that many points of tracking after every grapheme
  /// cluster (the last one of a line included, as on iOS), except after an
  /// invisible format character (soft hyphen, zero-width space and
  /// joiners, word joiner, BOM, …) and after the hyphen drawn at a soft
  /// hyphen; Apple documents no rule for these, and Chromium adds no
  /// letter-spacing after them, nor after a letter of a cursive script
  /// (Arabic, Syriac, N'Ko, Mongolian, …: see the measurement rules
  /// article). When ``tracking`` is set, a value other
  /// than 0 is ignored (the font's own kerning, no extra space) and 0
  /// still turns kerning off.
  public var kern: Double?
  /// Points added after every grapheme cluster, as iOS 14's
  /// `NSAttributedString.Key.tracking` (not after invisible format
  /// characters, a drawn hyphen or a cursive script's letter, as for
  /// ``kern``); `nil` when not set.
  ///
  /// Apple's documentation of `tracking` and `kCTTrackingAttributeName`
  /// (developer.apple.com/documentation/foundation/nsattributedstring/key/tracking,
  /// …/coretext/kcttrackingattributename) and the comment on
  /// `kCTTrackingAttributeName` in CoreText's `CTStringAttributes.h` say:
  /// the space is added after each character cluster; unlike ``kern`` it
  /// is treated as trailing whitespace, so the tracking after a line's
  /// last cluster hangs like trailing spaces (it is not in the line's
  /// width); a nonzero amount turns off nonessential ligatures unless
  /// ``ligatures`` is set; and when both are present, `kern` is ignored
  /// unless it is 0, while tracking is still applied. Any value, 0
  /// included, counts as present, as the header words it.
  public var tracking: Double?
  /// Points the run's glyphs are moved up (down when negative), as
  /// `NSAttributedString.Key.baselineOffset`.
  ///
  /// The line grows to hold them: a raised run's ascent is its font's
  /// ascender plus the offset, a lowered run's descent its font's descent
  /// plus the offset's magnitude, and the line takes the greatest of them
  /// as it takes the greatest of its fonts'. That a negative offset makes
  /// the line taller is reported of iOS (a lowered run "understandably
  /// increases the size of the label", stackoverflow.com/a/76655003); that
  /// a raised run's box is its natural box and its shifted one together,
  /// neither shrinking the descent nor the ascent, is the chosen rule.
  public var baselineOffset: Double
  /// The natural logarithm of the horizontal scale of the run's glyphs, as
  /// `NSAttributedString.Key.expansion` ("the log of the expansion factor
  /// to be applied to glyphs"): advances, offsets and drawn outlines are
  /// scaled by e^expansion (tracking and kerning added in points are not).
  /// 0 leaves them as they are.
  public var expansion: Double
  /// Which ligatures the run is shaped with, as
  /// `NSAttributedString.Key.ligature`; `nil` when not set: standard
  /// ligatures, or none while ``tracking`` is nonzero.
  public var ligatures: Ligatures?
  /// The paragraph's style (read at each paragraph's first character).
  public var paragraphStyle: ParagraphStyle
  /// The text's language as a BCP 47 tag ("ja", "zh-Hant", "ar"): it sorts
  /// the system's fallback fonts (Han characters get Japanese or Chinese
  /// forms) and tells HarfBuzz which language system to shape with. `nil`
  /// means English, whatever the machine's locale, so results do not depend
  /// on `LANG`.
  public var language: String?
  /// A box laid out in place of each character (see ``InlineBox``); `nil`:
  /// the characters' glyphs.
  public var inlineBox: InlineBox?
  /// Colours and lines for a renderer; no effect on the layout.
  public var decoration: TextDecoration

  /// Attributes with the given font, spacing, baseline offset, expansion,
  /// ligatures, paragraph style, language, inline box and decoration.
  public init(
    font: Font, kern: Double? = nil, tracking: Double? = nil, baselineOffset: Double = 0, expansion: Double = 0,
    ligatures: Ligatures? = nil, paragraphStyle: ParagraphStyle = .default, language: String? = nil,
    inlineBox: InlineBox? = nil, decoration: TextDecoration = .none
  ) {
    self.font = font
    self.kern = kern
    self.tracking = tracking
    self.baselineOffset = baselineOffset
    self.expansion = expansion
    self.ligatures = ligatures
    self.paragraphStyle = paragraphStyle
    self.language = language
    self.inlineBox = inlineBox
    self.decoration = decoration
  }

  /// What text without a font gets: the system font at 12 pt, the size
  /// `NSAttributedString` uses when no font is given.
  public static var `default`: TextAttributes { TextAttributes(font: .systemFont(ofSize: 12)) }
}
