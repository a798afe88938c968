import FontOracles
import Foundation
import Testing
import TextMeasure

/// Only regular files of at most `Font.maximumFileByteCount` bytes are
/// opened as fonts: a FIFO, a device or a directory, and a larger file,
/// each throw their own ``FontError`` at once, without being read.
///
/// Each test times the call: "at once" is well under the ``promptly``
/// bound, which a read of the whole file or a wait for a writer is not.
@Suite struct FontFileTests {
  /// How long refusing a file may take.
  static let promptly = Duration.seconds(2)

  /// The error `Font(fileURL:)` throws for `url`, and how long it took.
  static func openingError(_ url: URL) throws -> (error: FontError, duration: Duration) {
    var error: FontError?
    let duration = ContinuousClock().measure {
      error = #expect(throws: FontError.self) { try Font(fileURL: url, size: 12) }
    }
    return (try #require(error), duration)
  }

  /// Expects `Font(fileURL: url)` to throw `.notARegularFile` naming `url`
  /// and `kind`, promptly.
  static func expectNotARegularFile(
    _ url: URL, kind: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (error, duration) = try openingError(url)
    guard case .notARegularFile(let path, let reportedKind) = error else {
      Issue.record("expected .notARegularFile, got \(error)", sourceLocation: sourceLocation)
      return
    }
    #expect(FontFiles.samePath(path, url.path), sourceLocation: sourceLocation)
    #expect(reportedKind == kind, sourceLocation: sourceLocation)
    #expect(duration < promptly, sourceLocation: sourceLocation)
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let directory = try makeTemporaryDirectory(for: "FontFileTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("font.ttf")
    try Self.makeFIFO(at: fifo)
    try Self.expectNotARegularFile(fifo, kind: "FIFO")
  }

  @Test func devZeroIsRefusedWithoutReadingIt() throws {
    try Self.expectNotARegularFile(URL(fileURLWithPath: "/dev/zero"), kind: "character device")
  }

  @Test func aDirectoryIsRefused() throws {
    let directory = try makeTemporaryDirectory(for: "FontFileTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.expectNotARegularFile(directory, kind: "directory")
  }

  /// A sparse file one byte over the cap is refused by its size; one of
  /// exactly the cap is opened, and FreeType finds no font in its zeros.
  @Test func aFileOverTheCapIsRefusedWithoutReadingIt() throws {
    let directory = try makeTemporaryDirectory(for: "FontFileTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let limit = Font.maximumFileByteCount
    let over = directory.appendingPathComponent("over.ttf")
    try Self.makeSparseFile(at: over, byteCount: limit + 1)
    let (error, duration) = try Self.openingError(over)
    guard case .fileTooLarge(let path, let byteCount, let reportedLimit) = error else {
      Issue.record("expected .fileTooLarge, got \(error)")
      return
    }
    #expect(FontFiles.samePath(path, over.path))
    #expect(byteCount == limit + 1)
    #expect(reportedLimit == limit)
    #expect(duration < Self.promptly)

    let atTheCap = directory.appendingPathComponent("at-the-cap.ttf")
    try Self.makeSparseFile(at: atTheCap, byteCount: limit)
    let (atTheCapError, _) = try Self.openingError(atTheCap)
    switch atTheCapError {
    case .invalidFontFile, .notAFontFile: break
    default: Issue.record("expected .invalidFontFile or .notAFontFile for a file of zeros at the cap, got \(atTheCapError)")
    }
  }

  /// The cap admits the largest fonts the tests use, several times over.
  @Test func theCapAdmitsTheLargestFontsInUse() throws {
    for url in [FontFiles.notoSansCJK, FontFiles.notoColorEmoji] {
      try FontFiles.requireFile(url)
      let byteCount = try #require(try url.resourceValues(forKeys: [.fileSizeKey]).fileSize)
      #expect(byteCount * 4 < Font.maximumFileByteCount, "\(url.lastPathComponent): \(byteCount) bytes")
      #expect(try Font(fileURL: url, size: 12).familyName.isEmpty == false)
    }
  }

  /// Fonts are often installed as symbolic links: a link to a font opens
  /// the font, a link to a FIFO is refused as the FIFO is.
  @Test func symbolicLinksAreFollowed() throws {
    let directory = try makeTemporaryDirectory(for: "FontFileTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let link = directory.appendingPathComponent("Inter.otf")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: FontFiles.interRegular)
    let postScriptName = try SfntTables(contentsOf: FontFiles.interRegular).postScriptName()
    #expect(try Font(fileURL: link, size: 12).fontName == postScriptName)

    let fifo = directory.appendingPathComponent("fifo")
    try Self.makeFIFO(at: fifo)
    let fifoLink = directory.appendingPathComponent("fifo.ttf")
    try FileManager.default.createSymbolicLink(at: fifoLink, withDestinationURL: fifo)
    try Self.expectNotARegularFile(fifoLink, kind: "FIFO")
  }

  /// A FIFO at `url`. Should opening it ever block, writers come and go
  /// every second from 5 s on, until the test removes the FIFO, so that the
  /// test fails instead of hanging (HarfBuzz, for one, opens a FIFO twice).
  /// With no reader waiting, a writer's non-blocking open fails and does
  /// nothing.
  static func makeFIFO(at url: URL) throws {
    try #require(mkfifo(url.path, 0o600) == 0)
    let path = url.path
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 5)
      while FileManager.default.fileExists(atPath: path) {
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        Thread.sleep(forTimeInterval: 1)
      }
    }
  }

  /// A file of `byteCount` bytes with no data written (a hole).
  static func makeSparseFile(at url: URL, byteCount: Int) throws {
    try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: UInt64(byteCount))
  }
}
