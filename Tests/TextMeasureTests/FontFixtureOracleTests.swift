import FontOracles
import Foundation
import Testing

/// The oracles of issue 17 read the two generated fixtures
/// (`Fixtures/InterTracked.otf`, `Fixtures/DejaVuVariable.ttf`; see
/// `Fixtures/README.md`) consistently with facts found another way: the
/// fixtures' design (the numbers the generators were asked for, not what
/// they printed), HarfBuzz's hb-shape, the source fonts, and each other.
///
/// These tests check the oracles and the fixtures, not the engine; the
/// engine's tests compare against the oracles.
@Suite struct FontFixtureOracleTests {
  // MARK: trak

  /// The design of InterTracked's one track: size in points → tracking
  /// in ems.
  static let trackingPerEm: [(size: Double, em: Double)] = [
    (9, 0.040), (12, 0), (17, -0.026), (28, 0.014), (40, 0.020),
  ]

  /// A text whose glyphs are each their own grapheme cluster (hb-shape's
  /// trak adds the tracking once per cluster).
  static let trackedText = "Hello, World"

  @Test func trakHoldsTheDesignedSizesAndValues() throws {
    let tables = try FontFiles.tables(FontFiles.interTracked)
    let upem = Double(try tables.head().unitsPerEm)
    #expect(upem == 2816)
    let trak = try tables.trak()
    #expect(trak.sizes == Self.trackingPerEm.map(\.size))
    try #require(trak.tracks.count == 1)
    #expect(trak.tracks[0].value == 0)
    #expect(trak.tracks[0].values == Self.trackingPerEm.map { Int16(($0.em * upem).rounded()) })
    #expect(try tables.nameString(trak.tracks[0].nameID) == "Normal")
    #expect(trak.entries().map(\.size) == Self.trackingPerEm.map(\.size))
  }

  @Test func trakFixtureIsNamedInterTracked() throws {
    let tables = try FontFiles.tables(FontFiles.interTracked)
    #expect(try tables.nameString(1) == "Inter Tracked")
    #expect(try tables.postScriptName() == "InterTracked-Regular")
    #expect(tables.tables["STAT"] != nil, "HarfBuzz 10.3+ applies trak only with STAT")
  }

  @Test func trackingAtATableSizeIsThatSizesEntry() throws {
    let trak = try FontFiles.tables(FontFiles.interTracked).trak()
    for (size, value) in trak.entries() {
      #expect(trak.tracking(pointSize: size) == Double(value))
      #expect(trak.tracking(pointSize: size, beyondTable: .extrapolate) == Double(value))
      // One track: whatever track is asked for, it is the one used.
      #expect(trak.tracking(track: -1, pointSize: size) == Double(value))
    }
  }

  @Test func trackingBetweenSizesIsLinear() throws {
    let trak = try FontFiles.tables(FontFiles.interTracked).trak()
    let entries = trak.entries()
    for (a, b) in zip(entries, entries.dropFirst()) {
      for fraction in [0.25, 0.5, 0.6] {
        let size = a.size + fraction * (b.size - a.size)
        let expected = Double(a.value) + fraction * Double(b.value - a.value)
        #expect(abs(trak.tracking(pointSize: size) - expected) < 1e-9, "at \(size) pt")
      }
    }
  }

  @Test func trackingBeyondTheTableClampsOrExtrapolates() throws {
    let trak = try FontFiles.tables(FontFiles.interTracked).trak()
    let e = trak.entries()
    let (first, second, last, beforeLast) = (e[0], e[1], e[e.count - 1], e[e.count - 2])
    #expect(trak.tracking(pointSize: 6) == Double(first.value))
    #expect(trak.tracking(pointSize: 1) == Double(first.value))
    #expect(trak.tracking(pointSize: 72) == Double(last.value))
    let below = Double(first.value) + (6 - first.size) / (second.size - first.size) * Double(second.value - first.value)
    let above =
      Double(last.value) + (72 - last.size) / (last.size - beforeLast.size) * Double(last.value - beforeLast.value)
    #expect(abs(trak.tracking(pointSize: 6, beyondTable: .extrapolate) - below) < 1e-9)
    #expect(abs(trak.tracking(pointSize: 72, beyondTable: .extrapolate) - above) < 1e-9)
  }

