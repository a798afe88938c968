import CHarfBuzz

/// The cursive scripts, whose letters join: a run in one of them takes no
/// letter spacing (`.kern` or `.tracking`), which would pull its letters
/// apart.
///
/// iOS draws Arabic with a `.kern` or tracking as if it had none (SwiftUI's
/// `kerning` and `tracking`, which set those attributes, leave Arabic
/// joined and unspaced on iOS, as flutter/flutter#177406 shows beside
/// Chromium). Apple documents no rule for the spaces and punctuation
/// between such letters; the whole run takes none here *(chosen)*, where
/// Chromium 156 still spaces them. The scripts are those CSS Text Level 3
/// calls cursive (§ 8.2, "Tracking and cursive scripts") and Chromium
/// lists: Arabic, Syriac, N'Ko, Mandaic, Mongolian, Phags-pa and Hanifi
/// Rohingya.
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
}
