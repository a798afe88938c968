/// Shaping results kept so that text seen before is not analysed and shaped
/// again: the cache behind every ``TextMeasurer``, in two tiers.
///
/// - **Words**: HarfBuzz's glyphs for one word (with the spaces after it)
///   for one face, shaping plan (script, direction, language, kerning) and
///   text. Advances and offsets are in font units, so one entry serves every
///   point size. Runs are split into words only where that provably shapes
///   exactly as the whole run does (see ``WordBoundaryHazards``); other runs
///   are kept whole, with the characters around them that HarfBuzz reads as
///   context.
/// - **Paragraphs**: a whole analysed paragraph (grapheme and line-break
///   boundaries, bidi levels, runs and glyphs, advance sums), for its text and
///   attributes, so that measuring the same paragraph again (at any width)
///   only breaks lines.
///
/// Both tiers are bounded and least-recently-used, spread over 16 locked
/// shards. A cache never changes a result: the tests lay out every corpus
/// case with and without one and compare the bits. Thread-safe.
public final class ShapingCache: Sendable {
  /// What both tiers have done.
  public struct Statistics: Sendable, Hashable {
    /// The word tier.
    public var words = CacheStatistics()
    /// The paragraph tier.
    public var paragraphs = CacheStatistics()
  }

  /// The cache every ``TextMeasurer`` uses unless given another.
  public static let shared = ShapingCache(wordLimit: 65_536, paragraphLimit: 4_096)

  /// The most words kept (about 200 bytes each for a word of 6 letters).
  public let wordLimit: Int
  /// The most paragraphs kept (about 60 bytes per character each).
  public let paragraphLimit: Int
  private let words: ShardedCache<ShapingCacheKey, ShapedRun>
  private let paragraphs: ShardedCache<ParagraphCacheKey, ShapedParagraph>

  /// An empty cache holding at most `wordLimit` words and `paragraphLimit`
  /// paragraphs (each limit at least 16; 0 paragraphs turns that tier off).
  public init(wordLimit: Int, paragraphLimit: Int) {
    self.wordLimit = max(16, wordLimit)
    self.paragraphLimit = paragraphLimit <= 0 ? 0 : max(16, paragraphLimit)
    words = ShardedCache(limit: self.wordLimit)
    paragraphs = ShardedCache(limit: max(16, self.paragraphLimit))
  }

  /// The counters so far.
  public var statistics: Statistics {
    Statistics(words: words.statistics, paragraphs: paragraphs.statistics)
  }

  /// Empties both tiers and resets their statistics.
  public func removeAll() {
    words.removeAll()
    paragraphs.removeAll()
  }

  /// The glyphs stored for `key`, or those `shape` makes (then stored).
  func glyphs(for key: ShapingCacheKey, shape: () -> ShapedRun) -> ShapedRun {
    words.value(for: key, make: shape)
  }

  /// The paragraph stored for `key`, or the one `shape` makes (then stored).
  func paragraph(for key: ParagraphCacheKey, shape: () throws -> ShapedParagraph) rethrows -> ShapedParagraph {
    guard paragraphLimit > 0 else { return try shape() }
    return try paragraphs.value(for: key, make: shape)
  }
}

/// A cached shaping: the face, the plan, the text and the range of it that
/// was shaped (the rest is context).
struct ShapingCacheKey: CacheKey, Sendable {
  let face: Int
  let plan: ShapingPlan
  let text: [UInt16]
  let range: Range<Int>
  /// XXH3 of the text's bytes, mixed with the rest.
  let cacheHash: Int

  init(face: Int, plan: ShapingPlan, text: [UInt16], range: Range<Int>) {
    self.face = face
    self.plan = plan
    self.text = text
    self.range = range
    var mixer = CacheHashMixer(text.withUnsafeBytes(\.codeUnitHash))
    mixer.combine(face)
    mixer.combine(Int(plan.script))
    mixer.combine(Int(plan.direction))
    mixer.combine(plan.kerning ? 1 : 0)
    mixer.combine(plan.language?.hashValue ?? 0)
    mixer.combine(range.lowerBound)
    mixer.combine(range.upperBound)
    cacheHash = mixer.value
  }
}

/// A cached paragraph: its UTF-16 text and its attribute runs (ranges
/// relative to the paragraph), which decide everything shaping does.
struct ParagraphCacheKey: CacheKey, Sendable {
  let text: [UInt16]
  let runs: [AttributedText.Run]
  /// XXH3 of the text's bytes, mixed with the runs' hash.
  let cacheHash: Int

  init(text: [UInt16], runs: [AttributedText.Run]) {
    self.text = text
    self.runs = runs
    var mixer = CacheHashMixer(text.withUnsafeBytes(\.codeUnitHash))
    mixer.combine(runs.hashValue)
    cacheHash = mixer.value
  }
}
