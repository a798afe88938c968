import Foundation

/// What a run's attributes change in its glyphs besides font and language:
/// kerning and the space after each cluster, the baseline shift, the
/// horizontal scale, the ligatures, and the font's tabular digits. Runs
/// split where it changes.
///
/// Text without these attributes (nearly all of it) has no values to keep:
/// a style is one optional reference, so that runs, which are copied into
/// every line setting and truncation, stay small.
struct RunStyle: Sendable, Hashable {
  /// The style's resolved values.
  private struct Values: Hashable {
    /// Whether HarfBuzz's `kern` feature is on.
    var usesKerning = true
    /// Points added after every grapheme cluster (kern or tracking).
    var letterSpacing = 0.0
    /// The part of `letterSpacing` that hangs after a line's last cluster.
    var hangingSpacing = 0.0
    /// Points the glyphs are moved up.
    var baselineOffset = 0.0
    /// e^expansion.
    var widthScale = 1.0
    /// Whether standard ligatures are on.
    var usesLigatures = true
    /// Whether digits are shaped with `tnum`.
    var usesTabularDigits = false
    /// The box that stands for each character, whose glyphs take no room.
    var inlineBox: InlineBox?
  }

  private final class Box: Sendable {
    let values: Values
    /// ``RunStyle/featureBits``, computed once.
    let featureBits: Int
    init(_ values: Values) {
      self.values = values
      featureBits =
        (values.usesKerning ? 0 : 1) | (values.usesLigatures ? 0 : 2) | (values.usesTabularDigits ? 4 : 0)
    }
  }

  /// The values; nil for text without the attributes.
  private let box: Box?

  private var values: Values { box?.values ?? Values() }

  /// The style of `attributes` (its font's tabular digits included).
  init(_ attributes: TextAttributes) {
    self.init(
      kern: attributes.kern, tracking: attributes.tracking, baselineOffset: attributes.baselineOffset,
      expansion: attributes.expansion, ligatures: attributes.ligatures,
      tabularDigits: attributes.font.usesTabularDigits, inlineBox: attributes.inlineBox)
  }

  /// The style of these attribute values; the defaults are text's without them.
  init(
    kern: Double? = nil, tracking: Double? = nil, baselineOffset: Double = 0, expansion: Double = 0,
    ligatures: Ligatures? = nil, tabularDigits: Bool = false, inlineBox: InlineBox? = nil
  ) {
    // A `.kern` of 0 turns kerning off even beside tracking; tracking, when
    // set, replaces a `.kern`'s space and hangs at a line's end (see
    // `TextAttributes.tracking`); nonzero tracking turns off nonessential
    // ligatures unless the ligature attribute is set. An inline box's width
    // is space after each of its characters, whose glyphs take none.
    let values = Values(
      usesKerning: kern != 0, letterSpacing: tracking ?? kern ?? 0, hangingSpacing: tracking ?? 0,
      baselineOffset: baselineOffset, widthScale: expansion == 0 ? 1 : exp(expansion),
      usesLigatures: (ligatures ?? ((tracking ?? 0) != 0 ? .essential : .standard)) == .standard,
      usesTabularDigits: tabularDigits, inlineBox: inlineBox)
    box = values == Values() ? nil : Box(values)
  }

  /// Whether HarfBuzz's `kern` feature is on: off only for a `.kern` of 0,
  /// which turns kerning off even beside tracking.
  var usesKerning: Bool { box?.values.usesKerning ?? true }

  /// The points added after every grapheme cluster: the tracking when set
  /// (a `.kern` beside it is ignored), else the `.kern` (0 for none).
  var letterSpacing: Double { box?.values.letterSpacing ?? 0 }

  /// The part of ``letterSpacing`` that hangs after a line's last cluster,
  /// like trailing whitespace: the tracking (the `.kern` counts in the width).
  var hangingSpacing: Double { box?.values.hangingSpacing ?? 0 }

  /// The width of the inline box, as space after each of its characters
  /// (0 without a box).
  var inlineBoxWidth: Double { box?.values.inlineBox?.width ?? 0 }

  /// Points the glyphs are moved up (see ``TextAttributes/baselineOffset``).
  var baselineOffset: Double { box?.values.baselineOffset ?? 0 }

  /// e^expansion (see ``TextAttributes/expansion``): what advances and
  /// offsets are multiplied by.
  var widthScale: Double { box?.values.widthScale ?? 1 }

  /// Whether standard ligatures (`liga`, `clig`) are on.
  var usesLigatures: Bool { box?.values.usesLigatures ?? true }

  /// The box that stands for each character of the run, if any.
  var inlineBox: InlineBox? { box?.values.inlineBox }

  /// The HarfBuzz feature settings as one number: kerning off (1),
  /// standard ligatures off (2), tabular digits on (4); 0 for HarfBuzz's defaults.
  var featureBits: Int { box?.featureBits ?? 0 }

  static func == (lhs: RunStyle, rhs: RunStyle) -> Bool {
    lhs.box === rhs.box || lhs.values == rhs.values
  }

  func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
