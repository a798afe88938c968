import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// A face's AAT `trak` table: Inter with a tracking table we generated
/// (`scripts/make-trak-fixture.py`: +0.040 em at 9 pt, 0 at 12, −0.026 at
/// 17, +0.014 at 28, +0.020 at 40). Expected widths are hb-shape's advances
/// (hb-shape applies no `trak` without a point size) plus the tracking the
/// oracle reads from the table and interpolates itself, after every
/// grapheme cluster.
@Suite struct TrackingTableTests {
  static let file = FontFiles.interTracked

  static func upem() throws -> Double { Double(try SfntTables(contentsOf: file).head().unitsPerEm) }

  /// hb-shape's advance of `text` in points at `size`, without tracking.
  static func untracked(_ text: String, size: Double, fontFile: URL = file) throws -> Double {
    Double(try HBShape.totalAdvance(fontFile: fontFile, text: text)) * size / (try upem())
  }

  /// The oracle's tracking at `size`, in points.
  static func tracking(size: Double) throws -> Double {
    try SfntTables(contentsOf: file).trak().tracking(pointSize: size) * size / upem()
  }

  static func width(_ text: String, size: Double, kern: Double? = nil, tracking: Double? = nil, file: URL = file)
    throws -> Double
  {
    let font = try Font(fileURL: file, size: size).withCascadeList([], systemFallback: false)
    let text = AttributedText(text, attributes: TextAttributes(font: font, kern: kern, tracking: tracking))
    return Double(try TextMeasurer().boundingRect(text).width)
  }

  /// Sizes at the table's entries, between them, and beyond both ends
  /// (where the value of the first or last size holds).
  @Test(arguments: [5.0, 9, 10.5, 12, 14.5, 17, 20, 28, 33, 40, 60])
  func widths_areTheAdvancesPlusTheTablesTrackingAfterEveryCluster(size: Double) throws {
    for text in ["Hello", "Typography at 17 pt", "office fi"] {
      let clusters = Double(text.count)
      let expected = try Self.untracked(text, size: size) + clusters * Self.tracking(size: size)
      #expect(abs(try Self.width(text, size: size) - expected) < 1e-4, "\(text) at \(size) pt")
    }
  }

  @Test func theTablesValuesHoldBeyondItsSizes_andAreInterpolatedBetween() throws {
    let table = try #require(try Font(fileURL: Self.file, size: 17).face.trackingTable)
    let trak = try SfntTables(contentsOf: Self.file).trak()
    #expect(table.sizes == trak.sizes)
    #expect(table.value(atPointSize: 4) == Double(trak.entries()[0].value))
    #expect(table.value(atPointSize: 100) == Double(trak.entries().last!.value))
    // Halfway between 17 pt (−73) and 28 pt (+39): −17.
    #expect(table.value(atPointSize: 22.5) == -17)
  }

  @Test func theLastClusterOfALineIsTracked_andWrappedLinesToo() throws {
    // Chosen (Apple's behaviour is unconfirmed): the table's tracking is part
    // of each cluster's advance, as `.kern` is, so it counts after a line's
    // last cluster too; only `.tracking` hangs there.
    let size = 9.0
    let font = try Font(fileURL: Self.file, size: size).withCascadeList([], systemFallback: false)
    let wide = try Self.untracked("Hello", size: size) + 5 * Self.tracking(size: size)
    let layout = try TextMeasurer().layout("Hello Hello", font: font, width: wide + 1)
    #expect(layout.lines.map(\.text) == ["Hello ", "Hello"])
    for line in layout.lines { #expect(abs(line.width - wide) < 1e-9) }
    // Drawn as measured: every glyph's advance carries the tracking.
    let advances = layout.lines[1].runs.flatMap(\.advances)
    let upem = try Self.upem(), tracking = try Self.tracking(size: size)
    let hb = try HBShape.shape(fontFile: Self.file, text: "Hello").map { Double($0.xAdvance) * size / upem }
    for (advance, expected) in zip(advances, hb) {
      #expect(abs(advance - (expected + tracking)) < 1e-9)
    }
  }

  @Test func kernAndTrackingAttributesAddToTheTable() throws {
    let size = 17.0, text = "Hello"
    let base = try Self.untracked(text, size: size) + 5 * Self.tracking(size: size)
    #expect(abs(try Self.width(text, size: size, kern: 1.5) - (base + 5 * 1.5)) < 1e-9)
    // `.tracking` hangs after the last cluster; the table's does not.
    #expect(abs(try Self.width(text, size: size, tracking: 2) - (base + 4 * 2)) < 1e-9)
    // A kern of 0 turns kerning off, not the table: "Hello" has no kerning pairs in Inter.
    #expect(abs(try Self.width(text, size: size, kern: 0) - base) < 1e-9)
  }

  /// Copies of the font whose `trak` table is broken: the face is measured
  /// as if it had no table.
  @Test(arguments: ["sizeTable past the end", "sizes out of order", "a track's values past the end"])
  func aBrokenTable_isIgnored(damage: String) throws {
    var bytes = [UInt8](try Data(contentsOf: Self.file))
    let trak = try #require(try SfntTables(contentsOf: Self.file).tables["trak"])
    func readUInt16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    let horizontal = trak.offset + readUInt16(trak.offset + 6)
    let sizeTable = trak.offset + (readUInt16(horizontal + 4) << 16 | readUInt16(horizontal + 6))
    switch damage {
    case "sizeTable past the end":
      bytes.replaceSubrange((horizontal + 4)..<(horizontal + 8), with: [0x7F, 0xFF, 0xFF, 0x00])
    case "sizes out of order":
      let first = Array(bytes[sizeTable..<(sizeTable + 4)])
      bytes.replaceSubrange(sizeTable..<(sizeTable + 4), with: bytes[(sizeTable + 4)..<(sizeTable + 8)])
      bytes.replaceSubrange((sizeTable + 4)..<(sizeTable + 8), with: first)
    default:
      bytes.replaceSubrange((horizontal + 14)..<(horizontal + 16), with: [0xFF, 0xF0])
    }
    let directory = try makeTemporaryDirectory(for: "TrackingTableTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let damaged = directory.appendingPathComponent("InterTrackedDamaged.otf")
    try Data(bytes).write(to: damaged)
    #expect(try Font(fileURL: damaged, size: 17).tableTracking == 0)
    let expected = try Self.untracked("Hello", size: 17)
    #expect(abs(try Self.width("Hello", size: 17, file: damaged) - expected) < 1e-9)
  }
}
