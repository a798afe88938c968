import CFreeType
import Foundation

/// A font face at a point size, with an optional cascade list of fallbacks.
///
/// The counterpart of `UIFont`: the same metric names, in points, unrounded.
/// An engine opens a face once and shares it, so `withSize(_:)` and the
/// system-font constructors cost no file I/O after the first use.
///
/// ```swift
/// let body = try Font(name: "Inter", size: 17)
/// let caption = body.withSize(12)
/// print(body.lineHeight)   // ascender − descender + leading
/// ```
///
/// Faces are opened by a ``TextEngine`` (``TextEngine/shared`` unless you
/// pass another) and compare by value: two fonts are equal when they have
/// the same face of the same file (or the same bundled face), size, cascade
/// list, fallback and profile, whichever engine opened them. The bundled
/// Inter faces are built into the binary: they have no file (``fileURL`` is
/// nil), and a font of the repository's `Fonts/Inter` file is another font
/// with the same metrics.
///
/// Metrics come from the `hhea` table (Apple's rule; OS/2 `USE_TYPO_METRICS`
/// is ignored), scaled by `pointSize / unitsPerEm` in `Double`. A face with no
/// `hhea` falls back to OS/2 typographic metrics. The system font, when the
/// bundled Inter stands in for SF Pro, has San Francisco's line metrics
/// instead (``usesSanFranciscoMetrics``).
public struct Font: Sendable, Hashable, CustomStringConvertible {
  /// The font's fields, shared by copies: a `Font` is copied on every run and
  /// line, so it costs one reference count, and comparing two copies of the
  /// same font is one pointer comparison.
  private let storage: FontStorage

  var face: FontFace { storage.face }
  /// The font's size in points (1 pt = 1 px at scale 1).
  public var pointSize: Double { storage.pointSize }
  /// The fonts tried, in order, for a grapheme cluster this font lacks (the
  /// role of CoreText's cascade list).
  public var cascadeList: [Font] { storage.cascadeList }
  /// Whether text that neither this font nor its cascade list can show is
  /// looked up through Fontconfig (the system's fallback fonts, sorted for
  /// this font and the text's language), as CoreText falls back to the
  /// system's cascade list after the font's own.
  public var usesSystemFallback: Bool { storage.usesSystemFallback }
  /// The profile the font measures with (see ``MetricsProfile``); fallback
  /// fonts found for it measure with the same one.
  public var metricsProfile: MetricsProfile { storage.metricsProfile }
  /// The profile's override for this face, if any.
  var metricsOverride: FontMetricsOverride? { storage.metricsOverride }

  /// Whether digits are shaped with the OpenType `tnum` feature, so that
  /// every digit has one width (`UIFont.monospacedDigitSystemFont`); fonts
  /// without the feature keep their digits.
  public var usesTabularDigits: Bool { storage.usesTabularDigits }

  /// The design values the font's maker fixed, by axis tag (see
  /// ``withVariations(_:)``); the optical size follows the point size unless
  /// fixed here.
  var fixedVariations: [UInt32: Double] { storage.fixedVariations }

  /// Whether the font measures its lines with San Francisco's metrics
  /// (``FontMetricsOverride/sanFrancisco``) instead of its face's: true for
  /// ``systemFont(ofSize:weight:italic:engine:)`` when the bundled Inter
  /// stands in for SF Pro, so that ``ascender``, ``descender``,
  /// ``lineHeight`` and every line's height are iOS's. Advances stay
  /// Inter's. A metrics profile's override for the face
  /// (``MetricsProfile/faces``) comes first.
  public var usesSanFranciscoMetrics: Bool { storage.usesSanFranciscoMetrics }

