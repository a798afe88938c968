import EngineFixtures
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Font metrics and font resolution, checked against the font files' own
/// tables as parsed by ``SfntTables`` (no FreeType, no engine code).
///
/// Expected metric = table value × size / unitsPerEm, computed here as
/// `Double(units) * size / Double(upem)`. The engine computes
/// `Double(units) * (size / Double(upem))` (`Font.scale`), which can differ in
/// the last bit, so the comparison allows a relative error of 1e-9 (a real
/// mistake, such as the wrong table or field, is off by far more).
@Suite struct FontMetricsTests {
  /// A face to check: a file and the face inside it.
  struct Face: Sendable, CustomTestStringConvertible {
    var name: String
    var url: URL
    var faceIndex: Int = 0
    var testDescription: String { name }
  }

  static let faces: [Face] = [
    Face(name: "Inter Regular", url: FontFiles.interRegular),
    Face(name: "Inter Bold", url: FontFiles.interBold),
    Face(name: "Inter Italic", url: FontFiles.interItalic),
    Face(name: "DejaVu Sans", url: FontFiles.dejaVuSans),
    Face(name: "Liberation Sans", url: FontFiles.liberationSans),
    Face(name: "Noto Sans CJK face 0", url: FontFiles.notoSansCJK, faceIndex: 0),
    Face(name: "Noto Sans CJK face 2", url: FontFiles.notoSansCJK, faceIndex: 2),
    Face(name: "Noto Color Emoji", url: FontFiles.notoColorEmoji),
  ]

  static let sizes: [Double] = [17, 13.5, 20]

