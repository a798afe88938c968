import FontOracles
import Foundation
import Testing

@testable import TextMeasure
import _TextMeasureSupport

/// Variable fonts, with DejaVu Sans made variable by
/// `scripts/make-variable-fixture.py` (`wght` 100…400…900 with an `avar`
/// map, `opsz` 8…12…72, six named instances, `gvar`/`HVAR` advances, `MVAR`
/// line metrics). Widths come from hb-shape at the same `--variations`;
/// axes, instances and metrics from the oracle's own reading of `fvar`,
/// `avar` and `MVAR`.
@Suite struct VariableFontTests {
  static let file = FontFiles.dejaVuVariable
  static let text = "Hello, World"

  static func tables() throws -> SfntTables { try SfntTables(contentsOf: file) }
  static func upem() throws -> Double { Double(try tables().head().unitsPerEm) }

  /// hb-shape's width of ``text`` at `variations`, in points at `size`.
  static func expectedWidth(_ variations: [String: Double], size: Double, text: String = text) throws -> Double {
    Double(try HBShape.totalAdvance(fontFile: file, text: text, variations: variations)) * size / (try upem())
  }

  static func width(_ font: Font, text: String = text, engine: TextEngine = .shared) throws -> Double {
    Double(try TextMeasurer(engine: engine).boundingRect(of: text, font: font.withCascadeList([], systemFallback: false)).width)
  }

  static func font(size: Double) throws -> Font { try Font(fileURL: file, size: size) }

  @Test func axesAndNamedInstances_areTheFontsTables() throws {
    let fvar = try Self.tables().fvar()
    let font = try Self.font(size: 12)
    #expect(font.variationAxes.map(\.tag) == fvar.axes.map(\.tag))
    #expect(font.variationAxes.map(\.minimum) == fvar.axes.map(\.minimum))
    #expect(font.variationAxes.map(\.defaultValue) == fvar.axes.map(\.defaultValue))
    #expect(font.variationAxes.map(\.maximum) == fvar.axes.map(\.maximum))
    #expect(font.variationAxes.map(\.name) == fvar.axes.map { $0.name ?? "" })
    #expect(font.namedInstances.map(\.name) == fvar.instances.map { $0.name ?? "" })
    #expect(font.namedInstances.map(\.coordinates) == fvar.instances.map(\.coordinates))
  }

  @Test(arguments: [
    ["wght": 700.0], ["wght": 900], ["wght": 250], ["wght": 100], ["opsz": 72], ["opsz": 8], ["wght": 650, "opsz": 30],
  ])
  func widthsAtAnInstance_equalHBShapes(variations: [String: Double]) throws {
    let font = try Self.font(size: 12).withVariations(variations)
    let expected = try Self.expectedWidth(variations, size: 12)
    #expect(abs(try Self.width(font) - expected) < 1e-4)
    for (tag, value) in variations { #expect(font.variations[tag] == value) }
  }

  @Test(arguments: [6.0, 8, 12, 20, 42, 72, 100])
  func opticalSizeFollowsThePointSize_unlessFixed(size: Double) throws {
    // As CoreText sets it: opsz = the point size, within the axis's 8…72.
    let opticalSize = min(max(size, 8), 72)
    #expect(abs(try Self.width(Self.font(size: size)) - Self.expectedWidth(["opsz": opticalSize], size: size)) < 1e-4)
    #expect(try Self.font(size: size).variations["opsz"] == opticalSize)
    let fixed = try Self.font(size: 12).withVariations(["opsz": 12]).withSize(size)
    #expect(abs(try Self.width(fixed) - Self.expectedWidth(["opsz": 12], size: size)) < 1e-4)
  }

  @Test(arguments: [12.0, 42, 72])
  func lineMetricsAreTheInstances(size: Double) throws {
    // hhea ascender, descender and line gap moved by MVAR's hasc, hdsc, hlgp.
    let tables = try Self.tables()
    let hhea = try tables.variedHhea(normalized: tables.normalizedCoordinates(["opsz": min(max(size, 8), 72)]))
    let scale = size / (try Self.upem())
    let font = try Self.font(size: size)
    #expect(abs(font.ascender - hhea.ascender * scale) < 1e-9)
    #expect(abs(font.descender - hhea.descender * scale) < 1e-9)
    #expect(abs(font.leading - hhea.lineGap * scale) < 1e-9)
    let layout = try TextMeasurer().layout(Self.text, font: font.withCascadeList([], systemFallback: false))
    #expect(abs(layout.lines[0].height - (hhea.ascender - hhea.descender + hhea.lineGap) * scale) < 1e-9)
  }

  @Test func namedInstances_areFoundByName() throws {
    let bold = try Self.font(size: 12).withNamedInstance("bold")
    #expect(bold.variations["wght"] == 700)
    #expect(abs(try Self.width(bold) - Self.expectedWidth(["wght": 700], size: 12)) < 1e-4)
    let display = try Self.font(size: 12).withNamedInstance("Display")
    #expect(abs(try Self.width(display) - Self.expectedWidth(["opsz": 72], size: 12)) < 1e-4)
    #expect(
      throws: FontError.namedInstanceNotFound(
        name: "Condensed", font: bold.fontName, available: ["Thin", "Regular", "Bold", "Black", "Caption", "Display"])
    ) { try Self.font(size: 12).withNamedInstance("Condensed") }
  }