  /// A font of `face` (for a variable face, its instance at
  /// `fixedVariations` and, unless they fix it, the optical size
  /// `pointSize`).
  init(
    face: FontFace, pointSize: Double, cascadeList: [Font] = [], usesSystemFallback: Bool = true,
    metricsProfile: MetricsProfile = .fontTables, usesTabularDigits: Bool = false,
    fixedVariations: [UInt32: Double] = [:], usesSanFranciscoMetrics: Bool = false
  ) {
    let instance = face.variationAxes.isEmpty ? face : face.instance(at: Self.coordinates(fixedVariations, pointSize, face))
    storage = FontStorage(
      face: instance, pointSize: pointSize, cascadeList: cascadeList, usesSystemFallback: usesSystemFallback,
      metricsProfile: metricsProfile, usesTabularDigits: usesTabularDigits, fixedVariations: fixedVariations,
      usesSanFranciscoMetrics: usesSanFranciscoMetrics)
  }

  /// This font with the fields given replaced (the face is resolved again
  /// for a variable face).
  func replacing(
    pointSize: Double? = nil, cascadeList: [Font]? = nil, usesSystemFallback: Bool? = nil,
    metricsProfile: MetricsProfile? = nil, usesTabularDigits: Bool? = nil, fixedVariations: [UInt32: Double]? = nil
  ) -> Font {
    Font(
      face: face, pointSize: pointSize ?? self.pointSize, cascadeList: cascadeList ?? self.cascadeList,
      usesSystemFallback: usesSystemFallback ?? self.usesSystemFallback,
      metricsProfile: metricsProfile ?? self.metricsProfile, usesTabularDigits: usesTabularDigits ?? self.usesTabularDigits,
      fixedVariations: fixedVariations ?? self.fixedVariations, usesSanFranciscoMetrics: usesSanFranciscoMetrics)
  }

  /// The same font with digits of one width (OpenType `tnum`) when
  /// `tabular` is true, or the font's own digits.
  public func withTabularDigits(_ tabular: Bool = true) -> Font {
    replacing(usesTabularDigits: tabular)
  }

  /// A font of the same size, profile and system fallback for another face
  /// (with its own line metrics).
  func sibling(_ face: FontFace, usesSystemFallback: Bool) -> Font {
    Font(face: face, pointSize: pointSize, usesSystemFallback: usesSystemFallback, metricsProfile: metricsProfile)
  }

  /// The same font and cascade list measuring with `profile`.
  public func withMetricsProfile(_ profile: MetricsProfile) -> Font {
    replacing(cascadeList: cascadeList.map { $0.withMetricsProfile(profile) }, metricsProfile: profile)
  }

  /// The font named `name` (a family, full or PostScript name): the bundled
  /// Inter faces first, then the fonts Fontconfig knows.
  ///
  /// - Parameters:
  ///   - name: a family ("Inter"), full ("Inter Bold") or PostScript name.
  ///   - size: the point size.
  ///   - engine: the engine that opens the face and remembers the name.
  /// - Throws: ``FontError/notFound(name:searched:)`` naming where it looked,
  ///   or an error opening the file it found.
  public init(name: String, size: Double, engine: TextEngine = .shared) throws {
    self.init(face: try engine.fonts.face(named: name), pointSize: size)
  }

  /// The font in a TrueType, OpenType/CFF or collection (TTC/OTC) file.
  ///
  /// - Parameters:
  ///   - fileURL: the font file.
  ///   - size: the point size.
  ///   - faceIndex: which face of a collection (0 for a single font).
  ///   - engine: the engine that opens the face.
  /// - Throws: ``FontError`` when the file is unreadable, corrupt or has no such face.
  public init(fileURL: URL, size: Double, faceIndex: Int = 0, engine: TextEngine = .shared) throws {
    self.init(face: try engine.fonts.face(path: fileURL.path, index: faceIndex), pointSize: size)
  }

  /// The same face and cascade list at another size.
  public func withSize(_ pointSize: Double) -> Font {
    replacing(pointSize: pointSize, cascadeList: cascadeList.map { $0.withSize(pointSize) })
  }

  /// The font and its cascade list at `factor` times their sizes.
  func scaled(by factor: Double) -> Font {
    replacing(pointSize: pointSize * factor, cascadeList: cascadeList.map { $0.scaled(by: factor) })
  }

