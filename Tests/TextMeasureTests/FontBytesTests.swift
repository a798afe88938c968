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
