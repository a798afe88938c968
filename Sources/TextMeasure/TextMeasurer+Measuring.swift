import Foundation
internal import _TextMeasureSupport

/// The one path every measurement takes: the result from the cache, or the
/// text's shaping from the cache (or made) and laid out, then filed.
extension TextMeasurer {
  /// The layout or rect of `text` in `size`.
  func measure<Value: MeasuredValue>(_ text: AttributedText, _ size: CGSize, _ options: TextLayoutOptions) throws
    -> Value
  {
    try Self.validate(size)
    let cache = engine.cache
    guard cache.isEnabled else { return try make(text, CachedText(text, profile: profile), size, options) }
    let cached = CachedText(text, profile: profile)
    let purpose = TextCacheKey.Purpose.measuring(size, options: options)
    let key = TextCacheKey(text: cached, purpose: purpose)
    if let found = cache.read(hash: key.cacheHash, where: { $0.isText(cached, for: purpose) }, Value.read) {
      return found
    }
    let made: Value = try make(text, cached, size, options)
    cache.store(made.content, for: key)
    return made
  }

  /// The layout or rect of `string` in `font` at most `width` wide, looked
  /// up by the string's bytes (no ``AttributedText`` is made unless it must
  /// be laid out).
  func measure<Value: MeasuredValue>(_ string: String, _ font: Font, _ width: Double, _ options: TextLayoutOptions)
    throws -> Value
  {
    let size = CGSize(width: width, height: .infinity)
    try Self.validate(size)
    let cache = engine.cache
    let purpose = TextCacheKey.Purpose.measuring(size, options: options)
    var textHash: Int?
    if cache.isEnabled {
      let profile = self.profile
      let found: Value? = string.withCodeUnits { bytes in
        let hash = CachedText.hash(ofCodeUnits: bytes, font: font, profile: profile)
        textHash = hash
        return cache.read(
          hash: purpose.hash(mixedWith: hash),
          where: { $0.isString(codeUnits: bytes, font: font, profile: profile, for: purpose) },
          Value.read)
      }
      if let found { return found }
    }
    let text = AttributedText(string, attributes: TextAttributes(font: font))
    let cached = CachedText(string: string, font: font, profile: profile, hash: textHash)
    let made: Value = try make(text, cached, size, options)
    if cache.isEnabled { cache.store(made.content, for: TextCacheKey(text: cached, purpose: purpose)) }
    return made
  }

  /// Shapes `text` (its shaping from the cache, if kept) and lays it out.
  private func make<Value: MeasuredValue>(
    _ text: AttributedText, _ cached: CachedText, _ size: CGSize, _ options: TextLayoutOptions
  ) throws -> Value {
    try engine.withShapers { paragraphShaper, shaper in
      let shaped = try shapedText(
        text, cached, splitsParagraphs: options.lines == .multiple, shaper: paragraphShaper)
      return try Value.make(with: builder(shaped, size, options, shaper))
    }
  }

  /// The shaping of `text` (known to the cache as `cached`), from the cache
  /// or made with `shaper` and filed.
  func shapedText(
    _ text: AttributedText, _ cached: CachedText, splitsParagraphs: Bool, shaper: ParagraphShaper
  ) throws -> ShapedText {
    if let found = cachedShaping(cached, splitsParagraphs: splitsParagraphs) { return found }
    let shaped = try ShapedText(
      shaping: profile.map { text.measuring(with: $0.profile) } ?? text, metricsProfile: metricsProfile,
      splitsParagraphs: splitsParagraphs, shaper: shaper)
    if engine.cache.isEnabled {
      engine.cache.store(
        .shaping(shaped),
        for: TextCacheKey(text: cached, purpose: .shaping(splitsParagraphs: splitsParagraphs)))
    }
    return shaped
  }

  /// The shaping of the text known to the cache as `cached`, if the cache has it.
  func cachedShaping(_ cached: CachedText, splitsParagraphs: Bool) -> ShapedText? {
    let cache = engine.cache
    guard cache.isEnabled else { return nil }
    let purpose = TextCacheKey.Purpose.shaping(splitsParagraphs: splitsParagraphs)
    return cache.read(
      hash: purpose.hash(mixedWith: cached.hash), where: { $0.isText(cached, for: purpose) }, Self.shaping)
  }

  /// The builder that lays out `shaped` in `size` with `options`.
  func builder(_ shaped: ShapedText, _ size: CGSize, _ options: TextLayoutOptions, _ shaper: Shaper)
    -> TextLayoutBuilder
  {
    TextLayoutBuilder(
      shaped: shaped, constraint: size, maxWidth: Double(size.width), maxHeight: Double(size.height), options: options,
      shaper: shaper)
  }

  /// The shaping an entry holds, if it holds one.
  private static func shaping(_ entry: TextCacheEntry) -> ShapedText? {
    if case .shaping(let shaped) = entry.content { return shaped }
    return nil
  }

  /// Throws unless both sides of `size` are `.infinity` or a number ≥ 0.
  ///
  /// - Throws: ``TextLayoutError/invalidConstraint(width:height:)``.
  static func validate(_ size: CGSize) throws {
    guard !(size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0) else {
      throw TextLayoutError.invalidConstraint(width: Double(size.width), height: Double(size.height))
    }
  }
}
