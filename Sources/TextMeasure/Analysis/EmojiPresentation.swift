import CICUShim

/// How a grapheme cluster asks to be shown: as colourful emoji or as text
/// (Unicode UTS #51 presentation).
enum Presentation: Sendable, Hashable {
  /// A colour emoji font is preferred.
  case emoji
  /// A text font is preferred (U+FE0E, or a character that is text by default).
  case text

  /// The presentation of a cluster's scalars:
  /// - VARIATION SELECTOR-15 asks for text, VARIATION SELECTOR-16 for emoji;
  /// - a keycap (U+20E3), a skin-tone modifier or a regional-indicator flag is emoji;
  /// - otherwise the first character's Emoji_Presentation property decides.
  init<Scalars: Sequence<UInt32>>(cluster scalars: Scalars) {
    var first: UInt32?
    var asksForEmoji = false
    for scalar in scalars {
      if first == nil { first = scalar }
      if scalar == 0xFE0E {
        self = .text
        return
      }
      asksForEmoji = asksForEmoji || scalar == 0xFE0F || scalar == 0x20E3
    }
    if asksForEmoji {
      self = .emoji
      return
    }
    let properties = first.map(tm_emoji_properties) ?? 0
    let anyModifier = scalars.contains { tm_emoji_properties($0) & UInt32(TM_EMOJI_MODIFIER) != 0 }
    let isEmoji =
      properties & UInt32(TM_EMOJI_PRESENTATION | TM_REGIONAL_INDICATOR) != 0
      || (anyModifier && properties & UInt32(TM_EXTENDED_PICTOGRAPHIC) != 0)
    self = isEmoji ? .emoji : .text
  }

  /// The presentation of a cluster of the one scalar `scalar` (which is not
  /// a variation selector): `Presentation(cluster: [scalar])`, without the
  /// array, and asking ICU only outside the ranges that hold no character
  /// with emoji presentation (below U+231A but the keycap mark; U+2E80 to
  /// U+D7FF, CJK and Hangul; U+F900 to U+FFFF).
  init(scalar: UInt32) {
    switch scalar {
    case 0x20E3: self = .emoji
    case 0..<0x231A, 0x2E80...0xD7FF, 0xF900...0xFFFF: self = .text
    default:
      let properties = tm_emoji_properties(scalar)
      let isEmoji =
        properties & UInt32(TM_EMOJI_PRESENTATION | TM_REGIONAL_INDICATOR) != 0
        || (properties & UInt32(TM_EMOJI_MODIFIER) != 0 && properties & UInt32(TM_EXTENDED_PICTOGRAPHIC) != 0)
      self = isEmoji ? .emoji : .text
    }
  }
}
