import CHarfBuzz

/// The cursive scripts, whose letters join: no letter spacing (`.kern` or
/// `.tracking`) follows a letter of one, which it would pull apart from the
/// next.
///
/// iOS draws Arabic with a `.kern` or tracking as if it had none (SwiftUI's
/// `kerning` and `tracking`, which set those attributes, leave Arabic
/// joined and unspaced on iOS, as flutter/flutter#177406 shows beside
/// Chromium). Apple documents no rule for the spaces, digits and
/// punctuation between such letters (script Common); they keep their
/// spacing here *(chosen)*, as in Chromium 156 and as CSS Text Level 3
/// asks (§ 8.2, "Tracking and cursive scripts": no spacing between two
/// typographic letter units of the script). The scripts are those CSS
/// calls cursive and Chromium lists: Arabic, Syriac, N'Ko, Mandaic,
/// Mongolian, Phags-pa and Hanifi Rohingya.
enum CursiveScripts {
  /// The scripts, as HarfBuzz's raw tags.
  private static let tags: [UInt32] = [
    HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_NKO, HB_SCRIPT_MANDAIC, HB_SCRIPT_MONGOLIAN, HB_SCRIPT_PHAGS_PA,
    HB_SCRIPT_HANIFI_ROHINGYA,
  ].map(\.rawValue)

  /// Whether `script` is cursive.
  static func contains(_ script: hb_script_t) -> Bool {
    tags.contains(script.rawValue)
  }

  /// Whether the character at `offset` of `text` is of a cursive script
  /// (its Unicode Script property: a letter or mark, not the spaces, digits
  /// and punctuation the script shares).
  static func containsCharacter(at offset: Int, of text: ParagraphText) -> Bool {
    text.withUnsafeBufferPointer { units in
      contains(hb_unicode_script(hb_unicode_funcs_get_default(), Itemizer.scalar(in: units, at: offset).0))
    }
  }
}
