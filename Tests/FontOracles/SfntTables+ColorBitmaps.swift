import Foundation

/// The colour bitmaps of a CBDT font (Noto Color Emoji's format), read from
/// the file: where each glyph's PNG is, its strike's pixel size, and its
/// metrics in that strike's pixels.
extension SfntTables {
  /// A glyph's PNG in `CBDT` (image format 17) with its strike and metrics.
  public struct ColorBitmap: Equatable, Sendable {
    /// The strike's pixels per em (`CBLC` BitmapSize ppemX, ppemY).
    public var ppemX: Int
    public var ppemY: Int
    /// The bitmap's size and bearings, in the strike's pixels, y up
    /// (`smallGlyphMetrics`: height, width, bearingX, bearingY, advance).
    public var width: Int
    public var height: Int
    public var bearingX: Int
    public var bearingY: Int
    public var advance: Int
    /// Where the PNG's bytes are in the file.
    public var png: Range<Int>
  }

  /// Every glyph's colour bitmap, by glyph, from `CBLC` (index subtables
  /// of format 1: 32-bit offsets) and `CBDT` (image format 17).
  ///
  /// `CBLC`: numSizes at 4, then 48-byte BitmapSize records from 8, each
  /// with indexSubTableArrayOffset at 0, numberOfIndexSubTables at 8,
  /// ppemX and ppemY at 44 and 45. An IndexSubTableArray record is
  /// (firstGlyphIndex, lastGlyphIndex, additionalOffsetToIndexSubtable);
  /// an index subtable starts (indexFormat, imageFormat, imageDataOffset)
  /// and, in format 1, has an offset per glyph and one past the last.
  /// A format 17 image is smallGlyphMetrics (5 bytes), dataLen, the PNG.
  public func colorBitmaps() throws -> [Int: ColorBitmap] {
    let cblc = try table("CBLC", minimumLength: 8)
    let cbdt = try table("CBDT", minimumLength: 4)
    var bitmaps: [Int: ColorBitmap] = [:]
    for size in 0..<Int(try reader.uint32(at: cblc.offset + 4)) {
      let record = cblc.offset + 8 + 48 * size
      let array = cblc.offset + Int(try reader.uint32(at: record))
      let ppem = try reader.bytes(at: record + 44, count: 2)
      for subtable in 0..<Int(try reader.uint32(at: record + 8)) {
        let entry = array + 8 * subtable
        let first = Int(try reader.uint16(at: entry))
        let last = Int(try reader.uint16(at: entry + 2))
        let index = array + Int(try reader.uint32(at: entry + 4))
        let indexFormat = try reader.uint16(at: index)
        let imageFormat = try reader.uint16(at: index + 2)
        guard indexFormat == 1, imageFormat == 17 else {
          throw ParseError(
            description: "CBLC index format \(indexFormat), image format \(imageFormat): only 1 and 17 are read")
        }
        let imageData = cbdt.offset + Int(try reader.uint32(at: index + 4))
        for glyph in first...last {
          let image = imageData + Int(try reader.uint32(at: index + 8 + 4 * (glyph - first)))
          let metrics = try reader.bytes(at: image, count: 5)
          let length = Int(try reader.uint32(at: image + 5))
          bitmaps[glyph] = ColorBitmap(
            ppemX: Int(ppem[0]), ppemY: Int(ppem[1]), width: Int(metrics[1]), height: Int(metrics[0]),
            bearingX: Int(Int8(bitPattern: metrics[2])), bearingY: Int(Int8(bitPattern: metrics[3])),
            advance: Int(metrics[4]), png: (image + 9)..<(image + 9 + length))
        }
      }
    }
    return bitmaps
  }
}
