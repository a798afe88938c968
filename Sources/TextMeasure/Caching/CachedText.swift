internal import _TextMeasureSupport

/// What a cached result depends on besides its box and options: the string
/// (by its code units, not by Unicode equivalence, since equivalent strings
/// can shape differently), its attributes, and the metrics profile it is
/// measured with. Compared by content, never by identity.
///
/// A text in one font and otherwise default attributes (what most callers
/// measure) is the string and the font alone, and is looked up by them
/// (``matches(codeUnits:font:profile:)``) without building an
/// ``AttributedText``; other texts keep their default attributes, and their
/// runs when they have more than one set.
struct CachedText: Sendable {
  /// The attributes of a text that is not a string in one font, kept apart
  /// (by reference) so that a key stays small.
  final class Attributes: Sendable, Equatable {
    /// The text's default attributes, unless they are `TextAttributes(font: font)`;
    /// every character's when `runs` is empty.
    let defaults: TextAttributes?
    /// The attribute runs of a text that has more than one set of attributes.
    let runs: [AttributedText.Run]

    init(defaults: TextAttributes?, runs: [AttributedText.Run]) {
      self.defaults = defaults
      self.runs = runs
    }

    static func == (lhs: Attributes, rhs: Attributes) -> Bool {
      lhs === rhs || (lhs.defaults == rhs.defaults && lhs.runs == rhs.runs)
    }
  }

  let string: String
  /// The font of every character, when `attributes` is `nil`.
  let font: Font
  /// The text's attributes, unless it is `string` in `font` with default attributes.
  let attributes: Attributes?
  /// The measurer's metrics profile, unless it is ``MetricsProfile/fontTables``.
  let profile: MeasuringProfile?
  /// XXH3 of the string mixed with the font's hash, the profile's hash and
  /// the attributes' hash.
  let hash: Int

  /// `string` in `font`, measured with `profile`; `hash`, when given, is
  /// its hash already computed (``hash(ofCodeUnits:font:attributesHash:profile:)``).
  init(string: String, font: Font, profile: MeasuringProfile?, hash: Int? = nil) {
    self.init(string: string, font: font, attributes: nil, profile: profile, hash: hash)
  }

  /// `text`, measured with `profile`.
  init(_ text: AttributedText, profile: MeasuringProfile?) {
    let defaults = text.defaultAttributes
    let isUniform = text.runs.allSatisfy { $0.attributes == defaults }
    let attributes = defaults == TextAttributes(font: defaults.font) ? nil : defaults
    self.init(
      string: text.string, font: defaults.font,
      attributes: attributes == nil && isUniform ? nil : Attributes(defaults: attributes, runs: isUniform ? [] : text.runs),
      profile: profile)
  }

  private init(string: String, font: Font, attributes: Attributes?, profile: MeasuringProfile?, hash: Int? = nil) {
    self.string = string
    self.font = font
    self.attributes = attributes
    self.profile = profile
    self.hash = hash ?? Self.hash(of: string, font: font, attributes: attributes, profile: profile)
  }

  /// The hash of `string` in `font` with `attributes`, measured with `profile`.
  private static func hash(of string: String, font: Font, attributes: Attributes?, profile: MeasuringProfile?) -> Int {
    var attributesHash = 0
    if let attributes {
      var hasher = Hasher()
      hasher.combine(attributes.defaults)
      hasher.combine(attributes.runs)
      attributesHash = hasher.finalize()
    }
    return string.withCodeUnits { hash(ofCodeUnits: $0, font: font, attributesHash: attributesHash, profile: profile) }
  }

  /// The hash of the string whose UTF-8 bytes are `codeUnits` in `font`
  /// (with attributes whose hash is `attributesHash`, 0 for none), measured
  /// with `profile`.
  static func hash(
    ofCodeUnits codeUnits: UnsafeRawBufferPointer, font: Font, attributesHash: Int = 0, profile: MeasuringProfile?
  ) -> Int {
    var mixer = CacheHashMixer(codeUnits.codeUnitHash)
    mixer.combine(font.fieldsHash)
    mixer.combine(attributesHash)
    mixer.combine(profile?.hash ?? 0)
    return mixer.value
  }

  /// Whether this is the string whose UTF-8 bytes are `codeUnits`, in
  /// `font` with default attributes, measured with `profile`.
  func matches(codeUnits: UnsafeRawBufferPointer, font: Font, profile: MeasuringProfile?) -> Bool {
    attributes == nil && self.font == font && self.profile == profile && string.hasCodeUnits(codeUnits)
  }

  /// Whether `other` is the same text in the same attributes and profile.
  func matches(_ other: CachedText) -> Bool {
    hash == other.hash && font == other.font && profile == other.profile && attributes == other.attributes
      && string.hasSameCodeUnits(as: other.string)
  }

  /// The memory the key takes, in bytes (for the cache's budget).
  var byteCount: Int {
    96 + string.utf8.count + (attributes.map { 256 + $0.runs.count * MemoryLayout<AttributedText.Run>.stride } ?? 0)
  }
}

/// A metrics profile other than the font tables', with its hash computed
/// once (by the measurer that uses it), so that cache keys compare and mix
/// it cheaply and hold it by reference.
final class MeasuringProfile: Sendable, Equatable {
  let profile: MetricsProfile
  let hash: Int

  init(_ profile: MetricsProfile) {
    self.profile = profile
    hash = profile.hashValue
  }

  static func == (lhs: MeasuringProfile, rhs: MeasuringProfile) -> Bool {
    lhs === rhs || (lhs.hash == rhs.hash && lhs.profile == rhs.profile)
  }
}
