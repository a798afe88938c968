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
/// HarfBuzz glyphs → greedy UAX #14 lines → placed lines → rect. Results are
/// unrounded; `ceil` them to size views. Thread-safe, and deterministic: the
/// same input gives the same bits on any thread.
public struct TextMeasurer: Sendable, Hashable {
  /// The metrics fonts measure with; fonts that carry a profile of their own
  /// keep it only when this is ``MetricsProfile/fontTables``.
  public let metricsProfile: MetricsProfile
  /// Where shaped words are kept between layouts (`nil`: every run is shaped
  /// again). The cache never changes a result, only how long it takes.
  public let shapingCache: ShapingCache?
  /// Where whole layouts are kept (`nil`: every layout is built). Like the
  /// shaping cache, it never changes a result.
  public let layoutCache: LayoutCache?

  /// A measurer; `metricsProfile` can make colour emoji measure as on iOS
  /// (``MetricsProfile/iOSParity``).
  public init(
    metricsProfile: MetricsProfile = .fontTables, shapingCache: ShapingCache? = .shared,
    layoutCache: LayoutCache? = .shared
  ) {
    self.metricsProfile = metricsProfile
    self.shapingCache = shapingCache
    self.layoutCache = layoutCache
  }

  public static func == (lhs: TextMeasurer, rhs: TextMeasurer) -> Bool {
    lhs.metricsProfile == rhs.metricsProfile && lhs.shapingCache === rhs.shapingCache
      && lhs.layoutCache === rhs.layoutCache
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(metricsProfile)
    hasher.combine(shapingCache.map(ObjectIdentifier.init))
    hasher.combine(layoutCache.map(ObjectIdentifier.init))
  }

  /// Lays out `text` inside `size`.
  ///
  /// - Parameters:
  ///   - size: the largest width and height; 0, negative or infinite means
  ///     unconstrained. The height limits only `usesLineFragmentOrigin` layouts.
  ///   - options: as for `boundingRect`; the default is what chat apps pass.
  /// - Throws: ``TextLayoutError`` for a NaN size, a font size that is not
  ///   finite and positive, or a font that could not be opened.
  /// - Complexity: O(n) in the text's length.
  public func layout(
    _ text: AttributedText, constrainedTo size: CGSize = .zero,
    options: StringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
  ) throws -> TextLayout {
    try measure(text, size, options)
  }

  /// Lays out `string` in one font at most `width` points wide (0 = unconstrained).
  public func layout(
    _ string: String, font: Font, width: Double = 0,
    options: StringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
  ) throws -> TextLayout {
    try measure(string, font, width, options)
  }

  /// The rect `boundingRect(with:options:attributes:context:)` gives for
  /// `text` inside `size`: `layout(text, constrainedTo: size, options:
  /// options).boundingRect`, bit for bit, but the lines are only set, not
  /// assembled into glyph runs (unless `usesDeviceMetrics` asks for ink
  /// bounds), and the layout cache keeps the rect alone.
  ///
  /// - Throws: as ``layout(_:constrainedTo:options:)``.
  public func boundingRect(
    _ text: AttributedText, constrainedTo size: CGSize = .zero,
    options: StringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
  ) throws -> CGRect {
    try measure(text, size, options)
  }

  /// The rect `boundingRect(with:options:attributes:context:)` gives for
  /// `string` in one font at most `width` points wide (0 = unconstrained):
  /// the fastest way to size a message. The lines are only set, as for
  /// ``boundingRect(_:constrainedTo:options:)``, and a cached size costs a
  /// hash of the string and one lookup, with no allocation; asked again with
  /// the same `String` and `Font` values on the same thread, it costs neither
  /// the hash nor the cache's lock (``LayoutCache``).
  ///
  /// ```swift
  /// let rect = try TextMeasurer().boundingRect(of: message, font: .systemFont(ofSize: 17), width: 250)
  /// ```
  ///
  /// - Throws: as ``layout(_:constrainedTo:options:)``.
  public func boundingRect(
    of string: String, font: Font, width: Double = 0,
    options: StringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
  ) throws -> CGRect {
    try measure(string, font, width, options)
  }

