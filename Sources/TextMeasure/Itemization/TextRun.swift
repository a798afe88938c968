import CHarfBuzz

/// A range of a paragraph with one font, one style (kerning, tracking,
/// baseline offset, expansion, ligatures), one script and one direction:
/// the unit that is shaped.
struct TextRun: Sendable, Hashable {
  /// UTF-16 range, relative to the paragraph.
  var range: Range<Int>
  /// The font actually used (the attribute's font or one of its cascade list).
  var font: Font
  /// What the attributes change in the glyphs besides font and language.
  var style: RunStyle
  /// ISO 15924 script tag as HarfBuzz spells it (e.g. 'Latn').
  var script: hb_script_t
  /// The direction the run is shaped in.
  var direction: hb_direction_t
  /// The BCP 47 language HarfBuzz shapes for, when the text says.
  var language: String? = nil

  /// Points per font unit of the glyphs' advances and x offsets: the
  /// font's scale times the expansion's.
  var advanceScale: Double { font.glyphScale * style.widthScale }

  /// The points after every grapheme cluster that takes spacing: the
  /// style's letter spacing (kern or tracking), an inline box's width, and
  /// the font's `trak` tracking at its size. A letter of a cursive script
  /// takes ``spacingAfterCursiveLetter`` instead.
  var spacing: Double { style.letterSpacing + style.inlineBoxWidth + font.tableTracking }

  /// The points after a letter of a cursive script (``CursiveScripts``),
  /// which letter spacing would pull apart from the next: ``spacing``
  /// without the style's kern or tracking.
  var spacingAfterCursiveLetter: Double { style.inlineBoxWidth + font.tableTracking }

  /// Whether the run has letter spacing and may hold letters of a cursive
  /// script, which leave it out: only a run in a cursive script can.
  var leavesOutCursiveLetters: Bool { style.letterSpacing != 0 && CursiveScripts.contains(script) }

  static func == (lhs: TextRun, rhs: TextRun) -> Bool {
    lhs.range == rhs.range && lhs.font == rhs.font && lhs.style == rhs.style
      && lhs.script.rawValue == rhs.script.rawValue && lhs.direction.rawValue == rhs.direction.rawValue
      && lhs.language == rhs.language
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(range)
    hasher.combine(font)
    hasher.combine(script.rawValue)
  }
}