  /// `|actual − expected| ≤ 1e-9 × max(1, |expected|)`: see the suite's comment.
  static func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-9 * max(1, abs(expected))
  }

  /// The metrics a face should have at `size`, from its tables: `hhea` for
  /// the line (Apple ignores OS/2 USE_TYPO_METRICS), OS/2 v2+ for cap and x
  /// height (0 when the table is older).
  struct Expected {
    var ascender, descender, leading, lineHeight, capHeight, xHeight: Double
  }

  static func expected(_ tables: SfntTables, size: Double) throws -> Expected {
    let upem = Double(try tables.head().unitsPerEm)
    let hhea = try tables.hhea()
    // Every face here has a real hhea, so the engine's OS/2 fallback must not apply.
    try #require(hhea.ascender != 0 || hhea.descender != 0)
    let os2 = try tables.os2()
    let ascender = Double(hhea.ascender) * size / upem
    let descender = Double(hhea.descender) * size / upem
    let leading = Double(hhea.lineGap) * size / upem
    return Expected(
      ascender: ascender, descender: descender, leading: leading,
      lineHeight: ascender - descender + leading,
      capHeight: Double(os2.sCapHeight ?? 0) * size / upem,
      xHeight: Double(os2.sxHeight ?? 0) * size / upem)
  }

  // MARK: - Metrics against the tables

  @Test(arguments: faces, sizes)
  func metricsEqualTableValuesScaled(face: Face, size: Double) throws {
    let tables = try FontFiles.tables(face.url, faceIndex: face.faceIndex)
    let want = try Self.expected(tables, size: size)
    let font = try TestFonts.font(face.url, size: size, faceIndex: face.faceIndex)
    #expect(font.pointSize == size)
    #expect(font.faceIndex == face.faceIndex)
    #expect(Self.close(font.ascender, want.ascender), "ascender \(font.ascender) vs \(want.ascender)")
    #expect(Self.close(font.descender, want.descender), "descender \(font.descender) vs \(want.descender)")
    #expect(font.descender < 0)
    #expect(Self.close(font.leading, want.leading), "leading \(font.leading) vs \(want.leading)")
    #expect(Self.close(font.lineHeight, want.lineHeight), "lineHeight \(font.lineHeight) vs \(want.lineHeight)")
    #expect(Self.close(font.capHeight, want.capHeight), "capHeight \(font.capHeight) vs \(want.capHeight)")
    #expect(Self.close(font.xHeight, want.xHeight), "xHeight \(font.xHeight) vs \(want.xHeight)")
    // lineHeight is defined as ascender − descender + leading (UIFont.lineHeight).
    #expect(Self.close(font.lineHeight, font.ascender - font.descender + font.leading))
  }

  /// The faces really are the interesting cases the metric test relies on.
  @Test func fixtureFacesHaveTheAdvertisedQuirks() throws {
    // Liberation Sans: a non-zero hhea lineGap, so leading is not 0.
    let liberation = try FontFiles.tables(FontFiles.liberationSans).hhea()
    #expect(liberation.lineGap != 0)
    // Noto Sans CJK faces 0 and 2: hhea differs from OS/2 typo and
    // USE_TYPO_METRICS is clear, so using the wrong table shows.
    for index in [0, 2] {
      let tables = try FontFiles.tables(FontFiles.notoSansCJK, faceIndex: index)
      #expect(tables.faceCount > 2)
      let hhea = try tables.hhea()
      let os2 = try tables.os2()
      #expect(!os2.useTypoMetrics)
      #expect(
        (hhea.ascender, hhea.descender, hhea.lineGap) != (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap))
    }
    // Noto Color Emoji: bitmap-only (CBDT/CBLC, no glyf or CFF).
    let emoji = try FontFiles.tables(FontFiles.notoColorEmoji)
    #expect(emoji.tables["CBDT"] != nil)
    #expect(emoji.tables["glyf"] == nil && emoji.tables["CFF "] == nil)
  }

  /// Bitmap-only emoji: FreeType does not fill `units_per_EM`, so the engine
  /// must read `head`. With a wrong unitsPerEm the ascender is off by the
  /// ratio of the two, which this spells out at 17 pt.
  @Test func colorEmojiUsesHeadUnitsPerEm() throws {
    let tables = try FontFiles.tables(FontFiles.notoColorEmoji)
    let upem = try tables.head().unitsPerEm
    let hhea = try tables.hhea()
    let font = try TestFonts.font(FontFiles.notoColorEmoji, size: 17)
    #expect(Self.close(font.ascender, Double(hhea.ascender) * 17 / Double(upem)))
    #expect(Self.close(font.lineHeight, Double(hhea.ascender - hhea.descender + hhea.lineGap) * 17 / Double(upem)))
    // Sanity: the emoji's line is a plausible size (about 1.2 em), not scaled by 1000 units.
    #expect(font.lineHeight > 17 && font.lineHeight < 17 * 1.5)
  }

  @Test func lineHeightWithLineGapIsTallerThanAscentPlusDescent() throws {
    let font = try TestFonts.font(FontFiles.liberationSans, size: 20)
    let tables = try FontFiles.tables(FontFiles.liberationSans)
    let hhea = try tables.hhea()
    let upem = Double(try tables.head().unitsPerEm)
    // Hand arithmetic from the tables: the gap adds lineGap × 20 / upem.
    #expect(Self.close(font.lineHeight - (font.ascender - font.descender), Double(hhea.lineGap) * 20 / upem))
    #expect(font.leading > 0)
  }

  // MARK: - System fonts

  /// The bundled face each named weight gets: Regular, Medium, SemiBold and
  /// Bold are bundled; lighter weights take Regular, heavier ones Bold.
  static let weights: [(Font.Weight, String)] = [
    (.ultraLight, "Inter-Regular"), (.thin, "Inter-Regular"), (.light, "Inter-Regular"),
    (.regular, "Inter-Regular"), (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"),
    (.bold, "Inter-Bold"), (.heavy, "Inter-Bold"), (.black, "Inter-Bold"),
  ]

  @Test func systemFontPicksInterByWeight() throws {
    for (weight, file) in Self.weights {
      let font = Font.systemFont(ofSize: 17, weight: weight)
      // The PostScript name as the repository's file spells it in its `name` table.
      let expectedName = try FontFiles.tables(FontFiles.inter(file)).postScriptName()
      #expect(expectedName == file)
      #expect(font.fontName == expectedName, "weight \(weight.rawValue)")
      #expect(font.familyName == "Inter")
      #expect(font.pointSize == 17)
      #expect(
        try Data(BundledFontTests.shapedBytes(font)) == Data(contentsOf: FontFiles.inter(file)), "weight \(weight.rawValue)")
      #expect(font.fileURL == nil)
    }
    #expect(Font.systemFont(ofSize: 12).fontName == "Inter-Regular")
  }

  @Test func boldAndItalicSystemFonts() throws {
    let bold = Font.boldSystemFont(ofSize: 15)
    #expect(bold.fontName == (try FontFiles.tables(FontFiles.interBold).postScriptName()))
    #expect(bold.pointSize == 15)
    #expect(try Data(BundledFontTests.shapedBytes(bold)) == Data(contentsOf: FontFiles.interBold))
    let italic = Font.italicSystemFont(ofSize: 15)
    #expect(italic.fontName == (try FontFiles.tables(FontFiles.interItalic).postScriptName()))
    #expect(italic.pointSize == 15)
    #expect(try Data(BundledFontTests.shapedBytes(italic)) == Data(contentsOf: FontFiles.interItalic))
  }

  /// The bundled system font has SF Pro's line metrics, exactly the values
  /// iOS prints for `UIFont.systemFont(ofSize:)` (17 pt: SF Pro Text; 20 pt:
  /// SF Pro Display), and Inter Regular's cap and x heights.
  @Test func systemFontMetrics_areSFProsLinesOverInterRegular() throws {
    let font = Font.systemFont(ofSize: 17)
    #expect(font.usesSanFranciscoMetrics)
    #expect(font.ascender == 16.1865234375 && font.descender == -4.1005859375 && font.leading == 0)
    #expect(font.lineHeight == 20.287109375)
    let display = Font.systemFont(ofSize: 20, weight: .bold)
    #expect(display.ascender == 19.04296875 && display.descender == -4.82421875 && display.lineHeight == 23.8671875)
    let want = try Self.expected(try FontFiles.tables(FontFiles.interRegular), size: 17)
    #expect(Self.close(font.capHeight, want.capHeight))
    #expect(Self.close(font.xHeight, want.xHeight))
  }

  /// Inter by name keeps its own `hhea`; a profile's override for the face
  /// comes before San Francisco's; JSON keeps the system font's metrics.
  @Test func sanFranciscoMetrics_belongToTheSystemFontOnly() throws {
    let want = try Self.expected(try FontFiles.tables(FontFiles.interRegular), size: 17)
    let named = try Font(name: "Inter", size: 17)
    #expect(!named.usesSanFranciscoMetrics)
    #expect(Self.close(named.lineHeight, want.lineHeight))
    #expect(named != Font.systemFont(ofSize: 17))
    let profile = MetricsProfile(faces: ["Inter-Regular": FontMetricsOverride(ascender: 1, descender: -0.25, leading: 0)])
    #expect(Font.systemFont(ofSize: 16).withMetricsProfile(profile).lineHeight == 20)
    let system = Font.systemFont(ofSize: 17).withSize(34)
    #expect(system.lineHeight == 2444.0 * 34 / 2048)
    let decoded = try JSONDecoder().decode(Font.self, from: try JSONEncoder().encode(system))
    #expect(decoded == system && decoded.lineHeight == system.lineHeight)
  }

  // MARK: - Names

  /// "Inter" is the bundled family even though Debian's fonts-inter may be
  /// installed too: the face must be the package's built-in one (no file),
  /// not /usr/share/fonts'.
  @Test func interByNameIsTheBundledFace() throws {
    let font = try Font(name: "Inter", size: 17)
    #expect(font.fontName == "Inter-Regular")
    #expect(font.pointSize == 17)
    #expect(try Data(BundledFontTests.shapedBytes(font)) == Data(contentsOf: FontFiles.interRegular))
    #expect(font.fileURL == nil, "\(String(describing: font.fileURL))")
    // The same face as the system font's.
    #expect(font.face === Font.systemFont(ofSize: 17).face)
    // PostScript and full names, case-insensitively.
    #expect(try Font(name: "Inter-Bold", size: 12).fontName == "Inter-Bold")
    #expect(try Font(name: "inter-semibold", size: 12).fontName == "Inter-SemiBold")
    #expect(try Font(name: "Inter Bold Italic", size: 12).fontName == "Inter-BoldItalic")
    let boldItalic = try Font(name: "Inter Bold Italic", size: 12)
    #expect(try Data(BundledFontTests.shapedBytes(boldItalic)) == Data(contentsOf: FontFiles.interBoldItalic))
    #expect(boldItalic.fileURL == nil)
  }

  @Test func aNameIsResolvedOnce_andTheBundledNamesNever() throws {
    let engine = TextEngine(cacheBudget: 0)
    _ = try Font(name: "Inter", size: 17, engine: engine)
    #expect(engine.fonts.fontconfigLookups == 0)
    _ = try Font(name: "DejaVu Sans", size: 17, engine: engine)
    _ = try Font(name: "dejavu sans", size: 9, engine: engine)
    #expect(engine.fonts.fontconfigLookups == 1)
    // A name no font has: Fontconfig is asked for it, then for its directories (for the error).
    #expect(throws: FontError.self) { try Font(name: "No Such Family", size: 17, engine: engine) }
    #expect(engine.fonts.fontconfigLookups == 3)
  }

  @Test func dejaVuByFamilyAndPostScriptNameThroughFontconfig() throws {
    try FontFiles.requireFile(FontFiles.dejaVuSans)
    for name in ["DejaVu Sans", "DejaVuSans"] {
      let font = try Font(name: name, size: 14)
      let path = try #require(font.fileURL).path
      #expect(FontFiles.samePath(path, FontFiles.dejaVuSans.path), "\(name) → \(path)")
      #expect(font.faceIndex == 0)
      #expect(font.fontName == (try FontFiles.tables(FontFiles.dejaVuSans).postScriptName()))
      #expect(font.face === (try Font(fileURL: FontFiles.dejaVuSans, size: 9)).face)
    }
  }

  /// "Liberation Sans" (family) and "LiberationSans" (PostScript name) are the
  /// same font and must give the same, pinned, file: the one Fontconfig itself
  /// prefers (`fc-match :postscriptname=LiberationSans` gives liberation2),
  /// even when the older fonts-liberation package is installed beside it.
  @Test func liberationByFamilyAndPostScriptNameThroughFontconfig() throws {
    try FontFiles.requireFile(FontFiles.liberationSans)
    for name in ["Liberation Sans", "LiberationSans"] {
      let font = try Font(name: name, size: 14)
      let path = try #require(font.fileURL).path
      #expect(FontFiles.samePath(path, FontFiles.liberationSans.path), "\(name) → \(path)")
      #expect(font.fontName == "LiberationSans")
    }
  }

  /// A family inside a collection resolves to its face index.
  @Test func cjkFamilyResolvesToItsFaceInTheCollection() throws {
    let tables = try FontFiles.tables(FontFiles.notoSansCJK, faceIndex: 2)
    let font = try Font(name: "Noto Sans CJK SC", size: 14)
    let path = try #require(font.fileURL).path
    #expect(FontFiles.samePath(path, FontFiles.notoSansCJK.path), "\(path)")
    #expect(font.faceIndex == 2)
    #expect(font.fontName == (try tables.postScriptName()))
    #expect(font.fontName == "NotoSansCJKsc-Regular")
  }

  @Test func missingFamilyThrowsNotFoundNamingBothPlaces() throws {
    let name = "No Such Family Qwzx 4711"
    let error = try #require(throws: FontError.self) { try Font(name: name, size: 12) }
    guard case .notFound(let reportedName, let searched) = error else {
      Issue.record("expected .notFound, got \(error)")
      return
    }
    #expect(reportedName == name)
    let joined = searched.joined(separator: "\n")
    #expect(joined.contains("bundled"), "\(searched)")
    #expect(joined.contains("Inter-Regular"), "\(searched)")
    #expect(joined.contains("Fontconfig"), "\(searched)")
    #expect(joined.contains("/usr/share/fonts"), "\(searched)")
    #expect(error.description.contains(name))
  }

  // MARK: - Identity

  @Test func aFaceIsOpenedOnce() throws {
    let a = try TestFonts.font(FontFiles.dejaVuSans, size: 12)
    let b = try TestFonts.font(FontFiles.dejaVuSans, size: 20)
    #expect(a.face === b.face)
    #expect(a != b)
    let detour = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/../dejavu/./DejaVuSans.ttf")
    #expect(try Font(fileURL: detour, size: 12).face === a.face)
    #expect(try Font(fileURL: detour, size: 12) == a)
    let cjk0 = try TestFonts.font(FontFiles.notoSansCJK, size: 12, faceIndex: 0)
    let cjk2 = try TestFonts.font(FontFiles.notoSansCJK, size: 12, faceIndex: 2)
    #expect(cjk0.face !== cjk2.face)
    #expect(try TestFonts.font(FontFiles.notoSansCJK, size: 30, faceIndex: 2).face === cjk2.face)
    #expect(Font.boldSystemFont(ofSize: 10).face === Font.systemFont(ofSize: 30, weight: .bold).face)
  }

  @Test func withSizeKeepsTheFaceAndRescalesTheCascade() throws {
    let arabic = try TestFonts.font(FontFiles.notoSansArabic, size: 40)
    let font = try TestFonts.font(FontFiles.dejaVuSans, size: 12).withCascadeList([arabic])
    #expect(font.cascadeList.map(\.pointSize) == [12])
    let bigger = font.withSize(20)
    #expect(bigger.face === font.face)
    #expect(bigger.pointSize == 20)
    #expect(bigger.cascadeList.count == 1)
    #expect(bigger.cascadeList[0].face === arabic.face)
    #expect(bigger.cascadeList[0].pointSize == 20)
    let tables = try FontFiles.tables(FontFiles.dejaVuSans)
    let want = try Self.expected(tables, size: 20)
    #expect(Self.close(bigger.ascender, want.ascender))
    #expect(Self.close(bigger.lineHeight, want.lineHeight))
  }

  // MARK: - Bad files

  /// Deterministic garbage (a 64-bit LCG), so a failure can be reproduced.
  static func garbage(count: Int, seed: UInt64) -> Data {
    var state = seed
    var bytes = [UInt8](repeating: 0, count: count)
    for i in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes[i] = UInt8(truncatingIfNeeded: state >> 56)
    }
    return Data(bytes)
  }

  static func expectInvalidFontFile(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      let font = try Font(fileURL: url, size: 12)
      Issue.record("\(url.lastPathComponent) opened as \(font)", sourceLocation: sourceLocation)
    } catch let error as FontError {
      let path: String
      switch error {
      case .invalidFontFile(let invalid, _): path = invalid
      case .notAFontFile(let notAFont): path = notAFont
      default:
        Issue.record(
          "\(url.lastPathComponent): expected .invalidFontFile or .notAFontFile, got \(error)",
          sourceLocation: sourceLocation)
        return
      }
      #expect(FontFiles.samePath(path, url.path), sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(url.lastPathComponent): not a FontError: \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test func garbageFilesThrowInvalidFontFile() throws {
    let directory = try makeTemporaryDirectory(for: "FontMetricsTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    for (index, count) in [1, 3, 12, 512, 70_000].enumerated() {
      let url = directory.appendingPathComponent("garbage-\(count).ttf")
      var data = Self.garbage(count: count, seed: UInt64(index + 1))
      // Make sure the garbage does not start with a real sfnt tag.
      if count >= 1 { data[data.startIndex] = 0xEE }
      try data.write(to: url)
      Self.expectInvalidFontFile(url)
    }
    let empty = directory.appendingPathComponent("empty.otf")
    try Data().write(to: empty)
    Self.expectInvalidFontFile(empty)
    // A plausible header that promises tables the file does not have.
    var header = Data([0x4F, 0x54, 0x54, 0x4F, 0x00, 0x09, 0x00, 0x80, 0x00, 0x03, 0x00, 0x10])
    header.append(Self.garbage(count: 40, seed: 99))
    let lying = directory.appendingPathComponent("lying-header.otf")
    try header.write(to: lying)
    Self.expectInvalidFontFile(lying)
  }

  /// Truncated copies of real fonts: cut in the header, in the table
  /// directory, and just inside `head` (found with the test's own parser), so
  /// that a required table is missing or cut.
  @Test(arguments: [FontFiles.dejaVuSans, FontFiles.interRegular, FontFiles.liberationSans])
  func truncatedFontsThrowInvalidFontFile(source: URL) throws {
    let data = try Data(contentsOf: source)
    let tables = try SfntTables(data: data)
    let head = try #require(tables.tables["head"])
    let directory = try makeTemporaryDirectory(for: "FontMetricsTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    for length in [4, 12, 40, head.offset + 20] {
      #expect(length < data.count)
      let url = directory.appendingPathComponent("truncated-\(length)-\(source.lastPathComponent)")
      try data.prefix(length).write(to: url)
      Self.expectInvalidFontFile(url)
    }
    // The real file still opens after all that.
    #expect(try Font(fileURL: source, size: 12).fontName == (try tables.postScriptName()))
  }

  @Test func aMissingFileIsNotFound() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Missing.ttf")
    let error = try #require(throws: FontError.self) { try Font(fileURL: url, size: 12) }
    #expect(error == .fileNotFound(path: url.path))
  }

  @Test func faceIndexPastTheEndThrows() throws {
    try FontFiles.requireFile(FontFiles.dejaVuSans)
    let error = try #require(throws: FontError.self) {
      try Font(fileURL: FontFiles.dejaVuSans, size: 12, faceIndex: 5)
    }
    guard case .faceIndexOutOfRange(let path, let index, let faceCount) = error else {
      Issue.record("expected .faceIndexOutOfRange, got \(error)")
      return
    }
    #expect(FontFiles.samePath(path, FontFiles.dejaVuSans.path))
    #expect(index == 5)
    #expect(faceCount == 1)

    // A collection reports its own face count, as its TTC header gives it.
    let cjk = try FontFiles.tables(FontFiles.notoSansCJK)
    let past = cjk.faceCount
    let cjkError = try #require(throws: FontError.self) {
      try Font(fileURL: FontFiles.notoSansCJK, size: 12, faceIndex: past)
    }
    guard case .faceIndexOutOfRange(_, let cjkIndex, let cjkCount) = cjkError else {
      Issue.record("expected .faceIndexOutOfRange, got \(cjkError)")
      return
    }
    #expect(cjkIndex == past)
    #expect(cjkCount == cjk.faceCount)
    // The last face exists.
    #expect(try Font(fileURL: FontFiles.notoSansCJK, size: 12, faceIndex: past - 1).faceIndex == past - 1)
  }
}
