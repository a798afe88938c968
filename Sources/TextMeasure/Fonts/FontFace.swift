import CFreeType
import CHarfBuzz
import Foundation
internal import _TextMeasureSupport

/// One face of a font file or of a bundled font, opened once by a
/// ``FontLibrary`` and shared by every size.
///
/// Holds the font's bytes (``FontBytes``: the file read into memory, or
/// the bytes built into the binary), a HarfBuzz font at a scale of one
/// unit per font unit (so shaping results are exact integers, converted to
/// points once), and a FreeType face for table reads and rasterizing. The
/// HarfBuzz font is immutable and thread-safe; the FreeType face is not, so
/// every use of it goes through ``withFreeTypeFace(_:)``. A face holds no
/// cache and no reference to the library that opened it, only to the
/// FreeType library it closes itself with.
final class FontFace: @unchecked Sendable {
  /// Which face of which font this is: faces compare by it, so a face
  /// opened again (by another engine, or after its library let it go) is the
  /// same.
  struct Identity: Hashable, Sendable {
    /// The font file (by its standardized path) or bundled font.
    let source: FontSource
    /// The face's index inside the file (0 unless it is a collection).
    let index: Int
    /// The instance of a variable face (none: its default instance).
    let coordinates: VariationCoordinates
    /// A hash of all three, computed once, for cache keys.
    let hash: Int

    init(source: FontSource, index: Int, coordinates: VariationCoordinates = .none) {
      self.source = source
      self.index = index
      self.coordinates = coordinates
      var mixer = CacheHashMixer(source.codeUnitHash)
      mixer.combine(index)
      for coordinate in coordinates.values {
        mixer.combine(Int(coordinate.tag))
        mixer.combine(Int(truncatingIfNeeded: coordinate.value.bitPattern))
      }
      hash = mixer.value
    }

    static func == (lhs: Identity, rhs: Identity) -> Bool {
      lhs.hash == rhs.hash && lhs.index == rhs.index && lhs.source == rhs.source
        && (lhs.coordinates.values.isEmpty ? rhs.coordinates.values.isEmpty : lhs.coordinates == rhs.coordinates)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }
  }

  /// Which face of which font this is.
  let identity: Identity
  /// The font file or bundled font.
  var source: FontSource { identity.source }
  /// The face's index inside the font (0 unless it is a collection).
  var faceIndex: Int { identity.index }
  /// The family name the face gives itself, e.g. "Inter".
  let familyName: String
  /// The style name the face gives itself, e.g. "Bold Italic".
  let styleName: String
  /// The PostScript name, e.g. "Inter-BoldItalic" (empty if the face has none).
  let postScriptName: String
  /// Vertical metrics in font units (see ``FontMetricsInFontUnits``).
  let metrics: FontMetricsInFontUnits
  /// The HarfBuzz font (hb-ot functions, scale = units per em, immutable).
  let harfBuzzFont: OpaquePointer

  /// Whether the face has colour glyphs (CBDT/sbix bitmaps, COLR layers or
  /// SVG): a colour emoji font.
  let hasColorGlyphs: Bool
  /// The face's AAT tracking table (`trak`), nil without one.
  let trackingTable: TrackingTable?
  /// Whether ``trackingTable`` is there.
  let hasTrackingTable: Bool
  /// The variation axes of a variable face (none for a face that does not vary).
  let variationAxes: [Font.VariationAxis]
  /// The named instances of a variable face.
  let namedInstances: [Font.NamedInstance]
  /// The library that opened the face, where its other instances are found
  /// (weak: the library holds its recent faces).
  private weak let library: FontLibrary?
  /// Why the face could not be opened, for the inert face that stands in for
  /// a missing bundled font; nil for every real face.
  let loadError: FontError?

  /// The bytes of the file or bundled font (shared by its other faces).
  let bytes: FontBytes
  /// The HarfBuzz face (immutable after creation).
  let harfBuzzFace: OpaquePointer
  private let freeTypeFace: FT_Face?
  /// The library the FreeType face was opened with (nil for an inert face).
  let freeType: FreeTypeLibrary?
  private let freeTypeLock = NSLock()

