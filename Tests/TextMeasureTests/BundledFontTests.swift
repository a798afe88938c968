import CHarfBuzz
import FontOracles
import Foundation
import Testing
import CTextMeasureFonts

@testable import TextMeasure

/// The bundled Inter faces are built into the binary: their bytes are the
/// repository's files, the engine opens them from those bytes without a
/// copy, and they have no file.
@Suite struct BundledFontTests {
  /// The bytes built into the binary for `face`.
  static func embeddedBytes(_ face: BundledFont) throws -> UnsafeRawBufferPointer {
    var count = 0
    let start = try #require(tm_bundled_font(face.postScriptName, &count))
    return UnsafeRawBufferPointer(start: start, count: count)
  }

  /// The bytes HarfBuzz shapes `font` with (the blob its face was made of).
  static func shapedBytes(_ font: Font) -> UnsafeRawBufferPointer {
    let blob = hb_face_reference_blob(font.face.harfBuzzFace)
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    let data = hb_blob_get_data(blob, &length)
    return UnsafeRawBufferPointer(start: data, count: Int(length))
  }

  @Test(arguments: BundledFont.allCases)
  func theEmbeddedBytesAreTheFile(_ face: BundledFont) throws {
    let file = try Data(contentsOf: FontFiles.inter(face.postScriptName))
    let embedded = try Self.embeddedBytes(face)
    #expect(embedded.count == file.count)
    #expect(Data(embedded) == file)
  }

  @Test func aNameNoBundledFaceHas_givesNoBytes() {
    var count = 1
    #expect(tm_bundled_font("Inter-Thin", &count) == nil)
    #expect(count == 0)
  }

  /// The engine's face is a view of the built-in bytes (HarfBuzz's blob
  /// points at them), not a copy and not a file.
  @Test(arguments: BundledFont.allCases)
  func theEngineOpensTheEmbeddedBytesInPlace(_ face: BundledFont) throws {
    let engine = TextEngine(cacheBudget: 0, environment: [:])
    let font = try Font(name: face.postScriptName, size: 17, engine: engine)
    let embedded = try Self.embeddedBytes(face)
    let shaped = Self.shapedBytes(font)
    #expect(shaped.baseAddress == embedded.baseAddress)
    #expect(shaped.count == embedded.count)
    #expect(font.fileURL == nil)
    #expect(font.faceIndex == 0)
    #expect(font.fontName == (try FontFiles.tables(FontFiles.inter(face.postScriptName)).postScriptName()))
  }

  /// The same face read from the repository's file has that file, and
  /// is another face (fonts compare by where their face comes from).
  @Test func theFileOfABundledFace_isAnotherFontWithAFileURL() throws {
    let fromFile = try Font(fileURL: FontFiles.interRegular, size: 17)
    #expect(fromFile.fileURL?.lastPathComponent == "Inter-Regular.otf")
    #expect(fromFile.fontName == "Inter-Regular")
    #expect(fromFile != Font.systemFont(ofSize: 17))
    #expect(!fromFile.hasSameFace(as: Font.systemFont(ofSize: 17)))
    #expect(Font.systemFont(ofSize: 17).hasSameFace(as: try Font(name: "Inter", size: 9)))
    #expect(!Font.systemFont(ofSize: 17).hasSameFace(as: Font.boldSystemFont(ofSize: 17)))
  }

  @Test func theLicenceIsTheFilesText() throws {
    let file = try String(
      contentsOf: FontFiles.repositoryRoot.appendingPathComponent("Fonts/Inter/OFL.txt"), encoding: .utf8)
    #expect(Font.bundledFontLicense == file)
    #expect(Font.bundledFontLicense.contains("SIL Open Font License, Version 1.1"))
  }

  /// A bundled face has one face: asking for another says so, naming the
  /// bundled file rather than a path; face 0 is the face's own font (with
  /// Inter's line metrics, not the system font's San Francisco ones).
  @Test func anotherFaceIndexOfABundledFace_throwsOutOfRange() throws {
    let error = try #require(throws: FontError.self) { try Font.systemFont(ofSize: 17).font(atFaceIndex: 1) }
    #expect(error == .faceIndexOutOfRange(path: "the bundled Inter-Regular.otf", index: 1, faceCount: 1))
    #expect(try Font.boldSystemFont(ofSize: 12).font(atFaceIndex: 0) == Font(name: "Inter-Bold", size: 12))
  }
}

/// Fallback to and from the bundled faces.
@Suite struct BundledFontFallbackTests {
  /// A font that lacks a character Inter has falls back to the bundled
  /// Inter first, before the system's fonts.
  @Test func aCharacterTheFontLacks_comesFromTheBundledInter() throws {
    let text = "\u{03A9}"  // GREEK CAPITAL LETTER OMEGA
    #expect(try HBShape.shape(fontFile: FontFiles.interTracked, text: text)[0].glyphID == 0)
    #expect(try HBShape.shape(fontFile: FontFiles.interRegular, text: text)[0].glyphID != 0)
    let engine = TextEngine(cacheBudget: 0, environment: [:])
    let font = try Font(fileURL: FontFiles.interTracked, size: 17, engine: engine)
    let layout = try TextMeasurer(engine: engine).layout(text, font: font)
    let run = try #require(layout.lines.first?.runs.first)
    #expect(run.font.fontName == "Inter-Regular")
    #expect(run.font.fileURL == nil)
    let expected = try HBShape.width(fontFile: FontFiles.interRegular, text: text, size: 17)
    #expect(abs(layout.lines[0].width - expected) < 1e-9, "\(layout.lines[0].width) vs hb-shape \(expected)")
  }

  /// The bundled Inter falls back to a system font for what it lacks, and
  /// never offers itself again as its own fallback.
  @Test func theBundledInter_fallsBackToAFileOfTheSystem() throws {
    let text = "\u{4F60}"  // 你
    #expect(try HBShape.shape(fontFile: FontFiles.interRegular, text: text)[0].glyphID == 0)
    let engine = TextEngine(cacheBudget: 0, environment: [:])
    let layout = try TextMeasurer(engine: engine).layout(text, font: .systemFont(ofSize: 17, engine: engine))
    let run = try #require(layout.lines.first?.runs.first)
    let file = try #require(run.font.fileURL)
    #expect(try HBShape.shape(fontFile: file, faceIndex: run.font.faceIndex, text: text)[0].glyphID == run.glyphs[0])
    #expect(run.glyphs[0] != 0)
  }
}