  /// hb-shape with `--font-ptem` applies `trak` (HarfBuzz 6.0 through the
  /// newest, inside the table's sizes, where they agree): each cluster's
  /// advance grows by the tracking, rounded to a font unit.
  @Test(arguments: [9.0, 12, 15, 17, 20, 28, 33, 40])
  func hbShapeTracksAsTheOracleSays(pointSize: Double) throws {
    let trak = try FontFiles.tables(FontFiles.interTracked).trak()
    let untracked = try HBShape.shape(fontFile: FontFiles.interTracked, text: Self.trackedText)
    let tracked = try HBShape.shape(fontFile: FontFiles.interTracked, text: Self.trackedText, pointSize: pointSize)
    try #require(tracked.count == untracked.count)
    let expected = Int(trak.tracking(pointSize: pointSize).rounded())
    for (t, u) in zip(tracked, untracked) {
      #expect(t.xAdvance - u.xAdvance == expected, "\(t) vs \(u) at \(pointSize) pt")
    }
  }

  /// Without a point size (HarfBuzz 6.0: no tracking; newer: 12 pt, whose
  /// tracking is 0) the subset shapes as Inter Regular does.
  @Test func untrackedShapingIsInterRegulars() throws {
    let text = "Hello, World! AVATAR Wörld ÀÉÎ ¿¡ fi 0123"
    #expect(
      try HBShape.totalAdvance(fontFile: FontFiles.interTracked, text: text)
        == (try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: text)))
  }

  @Test func trakOfAFontWithoutOneThrows() throws {
    #expect(throws: SfntTables.ParseError.self) { try FontFiles.tables(FontFiles.interRegular).trak() }
  }

  /// Every length short of the whole `trak` table (the directory's length
  /// field rewritten in memory, the file cut there) throws, never reads past.
  @Test func truncatedTrakThrows() throws {
    let data = try Data(contentsOf: FontFiles.interTracked)
    let record = try #require(try SfntTables(data: data).tables["trak"])
    #expect(
      try SfntTables(data: Self.withTableLength(data, tag: "trak", length: record.length)).trak().tracks.count == 1)
    for length in 0..<record.length {
      let cut = try Self.withTableLength(data, tag: "trak", length: length)
      #expect(throws: SfntTables.ParseError.self, "length \(length)") { try SfntTables(data: cut).trak() }
    }
  }

  // MARK: fvar, avar

  @Test func fvarHoldsTheDesignedAxesAndInstances() throws {
    let tables = try FontFiles.tables(FontFiles.dejaVuVariable)
    #expect(try tables.nameString(1) == "DejaVu Variable Test")
    #expect(try tables.postScriptName() == "DejaVuVariableTest-Regular")
    let fvar = try tables.fvar()
    #expect(fvar.axes.map(\.tag) == ["wght", "opsz"])
    #expect(fvar.axes.map { [$0.minimum, $0.defaultValue, $0.maximum] } == [[100, 400, 900], [8, 12, 72]])
    #expect(fvar.axes.map(\.name) == ["Weight", "Optical size"])
    let instances = Dictionary(uniqueKeysWithValues: fvar.instances.map { ($0.name ?? "?", $0.coordinates) })
    #expect(
      instances == [
        "Thin": ["wght": 100, "opsz": 12], "Regular": ["wght": 400, "opsz": 12], "Bold": ["wght": 700, "opsz": 12],
        "Black": ["wght": 900, "opsz": 12], "Caption": ["wght": 400, "opsz": 8], "Display": ["wght": 400, "opsz": 72],
      ])
    #expect(fvar.instances.count == 6)
  }

  @Test func avarMapsWeightNonLinearly() throws {
    let tables = try FontFiles.tables(FontFiles.dejaVuVariable)
    let avar = try tables.avar()
    let wght = try #require(avar["wght"])
    #expect(wght.contains { abs($0.from + 0.5) < 1e-4 && abs($0.to + 0.7) < 1e-4 })
    #expect(wght.contains { abs($0.from - 0.5) < 1e-4 && abs($0.to - 0.3) < 1e-4 })
    #expect(avar["opsz"]?.allSatisfy { $0.from == $0.to } == true)
  }

  /// User location → expected normalized (wght, opsz): default
  /// normalization, then avar (−0.5 → −0.7, 0.5 → 0.3, linear between).
  static let normalizations: [([String: Double], [Double])] = [
    ([:], [0, 0]),
    (["wght": 100], [-1, 0]),
    (["wght": 250], [-0.7, 0]),
    (["wght": 325], [-0.35, 0]),  // −0.25 → half of −0.7
    (["wght": 650], [0.3, 0]),
    (["wght": 700], [0.44, 0]),  // 0.6 → 0.3 + 0.1 / 0.5 × 0.7
    (["wght": 900], [1, 0]),
    (["wght": 2000, "opsz": 1], [1, -1]),  // clamped
    (["opsz": 72], [0, 1]),
    (["opsz": 42], [0, 0.5]),
    (["opsz": 8], [0, -1]),
    (["opsz": 10], [0, -0.5]),
  ]

  @Test(arguments: normalizations)
  func normalizationFollowsTheSpecification(user: [String: Double], expected: [Double]) throws {
    let normalized = try FontFiles.tables(FontFiles.dejaVuVariable).normalizedCoordinates(user)
    #expect(abs(normalized["wght"]! - expected[0]) <= 1.0 / 16384, "\(user)")
    #expect(abs(normalized["opsz"]! - expected[1]) <= 1.0 / 16384, "\(user)")
  }

  @Test func normalizingAnUnknownAxisThrows() throws {
    #expect(throws: SfntTables.ParseError.self) {
      try FontFiles.tables(FontFiles.dejaVuVariable).normalizedCoordinates(["wdth": 100])
    }
  }

  // MARK: Advances (gvar, HVAR) against hb-shape

  /// Letters, composite accented glyphs (À É Î Õ Ü ö) and figures.
  static let variedText = "Hamburgefonstiv AVATAR ÀÉÎÕÜ ß Wörld ¿¡ 0123"

  @Test func hbShapeAtTheAxisDefaultsIsHBShapeWithoutVariations() throws {
    let plain = try HBShape.shape(fontFile: FontFiles.dejaVuVariable, text: Self.variedText)
    let atDefaults = try HBShape.shape(
      fontFile: FontFiles.dejaVuVariable, text: Self.variedText, variations: ["wght": 400, "opsz": 12])
    #expect(plain == atDefaults)
  }

  /// The default instance is DejaVu Sans (same advances, GPOS kerning kept).
  @Test func theDefaultInstanceShapesAsDejaVuSans() throws {
    #expect(
      try HBShape.totalAdvance(fontFile: FontFiles.dejaVuVariable, text: Self.variedText)
        == (try HBShape.totalAdvance(fontFile: FontFiles.dejaVuSans, text: Self.variedText)))
  }

  /// Locations where the deltas are whole (every region at 0 or its peak).
  static let peakLocations: [[String: Double]] = [
    ["wght": 900], ["wght": 100], ["opsz": 72], ["opsz": 8], ["wght": 900, "opsz": 72], ["wght": 100, "opsz": 8],
  ]
  /// Locations between peaks (scaled deltas, rounded by HarfBuzz).
  static let betweenLocations: [[String: Double]] = [
    ["wght": 700], ["wght": 250], ["wght": 325], ["opsz": 42], ["opsz": 10], ["wght": 650, "opsz": 20],
  ]

  /// hb-shape (which reads HVAR) gives each glyph the hmtx advance + the
  /// gvar phantom-point delta the oracle computes: exactly at peaks, to the
  /// unit (rounding) between them. The oracle's HVAR and gvar deltas agree.
  @Test(arguments: peakLocations + betweenLocations)
  func advancesAreHmtxPlusThePhantomPointDelta(user: [String: Double]) throws {
    let tables = try FontFiles.tables(FontFiles.dejaVuVariable)
    let normalized = try tables.normalizedCoordinates(user)
    let atPeak = Self.peakLocations.contains(user)
    let glyphs = try HBShape.shape(
      fontFile: FontFiles.dejaVuVariable, text: Self.variedText, kerning: false, variations: user)
    for glyph in glyphs {
      let id = Int(glyph.glyphID)
      let gvar = try tables.gvarAdvanceDelta(glyph: id, normalized: normalized)
      let hvar = try tables.hvarAdvanceDelta(glyph: id, normalized: normalized)
      #expect(abs(gvar - hvar) < 1e-9, "glyph \(id) at \(user)")
      let predicted = Double(try tables.advanceWidth(id)) + gvar
      if atPeak {
        #expect(Double(glyph.xAdvance) == predicted, "glyph \(id) at \(user)")
      } else {
        #expect(abs(Double(glyph.xAdvance) - predicted) <= 1, "glyph \(id) at \(user)")
      }
      #expect(try tables.variedAdvanceWidth(id, normalized: normalized) == Double(try tables.advanceWidth(id)) + hvar)
    }
  }

  /// The design: wght 900 scales advances by 1.12, wght 100 by 0.92, opsz 72
  /// by 0.95, opsz 8 by 1.06 (each rounded to a unit).
  @Test(arguments: [(["wght": 900.0], 1.12), (["wght": 100], 0.92), (["opsz": 72], 0.95), (["opsz": 8], 1.06)])
  func advancesScaleAsDesigned(user: [String: Double], scale: Double) throws {
    let tables = try FontFiles.tables(FontFiles.dejaVuVariable)
    let normalized = try tables.normalizedCoordinates(user)
    let plain = try HBShape.shape(fontFile: FontFiles.dejaVuVariable, text: Self.variedText, kerning: false)
    let varied = try HBShape.shape(
      fontFile: FontFiles.dejaVuVariable, text: Self.variedText, kerning: false, variations: user)
    try #require(plain.count == varied.count)
    for (p, v) in zip(plain, varied) where p.xAdvance > 0 {
      #expect(scale > 1 ? v.xAdvance > p.xAdvance : v.xAdvance < p.xAdvance)
      #expect(abs(Double(v.xAdvance) - Double(p.xAdvance) * scale) <= 0.5, "\(p) → \(v) at \(user)")
      let delta = try tables.gvarAdvanceDelta(glyph: Int(p.glyphID), normalized: normalized)
      #expect(Double(v.xAdvance - p.xAdvance) == delta)
    }
  }

  /// Two encodings of the same advances, read by two parsers: for every
  /// glyph of the font (simple, composite, empty), the `gvar` phantom-point
  /// delta equals the `HVAR` delta, at peaks and between them.
  @Test func gvarAndHVARAgreeForEveryGlyph() throws {
    let tables = try FontFiles.tables(FontFiles.dejaVuVariable)
    let maxp = try #require(tables.tables["maxp"])
    let bytes = [UInt8](tables.data)
    let glyphCount = Int(bytes[maxp.offset + 4]) << 8 | Int(bytes[maxp.offset + 5])
    #expect(glyphCount > 200)
    for user in Self.peakLocations + Self.betweenLocations {
      let normalized = try tables.normalizedCoordinates(user)
      for glyph in 0..<glyphCount {
        let gvar = try tables.gvarAdvanceDelta(glyph: glyph, normalized: normalized)
        let hvar = try tables.hvarAdvanceDelta(glyph: glyph, normalized: normalized)
        #expect(abs(gvar - hvar) < 1e-9, "glyph \(glyph) at \(user)")
      }
    }
  }

  // MARK: MVAR

  @Test func mvarMovesTheAscenderAndDescenderAlongOpsz() throws {
    let tables = try FontFiles.tables(FontFiles.dejaVuVariable)
    func deltas(_ user: [String: Double]) throws -> (Double, Double, Double) {
      let n = try tables.normalizedCoordinates(user)
      return (
        try tables.mvarDelta(tag: "hasc", normalized: n), try tables.mvarDelta(tag: "hdsc", normalized: n),
        try tables.mvarDelta(tag: "hlgp", normalized: n)
      )
    }
    #expect(try deltas([:]) == (0, 0, 0))
    #expect(try deltas(["opsz": 72]) == (100, -50, 0))
    #expect(try deltas(["opsz": 42]) == (50, -25, 0))
    #expect(try deltas(["opsz": 8]) == (0, 0, 0))
    #expect(try deltas(["wght": 900]) == (0, 0, 0))
    #expect(try deltas(["wght": 900, "opsz": 72]) == (100, -50, 0))
    let hhea = try tables.hhea()
    let display = try tables.variedHhea(normalized: try tables.normalizedCoordinates(["opsz": 72]))
    #expect(display.ascender == Double(hhea.ascender + 100))
    #expect(display.descender == Double(hhea.descender - 50))
    #expect(display.lineGap == Double(hhea.lineGap))
  }

  /// A variation table cut to its header throws instead of reading on.
  @Test(arguments: [("fvar", 16), ("avar", 8), ("MVAR", 12), ("HVAR", 20), ("gvar", 20)])
  func truncatedVariationTablesThrow(tag: String, length: Int) throws {
    let data = try Self.withTableLength(Data(contentsOf: FontFiles.dejaVuVariable), tag: tag, length: length)
    let tables = try SfntTables(data: data)
    let glyph = try #require(
      try HBShape.shape(fontFile: FontFiles.dejaVuVariable, text: "H").first.map { Int($0.glyphID) })
    let n = ["wght": 1.0, "opsz": 1.0]
    #expect(throws: SfntTables.ParseError.self, "\(tag) cut to \(length) bytes") {
      switch tag {
      case "fvar": _ = try tables.fvar()
      case "avar": _ = try tables.avar()
      case "MVAR": _ = try tables.mvarDelta(tag: "hasc", normalized: n)
      case "HVAR": _ = try tables.hvarAdvanceDelta(glyph: glyph, normalized: n)
      default: _ = try tables.gvarAdvanceDelta(glyph: glyph, normalized: n)
      }
    }
  }

  // MARK: Helpers

  /// `data` with the table directory's length of `tag` set to `length` and
  /// the file cut at that table's new end (when the table comes last) — a
  /// table truncated in memory.
  static func withTableLength(_ data: Data, tag: String, length: Int) throws -> Data {
    var bytes = [UInt8](data)
    let tables = try SfntTables(data: data)
    let record = try #require(tables.tables[tag])
    let numTables = Int(bytes[4]) << 8 | Int(bytes[5])
    for i in 0..<numTables {
      let entry = 12 + 16 * i
      guard String(decoding: bytes[entry..<(entry + 4)], as: UTF8.self) == tag else { continue }
      for (k, shift) in [24, 16, 8, 0].enumerated() { bytes[entry + 12 + k] = UInt8((length >> shift) & 0xFF) }
    }
    if record.offset + record.length == bytes.count { bytes.removeLast(record.length - length) }
    return Data(bytes)
  }
}