  @Test func valuesOutsideAnAxis_areClamped() throws {
    let heavy = try Self.font(size: 12).withVariations(["wght": 2000])
    #expect(heavy.variations["wght"] == 900)
    #expect(abs(try Self.width(heavy) - Self.expectedWidth(["wght": 900], size: 12)) < 1e-4)
    #expect(try Self.font(size: 12).withVariations(["wght": -5]).variations["wght"] == 100)
  }

  @Test func unknownAxesAndValuesThatAreNotNumbers_throw() throws {
    let font = try Self.font(size: 12)
    #expect(throws: FontError.invalidVariation(tag: "wdth", value: 90, font: font.fontName)) {
      try font.withVariations(["wdth": 90])
    }
    #expect(throws: FontError.self) { try font.withVariations(["wght": .nan]) }
    #expect(throws: FontError.self) { try font.withVariations(["wght": .infinity]) }
    let inter = Font.systemFont(ofSize: 12)
    #expect(inter.variationAxes.isEmpty)
    #expect(throws: FontError.invalidVariation(tag: "wght", value: 700, font: inter.fontName)) {
      try inter.withVariations(["wght": 700])
    }
    #expect(inter.withWeight(.bold) == inter)
  }

  @Test func weights_mapToOpenTypeWeights() throws {
    // UIKit's named weights at their OpenType weights, linear between.
    let named: [(Font.Weight, Double)] = [
      (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
      (.bold, 700), (.heavy, 800), (.black, 900), (Font.Weight(0.35), 650), (Font.Weight(-1), 100), (Font.Weight(1), 900),
    ]
    for (weight, expected) in named { #expect(abs(weight.openTypeWeight - expected) < 1e-9, "\(weight.rawValue)") }
    let bold = try Self.font(size: 12).withWeight(.bold)
    #expect(bold.variations["wght"] == 700)
  }

  @Test func cachesKeepInstancesApart() throws {
    let engine = TextEngine(cacheBudget: 1 << 24)
    let base = try Font(fileURL: Self.file, size: 12, engine: engine)
    for weight in [400.0, 900, 100, 400, 900] {
      let font = try base.withVariations(["wght": weight])
      #expect(abs(try Self.width(font, engine: engine) - Self.expectedWidth(["wght": weight], size: 12)) < 1e-4)
      // Wrapped, so line edges are shaped (and cached) too.
      let layout = try TextMeasurer(engine: engine).layout(
        Self.text + " " + Self.text, font: font.withCascadeList([], systemFallback: false), width: 90)
      for line in layout.lines {
        let content = line.text.trimmingCharacters(in: .whitespaces)
        #expect(abs(line.width - (try Self.expectedWidth(["wght": weight], size: 12, text: content))) < 1e-4)
      }
    }
  }

  @Test func aDamagedFvarTable_leavesTheFontUnvaried() throws {
    var bytes = [UInt8](try Data(contentsOf: Self.file))
    let fvar = try #require(try Self.tables().tables["fvar"])
    // axesArrayOffset (bytes 4…5) past the table's end.
    bytes.replaceSubrange((fvar.offset + 4)..<(fvar.offset + 6), with: [0xFF, 0xF0])
    let directory = try makeTemporaryDirectory(for: "VariableFontTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let damaged = directory.appendingPathComponent("DejaVuVariableDamaged.ttf")
    try Data(bytes).write(to: damaged)
    let font = try Font(fileURL: damaged, size: 72)
    #expect(font.variationAxes.isEmpty)
    #expect(abs(try Self.width(font) - Self.expectedWidth([:], size: 72)) < 1e-4)
    #expect(throws: FontError.self) { try font.withVariations(["wght": 700]) }
  }
}

extension VariableFontTests {
  /// Instances opened from many threads at once (one font library) give
  /// the same bits as one after the other.
  @Test func instancesMadeOnManyThreads_measureTheSame() throws {
    let engine = TextEngine(cacheBudget: 0)
    let base = try Font(fileURL: Self.file, size: 12, engine: engine).withCascadeList([], systemFallback: false)
    let sizes = [9.0, 14, 17, 23, 30, 41, 55, 72]
    let sequential = try sizes.map { try Self.width(base.withSize($0), engine: engine) }
    let results = Locked([[Double]](repeating: [], count: 32))
    DispatchQueue.concurrentPerform(iterations: 32) { iteration in
      let widths = sizes.map { size in
        (try? Self.width(base.withSize(size).withWeight(Font.Weight(Double(iteration % 3) * 0.2)), engine: engine)) ?? .nan
      }
      results.withLock { $0[iteration] = widths }
    }
    for (iteration, widths) in results.withLock({ $0 }).enumerated() where iteration % 3 == 0 {
      #expect(widths.map(\.bitPattern) == sequential.map(\.bitPattern))
    }
  }
}