  /// The same font with `fonts` as its cascade list, tried in order for text
  /// this font cannot show. Their own sizes are replaced by this font's.
  ///
  /// - Parameters:
  ///   - fonts: the fonts to try after this one, first choice first.
  ///   - systemFallback: whether Fontconfig's fallback fonts are tried after
  ///     the list (CoreText's behaviour). Pass `false` for an exact chain:
  ///     text that no font of the list has is then measured as `.notdef`.
  public func withCascadeList(_ fonts: [Font], systemFallback: Bool = true) -> Font {
    replacing(cascadeList: fonts.map { $0.withSize(pointSize) }, usesSystemFallback: systemFallback)
  }

  /// Runs `body` with exclusive use of the face's FreeType face (for the
  /// renderer in this package); nil when the face could not be opened.
  package func withFreeTypeFace<Result>(_ body: (FT_Face) throws -> Result) rethrows -> Result? {
    try face.withFreeTypeFace(body)
  }

  /// Points per font unit for glyph drawing at this size (the profile's glyph
  /// scale included), for the renderer in this package.
  package var glyphPointsPerFontUnit: Double { glyphScale }

  /// The face's units per em.
  package var unitsPerEm: Int { face.metrics.unitsPerEm }

  /// Whether the face has colour glyphs (a colour emoji font).
  public var hasColorGlyphs: Bool { face.hasColorGlyphs }

  /// The family name, e.g. "Inter".
  public var familyName: String { face.familyName }
  /// The PostScript name, e.g. "Inter-Regular" (`UIFont.fontName`).
  public var fontName: String { face.postScriptName }
  /// The file the face was read from; nil for a bundled Inter face, whose
  /// bytes are built into the binary rather than read from a file (as Core
  /// Text gives no URL for a font made from data), and for a font whose face
  /// could not be opened.
  ///
  /// To tell fonts apart, compare the fonts themselves (or their
  /// ``fontName``): two bundled faces both have no file.
  public var fileURL: URL? { face.loadError == nil ? face.source.fileURL : nil }
  /// The face's index in its file (0 for a bundled face).
  public var faceIndex: Int { face.faceIndex }

  /// Whether a layout can use the font and its cascade list (every face
  /// opened, every size finite and positive).
  var canLayOut: Bool { storage.canLayOut }

  /// Points per font unit at this size.
  var scale: Double { storage.scale }
  /// Points per font unit for glyphs: advances, offsets and ink (the scale
  /// times the profile's glyph scale).
  var glyphScale: Double { storage.glyphScale }

  /// Distance from the baseline to the top of the line, in points (hhea
  /// ascender, or the metrics profile's, or San Francisco's).
  public var ascender: Double { storage.ascender }
  /// Distance from the baseline to the bottom of the line, negative (hhea
  /// descender, or the metrics profile's, or San Francisco's).
  public var descender: Double { storage.descender }
  /// Extra space between lines recommended by the font (hhea lineGap, or the
  /// metrics profile's, or San Francisco's 0).
  public var leading: Double { storage.leading }
  /// The tracking the face's AAT `trak` table gives at this size, in
  /// points (0 without one): added after every grapheme cluster as a
  /// `.kern` is, as CoreText applies the size-specific tracking of Apple's
  /// San Francisco fonts (see the engine's `TrackingTable` for the rule).
  public var tableTracking: Double { storage.tableTracking }
  /// Whether the face has a `trak` table, which the engine applies itself.
  var hasTrackingTable: Bool { storage.hasTrackingTable }
  /// `ascender − descender + leading`, as `UIFont.lineHeight`.
  public var lineHeight: Double { ascender - descender + leading }
  /// Height of capital letters (OS/2 sCapHeight), 0 when the face does not say.
  public var capHeight: Double { Double(face.metrics.capHeight ?? 0) * scale }
  /// Height of lowercase x (OS/2 sxHeight), 0 when the face does not say.
  public var xHeight: Double { Double(face.metrics.xHeight ?? 0) * scale }

  public var description: String { "\(fontName) \(pointSize) pt" }

  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.hasSameFields(as: rhs.storage)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fieldsHash)
  }

  /// A hash of what decides equality, computed when the font was made:
  /// for cache keys, which `hash(into:)` would run through `Hasher`.
  var fieldsHash: Int { storage.fieldsHash }
}
