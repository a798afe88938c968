import CHarfBuzz
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// A font file is read into memory once, whole, and the faces of the file
/// share that copy: a collection's faces and a variable font's instances
/// cost the file's size once, not once each.
@Suite struct FontBytesTests {
  /// The bytes `font`'s face reads.
  static func bytes(of font: Font) throws -> Data {
    let bytes = font.face.bytes
    return Data(bytes: try #require(bytes.baseAddress), count: bytes.count)
  }

  @Test func aFacesBytes_areTheWholeFileAsOnDisk() throws {
    for file in [FontFiles.dejaVuSans, FontFiles.notoColorEmoji] {
      try FontFiles.requireFile(file)
      let font = try Font(fileURL: file, size: 17, engine: TextEngine(cacheBudget: 0))
      #expect(try Self.bytes(of: font) == Data(contentsOf: file), "\(file.lastPathComponent)")
    }
  }

  @Test func theInstancesOfAVariableFont_shareOneCopy() throws {
    try FontFiles.requireFile(FontFiles.dejaVuVariable)
    let engine = TextEngine(cacheBudget: 0)
    let font = try Font(fileURL: FontFiles.dejaVuVariable, size: 17, engine: engine)
    let bold = try font.withVariations(["wght": 700])
    #expect(bold.face !== font.face, "an instance is a face of its own")
    #expect(bold.face.bytes === font.face.bytes)
  }

  @Test func theFacesOfACollection_shareOneCopy() throws {
    try FontFiles.requireFile(FontFiles.notoSansCJK)
    let engine = TextEngine(cacheBudget: 0)
    let first = try Font(fileURL: FontFiles.notoSansCJK, size: 17, engine: engine)
    let second = try first.font(atFaceIndex: 1, engine: engine)
    #expect(second.face !== first.face)
    #expect(second.face.bytes === first.face.bytes)
  }

  /// Faces no font holds are kept within the budget of their files' bytes:
  /// of 20 files of 10 MiB each (DejaVu Sans followed by a hole, which
  /// FreeType ignores), opened one after another and let go, at most
  /// budget ÷ 10 MiB stay in memory, and the last one opened is among them.
  @Test func idleFaces_stayWithinTheByteBudget() throws {
    let directory = try makeTemporaryDirectory(for: "FontBytesTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileSize = 10 << 20
    let engine = TextEngine(cacheBudget: 0)
    var opened: [WeakBytes] = []
    for index in 0..<20 {
      let file = directory.appendingPathComponent("font-\(index).ttf")
      try Data(contentsOf: FontFiles.dejaVuSans).write(to: file)
      let handle = try FileHandle(forWritingTo: file)
      try handle.truncate(atOffset: UInt64(fileSize))
      try handle.close()
      let font = try Font(fileURL: file, size: 17, engine: engine)
      #expect(font.face.bytes.count == fileSize)
      opened.append(WeakBytes(bytes: font.face.bytes))
    }
    let alive = opened.filter { $0.bytes != nil }.count
    #expect(alive <= Font.idleFaceByteBudget / fileSize)
    #expect(alive >= 1)
    #expect(opened.last?.bytes != nil, "the face opened last is kept")
    engine.releaseMemory()
    #expect(opened.allSatisfy { $0.bytes == nil }, "releasing memory lets every idle file go")
  }

  /// HarfBuzz corrects a damaged collection header in a copy of its own
  /// and lets the bytes it was given go; the FreeType face opened over them
  /// keeps reading them. The collection is DejaVu Sans behind a header
  /// naming two faces, the second at an offset past the end of the file
  /// (HarfBuzz sets it to zero).
  @Test func bytesHarfBuzzCorrects_stayForFreeType() throws {
    try FontFiles.requireFile(FontFiles.dejaVuSans)
    let directory = try makeTemporaryDirectory(for: "FontBytesTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("damaged.ttc")
    let collection = try Self.collection(of: Data(contentsOf: FontFiles.dejaVuSans), secondFaceAt: 0xFFFF_FF00)
    try collection.write(to: file)
    let font = try Font(fileURL: file, size: 17, engine: TextEngine(cacheBudget: 0))
    let bytes = font.face.bytes
    var length: UInt32 = 0
    let harfBuzzCopy = hb_blob_get_data(bytes.blob, &length).map(UnsafeRawPointer.init)
    #expect(harfBuzzCopy != bytes.baseAddress, "HarfBuzz corrected a copy of the header")
    #expect(try Self.bytes(of: font) == collection)
    let tables = try SfntTables(data: collection, faceIndex: 0)
    #expect(font.lineHeight == CGFloat(try tables.lineHeight(size: 17)))
    let layout = try TextMeasurer(engine: TextEngine(cacheBudget: 0)).layout(
      AttributedText("Hello", attributes: TextAttributes(font: font.withCascadeList([], systemFallback: false))),
      constrainedTo: CGSize(width: 1000, height: CGFloat.infinity))
    #expect(layout.lines.count == 1)
  }

  /// A TrueType collection of the single font `font` followed by a second
  /// face at `offset`: the 'ttcf' header (tag, version 1.0, two offsets),
  /// then `font` with each table record's offset moved by the header's size.
  static func collection(of font: Data, secondFaceAt offset: UInt32) throws -> Data {
    func uint32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.bigEndian) { Data($0) } }
    let headerSize = 20
    var moved = [UInt8](font)
    let tableCount = Int(moved[4]) << 8 | Int(moved[5])
    for table in 0..<tableCount {
      let field = 12 + 16 * table + 8
      let old = moved[field..<field + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      moved.replaceSubrange(field..<field + 4, with: uint32(old + UInt32(headerSize)))
    }
    return Data("ttcf".utf8) + uint32(0x0001_0000) + uint32(2) + uint32(UInt32(headerSize)) + uint32(offset)
      + Data(moved)
  }

  /// A file's bytes, not kept alive.
  struct WeakBytes {
    weak var bytes: FontBytes?
  }

  /// Once no face of a file is open, its bytes go, and the next face of it
  /// reads the file again (as it is now).
  @Test func aFileIsReadAgain_onceNoFaceOfItIsOpen() throws {
    let directory = try makeTemporaryDirectory(for: "FontBytesTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("font.ttf")
    try Data(contentsOf: FontFiles.dejaVuSans).write(to: file)
    let engine = TextEngine(cacheBudget: 0)
    weak var firstBytes: FontBytes?
    do {
      let font = try Font(fileURL: file, size: 17, engine: engine)
      firstBytes = font.face.bytes
    }
    engine.releaseMemory()
    #expect(firstBytes == nil, "the bytes went with the last face of the file")
    try Data(contentsOf: FontFiles.notoSans).write(to: file)
    let reopened = try Font(fileURL: file, size: 17, engine: engine)
    #expect(try Self.bytes(of: reopened) == Data(contentsOf: FontFiles.notoSans))
  }
}
