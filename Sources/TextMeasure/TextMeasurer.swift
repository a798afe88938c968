import Foundation

/// Lays out text and measures it, exactly as `boundingRect(with:options:
/// attributes:context:)` does on iOS, from the font files.
///
/// ```swift
/// let measurer = TextMeasurer()
/// let layout = try measurer.layout("Hello Susi", font: .systemFont(ofSize: 17), width: 250)
/// print(layout.boundingRect, layout.lines.count)
/// ```
///
/// Pipeline: attributed text → paragraphs → runs (font, script, direction) →
/// HarfBuzz glyphs (a ``ShapedText``) → greedy UAX #14 lines → placed lines
/// → rect. Results are unrounded; `ceil` them to size views. Thread-safe, and
/// deterministic: the same input gives the same bits on any thread, with or
/// without the cache.
///
/// A measurer is a small value: its ``engine`` (fonts, workspaces and the
/// cache, ``TextEngine/shared`` unless you pass another) and its
/// ``metricsProfile``. Make as many as you like.
///
/// Sizes: in this API a width or height of `.infinity` means no limit, and
/// any other value is one (0 included: wrapped text then puts one grapheme
/// cluster on each line). A negative or NaN size throws. The Foundation-style
/// `boundingRect(with:options:attributes:context:)` keeps Apple's rule
/// instead: 0 or less means no limit.
public struct TextMeasurer: Sendable, Hashable {
  /// The engine whose fonts, workspaces and cache measurements use.
  public let engine: TextEngine
  /// The metrics fonts measure with; fonts that carry a profile of their own
  /// keep it only when this is ``MetricsProfile/fontTables``.
  public let metricsProfile: MetricsProfile
  /// ``metricsProfile`` with its hash, unless it is the font tables'.
  let profile: MeasuringProfile?

  /// A measurer using `engine`'s fonts and cache; `metricsProfile` can make
  /// colour emoji measure as on iOS (``MetricsProfile/iOSParity``).
  public init(engine: TextEngine = .shared, metricsProfile: MetricsProfile = .fontTables) {
    self.engine = engine
    self.metricsProfile = metricsProfile
    profile = metricsProfile.isFontTables ? nil : MeasuringProfile(metricsProfile)
  }

  /// Two measurers are equal when they measure alike: the same metrics
  /// profile. Their engines change how long measuring takes, never a result.
  public static func == (lhs: TextMeasurer, rhs: TextMeasurer) -> Bool {
    lhs.profile == rhs.profile
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(profile?.hash ?? 0)
  }

  /// Lays out `text` inside `size`.
  ///
  /// - Parameters:
  ///   - text: the text and its attributes.
  ///   - size: the largest width and height; `.infinity` for no limit. The
  ///     height limits only ``TextLayoutOptions/Lines/multiple`` layouts.
  ///   - options: how the lines are set and measured (``TextLayoutOptions``);
  ///     the default stacks lines and adds the fonts' leading.
  /// - Throws: ``TextLayoutError`` for a negative or NaN size, a font size
  ///   that is not finite and positive, a font that could not be opened, or
  ///   text ICU cannot analyse.
  /// - Complexity: O(n) in the text's length; a cached layout costs a hash
  ///   of the text and a lookup.
  public func layout(
    _ text: AttributedText, constrainedTo size: CGSize = CGSize(width: Double.infinity, height: Double.infinity),
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> TextLayout {
    try measure(text, size, options)
  }

  /// Lays out `string` in one font at most `width` points wide (`.infinity`: no limit).
  ///
  /// - Throws: as ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``.
  public func layout(
    _ string: String, font: Font, width: Double = .infinity,
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> TextLayout {
    try measure(string, font, width, options)
  }

  /// The rect `boundingRect(with:options:attributes:context:)` gives for
  /// `text` inside `size`: `layout(text, constrainedTo: size, options:
  /// options).boundingRect`, bit for bit, but the lines are only set, not
  /// assembled into glyph runs (unless ``TextLayoutOptions/measuresInkBounds`` asks for ink
  /// bounds), and the cache keeps the rect alone.
  ///
  /// - Throws: as ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``.
  public func boundingRect(
    _ text: AttributedText, constrainedTo size: CGSize = CGSize(width: Double.infinity, height: Double.infinity),
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> CGRect {
    try measure(text, size, options)
  }

  /// The rect `boundingRect(with:options:attributes:context:)` gives for
  /// `string` in one font at most `width` points wide (`.infinity`: no
  /// limit): the fastest way to size a message. The lines are only set, as
  /// for ``boundingRect(_:constrainedTo:options:)-(AttributedText,_,_)``,
  /// and a cached size costs a hash of the string's bytes and one lookup,
  /// with no allocation.
  ///
  /// ```swift
  /// let rect = try TextMeasurer().boundingRect(of: message, font: .systemFont(ofSize: 17), width: 250)
  /// ```
  ///
  /// - Throws: as ``layout(_:constrainedTo:options:)-(AttributedText,_,_)``.
  public func boundingRect(
    of string: String, font: Font, width: Double = .infinity,
    options: TextLayoutOptions = TextLayoutOptions()
  ) throws -> CGRect {
    try measure(string, font, width, options)
  }
}