  /// The layout or rect of `text` in `size`, from the layout cache or made.
  private func measure<Value: LayoutCacheValue>(
    _ text: AttributedText, _ size: CGSize, _ options: StringDrawingOptions
  ) throws -> Value {
    let measured = measuring(text)
    // Not `guard let`: binding the cache copies the reference.
    if layoutCache == nil { return try Value.make(with: builder(measured, size, options)) }
    let cached = LayoutCacheText(measured)
    if let found: Value = layoutCache!.value(cached, size: size, options: options) { return found }
    let made: Value = try Value.make(with: builder(measured, size, options))
    layoutCache!.store(made, for: cached, size: size, options: options)
    return made
  }

  /// The layout or rect of `string` in `font` at most `width` wide, from the
  /// layout cache or made.
  private func measure<Value: LayoutCacheValue>(
    _ string: String, _ font: Font, _ width: Double, _ options: StringDrawingOptions
  ) throws -> Value {
    let size = CGSize(width: width, height: 0)
    return try measuring(font) { font in
      if layoutCache == nil { return try Value.make(with: builder(string, font, size, options)) }
      if let found: Value = layoutCache!.value(of: string, in: font, size: size, options: options) { return found }
      let made: Value = try Value.make(with: builder(string, font, size, options))
      layoutCache!.store(made, for: LayoutCacheText(string: string, font: font), size: size, options: options)
      return made
    }
  }

  /// `text` with its fonts in this measurer's metrics profile.
  private func measuring(_ text: AttributedText) -> AttributedText {
    metricsProfile.isFontTables ? text : text.measuring(with: metricsProfile)
  }

  /// `body` applied to `font` in this measurer's metrics profile (`font`
  /// itself, not a copy, when the profile is the font tables').
  private func measuring<Result>(_ font: Font, _ body: (Font) throws -> Result) rethrows -> Result {
    metricsProfile.isFontTables ? try body(font) : try body(font.withMetricsProfile(metricsProfile))
  }

  private func builder(_ string: String, _ font: Font, _ size: CGSize, _ options: StringDrawingOptions)
    -> TextLayoutBuilder
  {
    builder(AttributedText(string, attributes: TextAttributes(font: font)), size, options)
  }

  private func builder(_ text: AttributedText, _ size: CGSize, _ options: StringDrawingOptions) -> TextLayoutBuilder {
    TextLayoutBuilder(text: text, constraint: size, options: options, shapingCache: shapingCache)
  }

  /// Lays out `text` inside `size`, shrinking its fonts (down to
  /// `minimumScaleFactor` of their sizes) until nothing is truncated, clipped
  /// or dropped: what `NSStringDrawingContext.minimumScaleFactor` asks for.
  ///
  /// - Returns: the layout and the scale it used (1 when the text fits as it
  ///   is; `minimumScaleFactor` when even that does not fit).
  /// - Throws: as ``layout(_:constrainedTo:options:)``.
  /// - Complexity: up to 20 layouts (a binary search over the scale).
  public func layoutShrinkingToFit(
    _ text: AttributedText, constrainedTo size: CGSize, options: StringDrawingOptions,
    minimumScaleFactor: Double
  ) throws -> (layout: TextLayout, scaleFactor: Double) {
    let full = try layout(text, constrainedTo: size, options: options)
    guard full.isTruncated, minimumScaleFactor > 0, minimumScaleFactor < 1 else { return (full, 1) }
    let smallest = try layout(text.scaled(by: minimumScaleFactor), constrainedTo: size, options: options)
    guard !smallest.isTruncated else { return (smallest, minimumScaleFactor) }
    var fits = (layout: smallest, scaleFactor: minimumScaleFactor)
    var tooLarge = 1.0
    for _ in 0..<18 {
      let middle = (fits.scaleFactor + tooLarge) / 2
      let candidate = try layout(text.scaled(by: middle), constrainedTo: size, options: options)
      if candidate.isTruncated { tooLarge = middle } else { fits = (candidate, middle) }
    }
    return fits
  }
}
