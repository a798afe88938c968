/// The immutable fields of a ``Font``, with the values derived from them
/// computed once: the scales, the profile's override for the face, and a
/// hash of the fields.
final class FontStorage: Sendable {
  let face: FontFace
  let pointSize: Double
  let cascadeList: [Font]
  let usesSystemFallback: Bool
  let metricsProfile: MetricsProfile
  /// Whether digits are shaped with OpenType `tnum` (all one width).
  let usesTabularDigits: Bool
  /// The design values fixed by the font's maker, by axis tag.
  let fixedVariations: [UInt32: Double]
  /// Whether the face measures its lines with San Francisco's metrics
  /// (``FontMetricsOverride/sanFrancisco``), as the system font's stand-in.
  let usesSanFranciscoMetrics: Bool
  /// The profile's override for the face, else San Francisco's when the
  /// font stands in for the system font.
  let metricsOverride: FontMetricsOverride?
  /// Points per font unit.
  let scale: Double
  /// Points per font unit for glyphs (the scale times the override's glyph scale).
  let glyphScale: Double
  /// The ascender, descender and leading in points (hhea, or the profile's).
  let ascender: Double
  let descender: Double
  let leading: Double
  /// The tracking the face's `trak` table gives at this size, in points.
  let tableTracking: Double
  /// Whether the face has a `trak` table (read on every shaping).
  let hasTrackingTable: Bool
  /// A hash of the fields that decide equality (the profile's overrides and
  /// San Francisco's metrics enter through ``metricsOverride``, which equal
  /// fonts share).
  let fieldsHash: Int
  /// Whether the face and every face of the cascade list opened, and every
  /// size is finite and positive (what a layout checks before it starts).
  let canLayOut: Bool

  init(
    face: FontFace, pointSize: Double, cascadeList: [Font], usesSystemFallback: Bool,
    metricsProfile: MetricsProfile, usesTabularDigits: Bool, fixedVariations: [UInt32: Double],
    usesSanFranciscoMetrics: Bool
  ) {
    self.face = face
    self.pointSize = pointSize
    self.cascadeList = cascadeList
    self.usesSystemFallback = usesSystemFallback
    self.metricsProfile = metricsProfile
    self.usesTabularDigits = usesTabularDigits
    self.fixedVariations = fixedVariations
    self.usesSanFranciscoMetrics = usesSanFranciscoMetrics
    metricsOverride = metricsProfile.override(for: face) ?? (usesSanFranciscoMetrics ? .sanFrancisco : nil)
    scale = pointSize / Double(face.metrics.unitsPerEm)
    glyphScale = scale * (metricsOverride?.glyphScale ?? 1)
    let metrics = face.metrics
    let override = metricsOverride
    ascender = override?.ascender.map { $0 * pointSize } ?? metrics.ascender * scale
    descender = override?.descender.map { $0 * pointSize } ?? metrics.descender * scale
    leading = override?.leading.map { $0 * pointSize } ?? metrics.lineGap * scale
    let pointsPerUnit = glyphScale
    hasTrackingTable = face.hasTrackingTable
    tableTracking = hasTrackingTable ? (face.trackingTable?.value(atPointSize: pointSize) ?? 0) * pointsPerUnit : 0
    var hasher = Hasher()
    hasher.combine(face.identity.hash)
    hasher.combine(pointSize)
    hasher.combine(cascadeList)
    hasher.combine(usesSystemFallback)
    hasher.combine(metricsOverride)
    hasher.combine(usesTabularDigits)
    if !fixedVariations.isEmpty { hasher.combine(fixedVariations) }
    fieldsHash = hasher.finalize()
    let sizeIsValid = { (size: Double) in size.isFinite && size > 0 }
    canLayOut =
      face.loadError == nil && sizeIsValid(pointSize)
      && cascadeList.allSatisfy { $0.face.loadError == nil && sizeIsValid($0.pointSize) }
  }

  /// Whether `other` describes the same font (the same face of the same
  /// file, size, cascade list, system fallback, profile, digits and line
  /// metrics).
  func hasSameFields(as other: FontStorage) -> Bool {
    fieldsHash == other.fieldsHash && face.identity == other.face.identity && pointSize == other.pointSize
      && usesSystemFallback == other.usesSystemFallback && cascadeList == other.cascadeList
      && metricsProfile == other.metricsProfile && usesTabularDigits == other.usesTabularDigits
      && fixedVariations == other.fixedVariations && usesSanFranciscoMetrics == other.usesSanFranciscoMetrics
  }
}
