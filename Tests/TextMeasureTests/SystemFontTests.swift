import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Where `Font.systemFont` takes its faces: a folder of system fonts, or
/// the bundled Inter. Apple's San Francisco files are not here, so the
/// tests give other family names: the variable test font as the variable
/// family, DejaVu Sans and DejaVu Serif as the text and display families.
@Suite struct SystemFontTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

  /// A fresh folder holding copies of `files`.
  static func folder(_ files: [URL]) throws -> URL {
    let directory = try makeTemporaryDirectory(for: "SystemFontTests")
    for file in files {
      try FileManager.default.copyItem(at: file, to: directory.appendingPathComponent(file.lastPathComponent))
    }
    return directory
  }

  static let variableFamilies = SystemFontFamilies(text: "None", display: "None", variable: "DejaVu Variable Test")
  static let staticFamilies = SystemFontFamilies(text: "DejaVu Sans", display: "DejaVu Serif", variable: "None")
  static let staticFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"].map {
    URL(fileURLWithPath: dejaVu + $0)
  }

  @Test func withoutAFolder_theSystemFontIsTheBundledInter() {
    let engine = TextEngine(cacheBudget: 0, environment: [:])
    #expect(Font.systemFont(ofSize: 17, engine: engine).fontName == "Inter-Regular")
    #expect(Font.systemFont(ofSize: 17, weight: .bold, engine: engine).fontName == "Inter-Bold")
    #expect(engine.systemFontDescription == "the bundled Inter with SF Pro's line metrics (widths are Inter's)")
  }

  @Test func aVariableFamily_isSetToTheWeightAndTheSize() throws {
    let folder = try Self.folder([FontFiles.dejaVuVariable])
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = TextEngine(cacheBudget: 0, environment: [:])
    try engine.useSystemFonts(in: folder, families: Self.variableFamilies)
    #expect(engine.systemFontDescription == "DejaVu Variable Test (variable) from \(folder.path)")
    let font = Font.systemFont(ofSize: 30, weight: .bold, engine: engine)
    #expect(font.variations == ["wght": 700, "opsz": 30])
    let upem = Double(try SfntTables(contentsOf: FontFiles.dejaVuVariable).head().unitsPerEm)
    let expected =
      Double(try HBShape.totalAdvance(fontFile: FontFiles.dejaVuVariable, text: "Hello", variations: ["wght": 700, "opsz": 30]))
      * 30 / upem
    let width = try TextMeasurer(engine: engine).boundingRect(
      of: "Hello", font: font.withCascadeList([], systemFallback: false)
    ).width
    #expect(abs(Double(width) - expected) < 1e-4)
    engine.useBundledSystemFont()
    #expect(Font.systemFont(ofSize: 30, engine: engine).fontName == "Inter-Regular")
  }

  @Test func staticFamilies_switchAtTheDisplaySize_andTakeTheNearestWeight() throws {
    let folder = try Self.folder(Self.staticFiles)
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = TextEngine(cacheBudget: 0, environment: [:])
    try engine.useSystemFonts(in: folder, families: Self.staticFamilies)
    #expect(engine.systemFontDescription == "DejaVu Sans / DejaVu Serif from \(folder.path)")
    // Below 20 pt the text family, from 20 pt the display one (Apple's switch).
    #expect(Font.systemFont(ofSize: 19.5, engine: engine).fontName == "DejaVuSans")
    #expect(Font.systemFont(ofSize: 20, engine: engine).fontName == "DejaVuSerif")
    // usWeightClass 400 and 700: semibold (600) is nearer 700, medium (500) nearer 400.
    #expect(Font.systemFont(ofSize: 17, weight: .semibold, engine: engine).fontName == "DejaVuSans-Bold")
    #expect(Font.systemFont(ofSize: 17, weight: .medium, engine: engine).fontName == "DejaVuSans")
    #expect(Font.boldSystemFont(ofSize: 28, engine: engine).fontName == "DejaVuSerif-Bold")
    // No italic face: the upright one.
    #expect(Font.italicSystemFont(ofSize: 17, engine: engine).fontName == "DejaVuSans")
  }

  @Test func aFolderThatCannotBeUsed_throws_andLeavesTheSystemFontAsItWas() throws {
    let engine = TextEngine(cacheBudget: 0, environment: [:])
    let missing = URL(fileURLWithPath: "/nonexistent/system-fonts")
    #expect(throws: FontError.systemFontFolder(path: missing.path, reason: "not a folder that can be read")) {
      try engine.useSystemFonts(in: missing)
    }
    let other = try Self.folder([FontFiles.liberationSans])
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(throws: FontError.self) { try engine.useSystemFonts(in: other) }
    let text = try Self.folder([URL(fileURLWithPath: Self.dejaVu + "DejaVuSans.ttf")])
    defer { try? FileManager.default.removeItem(at: text) }
    // A text family without its display family is not enough.
    #expect(throws: FontError.self) { try engine.useSystemFonts(in: text, families: Self.staticFamilies) }
    #expect(Font.systemFont(ofSize: 17, engine: engine).fontName == "Inter-Regular")
  }

  @Test func theEnvironmentVariable_namesTheFolder() throws {
    let folder = try Self.folder([FontFiles.dejaVuVariable])
    defer { try? FileManager.default.removeItem(at: folder) }
    // With the San Francisco names, this folder has none of them: Inter, and why.
    let engine = TextEngine(cacheBudget: 0, environment: [TextEngine.systemFontsEnvironmentVariable: folder.path])
    #expect(Font.systemFont(ofSize: 17, engine: engine).fontName == "Inter-Regular")
    #expect(
      engine.systemFontDescription.hasPrefix(
        "the bundled Inter with SF Pro's line metrics (widths are Inter's) (TEXTMEASURE_SYSTEM_FONTS: \(folder.path): "))
    let missing = TextEngine(cacheBudget: 0, environment: [TextEngine.systemFontsEnvironmentVariable: "/nonexistent"])
    #expect(missing.systemFontDescription.contains("not a folder that can be read"))
  }
}
