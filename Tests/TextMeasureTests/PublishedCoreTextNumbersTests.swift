import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Line heights CoreText is published to give, which the engine must keep
/// giving (issue 17): its rule, hhea ascender − descender + line gap, at
/// the size, unrounded.
@Suite struct PublishedCoreTextNumbersTests {
  @Test func timesNewRomanAt96pt_is110_390625() throws {
    // Times New Roman at 96 pt: a line height of 110.390625; Liberation
    // Serif has Times New Roman's metrics.
    let serif = URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf")
    #expect(try Font(fileURL: serif, size: 96).lineHeight == 110.390625)
  }

  @Test func sanFranciscosHheaGivesItsPublishedLineHeights() throws {
    // SF's hhea: ascender 1950, descender −494, line gap 0, per 2048 units.
    // CoreText's line heights: 17.900391 at 15 pt, 20.287109375 at 17 pt.
    // Nothing of Apple's is here, so a copy of DejaVu Sans (2048 units)
    // gets those hhea values.
    var bytes = [UInt8](try Data(contentsOf: FontFiles.dejaVuSans))
    let tables = try SfntTables(contentsOf: FontFiles.dejaVuSans)
    try #require(try tables.head().unitsPerEm == 2048)
    let hhea = try #require(tables.tables["hhea"]).offset
    func write(_ value: Int16, at offset: Int) {
      let bits = UInt16(bitPattern: value)
      bytes[offset] = UInt8(bits >> 8)
      bytes[offset + 1] = UInt8(bits & 0xFF)
    }
    write(1950, at: hhea + 4)
    write(-494, at: hhea + 6)
    write(0, at: hhea + 8)
    let directory = try makeTemporaryDirectory(for: "PublishedCoreTextNumbersTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("SFMetrics.ttf")
    try Data(bytes).write(to: file)
    #expect(abs(try Font(fileURL: file, size: 15).lineHeight - 17.900391) < 5e-7)
    #expect(try Font(fileURL: file, size: 17).lineHeight == 20.287109375)
  }
}