  /// Opens face `faceIndex` of `source` (a file by its standardized path,
  /// or a bundled font), whose bytes are `bytes`.
  ///
  /// - Throws: ``FontError`` when the bytes are not a font, or have no
  ///   such face (errors name the file's path, or the bundled font as
  ///   ``FontSource/description`` does).
  /// A variable face is set to `coordinates` (HarfBuzz's font and
  /// FreeType's face alike, so that advances, metrics varied by `MVAR` and
  /// outlines are the instance's); `library` is where its other instances
  /// are opened.
  init(
    source: FontSource, bytes: FontBytes, faceIndex: Int, freeType: FreeTypeLibrary,
    coordinates: VariationCoordinates = .none, library: FontLibrary? = nil
  ) throws {
    let path = source.description
    guard let data = bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), bytes.count > 0 else {
      throw FontError.unreadableFile(path: path, reason: "out of memory")
    }
    let length = bytes.count
    let opened: Result<FT_Face, FontError> = freeType.withLibrary { library in
      var probe: FT_Face?
      let probeError = FT_New_Memory_Face(library, data, FT_Long(length), -1, &probe)
      guard probeError == 0, let probe else {
        return .failure(FontError.openingFailed(path: path, freeTypeError: probeError))
      }
      let faceCount = Int(probe.pointee.num_faces)
      FT_Done_Face(probe)
      guard faceIndex >= 0, faceIndex < faceCount else {
        return .failure(.faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount))
      }
      var face: FT_Face?
      let error = FT_New_Memory_Face(library, data, FT_Long(length), FT_Long(faceIndex), &face)
      guard error == 0, let face else {
        return .failure(FontError.openingFailed(path: path, freeTypeError: error))
      }
      return .success(face)
    }
    let face = try opened.get()
    identity = Identity(source: source, index: faceIndex, coordinates: coordinates)
    self.bytes = bytes
    self.freeTypeFace = face
    self.freeType = freeType
    self.library = library
    harfBuzzFace = hb_face_create(bytes.blob, UInt32(faceIndex))
    variationAxes = Self.variationAxes(of: harfBuzzFace)
    namedInstances = Self.namedInstances(of: harfBuzzFace, axes: variationAxes)
    // The names are the default instance's (FreeType has none for an
    // instance that no named instance describes).
    familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
    styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
    postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
    if !coordinates.values.isEmpty { Self.setDesignCoordinates(coordinates, axes: variationAxes, of: face) }
    let tableMetrics = FontMetricsInFontUnits(face: face)
    loadError = nil
    hasColorGlyphs =
      hb_ot_color_has_png(harfBuzzFace) != 0 || hb_ot_color_has_layers(harfBuzzFace) != 0
      || hb_ot_color_has_svg(harfBuzzFace) != 0
    trackingTable = TrackingTable(face: harfBuzzFace)
    hasTrackingTable = trackingTable != nil
    harfBuzzFont = hb_font_create(harfBuzzFace)
    let scale = Int32(tableMetrics.unitsPerEm)
    hb_font_set_scale(harfBuzzFont, scale, scale)
    if coordinates.values.isEmpty {
      metrics = tableMetrics
    } else {
      let variations = coordinates.values.map { hb_variation_t(tag: $0.tag, value: Float($0.value)) }
      hb_font_set_variations(harfBuzzFont, variations, UInt32(variations.count))
      metrics = tableMetrics.varied(by: harfBuzzFont)
    }
    hb_font_make_immutable(harfBuzzFont)
    let font = harfBuzzFont
    asciiGlyphs = (0..<0x80).map { scalar in
      var glyph: hb_codepoint_t = 0
      return hb_font_get_nominal_glyph(font, hb_codepoint_t(scalar), &glyph) != 0 ? glyph : nil
    }
    frequentCoverage = Self.coverage(of: font)
  }

  /// An inert face with no glyphs and zero metrics that records why the real
  /// one could not be opened (HarfBuzz's "empty object" pattern), so that
  /// non-throwing constructors such as `Font.systemFont(ofSize:)` never crash.
  private init(unavailable error: FontError) {
    identity = Identity(source: .file(path: ""), index: 0)
    familyName = ""
    styleName = ""
    postScriptName = ""
    metrics = FontMetricsInFontUnits(unitsPerEm: 1000, ascender: 0, descender: 0, lineGap: 0, source: .freeType)
    loadError = error
    hasColorGlyphs = false
    trackingTable = nil
    hasTrackingTable = false
    variationAxes = []
    namedInstances = []
    library = nil
    bytes = .empty
    harfBuzzFace = hb_face_get_empty()
    harfBuzzFont = hb_font_get_empty()
    freeTypeFace = nil
    freeType = nil
    asciiGlyphs = Array(repeating: nil, count: 0x80)
    frequentCoverage = Array(repeating: 0, count: Self.frequentRanges.reduce(0) { $0 + $1.count } / 64)
  }

  /// The cmap's glyphs for U+0000…U+007F, read once.
  private let asciiGlyphs: [UInt32?]

  /// Where a face is asked most which characters it has, beyond ASCII:
  /// Latin-1 and Latin Extended, IPA, Greek, Cyrillic, Armenian, Hebrew,
  /// Arabic and Syriac (U+0080…U+07FF), and general punctuation
  /// (U+2000…U+207F). Their coverage is read once, 2,176 bits a face.
  private static let frequentRanges = [0x80..<0x800, 0x2000..<0x2080]

  /// One bit per character of ``frequentRanges``, in order: whether the
  /// cmap gives it a glyph.
  private let frequentCoverage: [UInt64]

  /// The bits of ``frequentCoverage`` for `font`.
  private static func coverage(of font: OpaquePointer) -> [UInt64] {
    var bits = [UInt64](repeating: 0, count: frequentRanges.reduce(0) { $0 + $1.count } / 64)
    var bit = 0
    for range in frequentRanges {
      for scalar in range {
        var glyph: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(font, hb_codepoint_t(scalar), &glyph) != 0 { bits[bit / 64] |= 1 << (bit % 64) }
        bit += 1
      }
    }
    return bits
  }

  /// Whether the face's cmap gives `scalar` a glyph: `nominalGlyph(for:) !=
  /// nil`, from bits read once for ASCII and the ``frequentRanges``.
  @inline(__always)
  func covers(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return asciiGlyphs[Int(scalar)] != nil }
    if scalar < 0x800 { return frequentCoverage[Int(scalar - 0x80) / 64] & (1 << ((scalar - 0x80) % 64)) != 0 }
    if scalar >= 0x2000 && scalar < 0x2080 {
      let bit = Int(scalar - 0x2000) + 0x780
      return frequentCoverage[bit / 64] & (1 << (bit % 64)) != 0
    }
    return cmapGlyph(for: scalar) != nil
  }

  /// Sets FreeType's face to `coordinates` (every axis, in `fvar` order,
  /// as 16.16 numbers; axes not given at their defaults). FreeType varies
  /// the `hhea` and `OS/2` metrics by `MVAR` as it does so.
  static func setDesignCoordinates(
    _ coordinates: VariationCoordinates, axes: [Font.VariationAxis], of face: FT_Face
  ) {
    let byTag = coordinates.byTag
    var fixed = axes.map { axis in
      FT_Fixed((byTag[hb_tag_t.harfBuzzTag(axis.tag)] ?? axis.defaultValue) * 65536)
    }
    _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
  }

  /// The instance of this face at `coordinates`: itself when they are its
  /// own, else opened by its library (or directly, when the library is
  /// gone), or itself when the instance cannot be opened.
  func instance(at coordinates: VariationCoordinates) -> FontFace {
    guard coordinates != identity.coordinates, loadError == nil else { return self }
    if let library {
      return (try? library.face(source, index: faceIndex, coordinates: coordinates)) ?? self
    }
    guard let freeType else { return self }
    return (try? FontFace(
      source: source, bytes: bytes, faceIndex: faceIndex, freeType: freeType, coordinates: coordinates)) ?? self
  }

  /// The inert face that stands in for one that failed to open.
  static func unavailable(_ error: FontError) -> FontFace { FontFace(unavailable: error) }

  deinit {
    hb_font_destroy(harfBuzzFont)
    hb_face_destroy(harfBuzzFace)
    if let freeTypeFace, let freeType {
      freeType.withLibrary { _ in _ = FT_Done_Face(freeTypeFace) }
    }
  }

  /// The advance of the face's glyph for 😀 (U+1F600), in ems, or nil.
  var emojiAdvanceInEms: Double? {
    guard let glyph = nominalGlyph(for: 0x1F600) else { return nil }
    return Double(hb_font_get_glyph_h_advance(harfBuzzFont, glyph)) / Double(metrics.unitsPerEm)
  }

  /// The glyph that the face's cmap gives a code point, or nil when it has none.
  func nominalGlyph(for scalar: UInt32) -> UInt32? {
    if scalar < 0x80 { return asciiGlyphs[Int(scalar)] }
    return cmapGlyph(for: scalar)
  }

  private func cmapGlyph(for scalar: UInt32) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(harfBuzzFont, scalar, &glyph) != 0 ? glyph : nil
  }

  /// Runs `body` with exclusive use of the FreeType face; nil for an inert face.
  func withFreeTypeFace<Result>(_ body: (FT_Face) throws -> Result) rethrows -> Result? {
    guard let freeTypeFace else { return nil }
    freeTypeLock.lock()
    defer { freeTypeLock.unlock() }
    return try body(freeTypeFace)
  }
}
