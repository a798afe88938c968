import FontOracles
import Foundation
import Testing

import TextMeasure

/// Errors read the same through `localizedDescription` (what `LocalizedError`
/// gives Foundation and logging) as through their description; font files
/// that cannot be used say which of missing, unreadable or not a font they are.
@Suite struct ErrorDescriptionTests {
  /// The message a caller sees through `Error`, as a server's error handler would print it.
  static func localized(_ error: any Error) -> String { error.localizedDescription }

  @Test func fontErrors_readTheirDescriptionThroughLocalizedDescription() {
    let errors: [FontError] = [
      .notFound(name: "Nope", searched: ["the bundled Inter", "Fontconfig"]),
      .fileNotFound(path: "/a.ttf"), .unreadableFile(path: "/a.ttf", reason: "Permission denied"),
      .notARegularFile(path: "/dev/null", kind: "character device"), .fileTooLarge(path: "/a.ttf", byteCount: 9, limit: 8),
      .notAFontFile(path: "/a.txt"), .invalidFontFile(path: "/a.ttf", reason: "a broken font file"),
      .faceIndexOutOfRange(path: "/a.ttc", index: 3, faceCount: 2), .freeTypeUnavailable(code: 64),
      .invalidVariation(tag: "wdth", value: 3, font: "Inter"),
      .namedInstanceNotFound(name: "Black", font: "Inter", available: ["Bold"]),
      .systemFontFolder(path: "/fonts", reason: "no such folder"),
    ]
    for error in errors {
      #expect(Self.localized(error) == error.description)
      #expect(!Self.localized(error).contains("The operation could not be completed"))
    }
  }

  @Test func layoutErrors_readTheirDescriptionThroughLocalizedDescription() throws {
    let font = Font.systemFont(ofSize: 12)
    let error = try #require(throws: TextLayoutError.self) {
      try TextMeasurer().layout(AttributedText("Hi", attributes: TextAttributes(font: font)), constrainedTo: CGSize(width: -1, height: 10))
    }
    #expect(Self.localized(error) == error.description)
    #expect(Self.localized(error).contains("-1"))
    for other: TextLayoutError in [
      .invalidPointSize(fontName: "Inter", size: 0), .fontUnavailable(.fileNotFound(path: "/a.ttf")),
      .invalidAttribute(name: "kern", value: .nan), .nonFiniteResult, .textAnalysisFailed,
    ] {
      #expect(Self.localized(other) == other.description)
    }
  }

  @Test func aMissingFontFile_saysItDoesNotExist() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString).ttf")
    let error = try #require(throws: FontError.self) { try Font(fileURL: url, size: 12) }
    #expect(error == .fileNotFound(path: url.path))
    #expect(Self.localized(error) == "\(url.path): the font file does not exist")
  }

  /// A path through a regular file (`file.txt/font.ttf`) cannot be read for
  /// the reason the system gives, ENOTDIR. A file of mode 000 would be the
  /// plainer case, but the tests may run as root, who reads it anyway.
  @Test func aFontPathThroughAFile_cannotBeReadAndSaysWhy() throws {
    let directory = try makeTemporaryDirectory(for: "ErrorDescriptionTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("file.txt")
    try Data("not a folder".utf8).write(to: file)
    let path = file.appendingPathComponent("font.ttf").path
    let error = try #require(throws: FontError.self) { try Font(fileURL: URL(fileURLWithPath: path), size: 12) }
    #expect(error == .unreadableFile(path: path, reason: String(cString: strerror(ENOTDIR))))
    #expect(Self.localized(error) == "\(path): cannot read the font file (\(String(cString: strerror(ENOTDIR))))")
  }

  /// A link to itself: `stat` fails with ELOOP, which is neither "missing" nor a font.
  @Test func aFontPathThatLoops_cannotBeReadAndSaysWhy() throws {
    let directory = try makeTemporaryDirectory(for: "ErrorDescriptionTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let link = directory.appendingPathComponent("loop.ttf")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: link.path)
    let error = try #require(throws: FontError.self) { try Font(fileURL: link, size: 12) }
    #expect(error == .unreadableFile(path: link.path, reason: String(cString: strerror(ELOOP))))
  }

  /// A text file is in no font format: FreeType's "unknown file format" (error 2) is named as such.
  @Test func aTextFile_isNotAFontFile() throws {
    let directory = try makeTemporaryDirectory(for: "ErrorDescriptionTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("notes.ttf")
    try Data(String(repeating: "These are notes, not glyphs. ", count: 20).utf8).write(to: file)
    let error = try #require(throws: FontError.self) { try Font(fileURL: file, size: 12) }
    #expect(error == .notAFontFile(path: file.path))
    #expect(Self.localized(error) == "\(file.path): not a font file (FreeType knows no font format in it)")
  }

  /// Two bytes are shorter than any font's header: FreeType reads past the
  /// end ("invalid stream operation"), said in words rather than as its code.
  @Test func aFileShorterThanAnyHeader_endsTooSoon() throws {
    let directory = try makeTemporaryDirectory(for: "ErrorDescriptionTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("tiny.ttf")
    try Data("x\n".utf8).write(to: file)
    let error = try #require(throws: FontError.self) { try Font(fileURL: file, size: 12) }
    #expect(error == .invalidFontFile(path: file.path, reason: "the file ends too soon"))
    #expect(!Self.localized(error).contains("FreeType error"))
  }
}
