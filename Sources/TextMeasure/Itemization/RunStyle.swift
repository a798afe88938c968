import Foundation

/// What a run's attributes change in its glyphs besides font and language:
/// kerning and the space after each cluster, the baseline shift, the
/// horizontal scale and the ligatures. Runs split where it changes.
struct RunStyle: Sendable, Hashable {
  /// The `.kern` attribute (see ``TextAttributes/kern``).
  var kern: Double?
  /// The `.tracking` attribute (see ``TextAttributes/tracking``).
  var tracking: Double?
  /// Points the glyphs are moved up (see ``TextAttributes/baselineOffset``).
  var baselineOffset: Double
  /// e^expansion (see ``TextAttributes/expansion``): what advances and
  /// offsets are multiplied by.
  var widthScale: Double
  /// Whether standard ligatures (`liga`, `clig`) are on.
  var usesLigatures: Bool

  /// The style of `attributes`.
  init(_ attributes: TextAttributes) {
    self.init(
      kern: attributes.kern, tracking: attributes.tracking, baselineOffset: attributes.baselineOffset,
      expansion: attributes.expansion, ligatures: attributes.ligatures)
  }

  /// The style of these attribute values; the defaults are text's without them.
  init(
    kern: Double? = nil, tracking: Double? = nil, baselineOffset: Double = 0, expansion: Double = 0,
    ligatures: Ligatures? = nil
  ) {
    self.kern = kern
    self.tracking = tracking
    self.baselineOffset = baselineOffset
    widthScale = expansion == 0 ? 1 : exp(expansion)
    // Nonzero tracking turns off nonessential ligatures unless the ligature
    // attribute is set (see `TextAttributes.tracking`).
    usesLigatures = (ligatures ?? ((tracking ?? 0) != 0 ? .essential : .standard)) == .standard
  }

  /// Whether HarfBuzz's `kern` feature is on: off only for a `.kern` of 0,
  /// which turns kerning off even beside tracking.
  var usesKerning: Bool { kern != 0 }

  /// The points added after every grapheme cluster: the tracking when set
  /// (a `.kern` beside it is ignored), else the `.kern` (0 for none).
  var spacing: Double { tracking ?? kern ?? 0 }

  /// The part of ``spacing`` that hangs after a line's last cluster, like
  /// trailing whitespace: the tracking (the `.kern` counts in the width).
  var hangingSpacing: Double { tracking ?? 0 }
}
