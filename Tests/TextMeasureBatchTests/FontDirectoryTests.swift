import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// A batch measurer given ``FontDirectories`` opens fonts inside them only:
/// files by relative paths, names among their fonts, fallback fonts among
/// them; anything else is refused with one message that names no path.
/// The oracle is the same font opened by its absolute path by a batch
/// measurer without directories.
@Suite struct FontDirectoryTests {
  static let text = "Hello, World! Ünïcödé"

  /// The answer to a request for `text` in the font `fontField` (a JSON
  /// member) at 17 pt in 100 points.
  static func answer(_ batch: BatchMeasurer, _ fontField: String) -> BatchAnswer {
    batch.answer(toLine: Array(#"{"id":1,"text":"\#(text)",\#(fontField)"size":17,"width":100}"#.utf8))
  }

  /// The answer of a batch measurer without directories for `file`, by its absolute path.
  static func openAnswer(_ file: URL) -> BatchAnswer {
    answer(BatchMeasurer(systemFallback: false), #""font_file":"\#(file.path)","#)
  }

  @Test(arguments: [
    ("DejaVuSans.ttf", FontFiles.dejaVuSans), ("./sub/../DejaVuSans.ttf", FontFiles.dejaVuSans),
    ("inside-link.ttf", FontFiles.dejaVuSans), ("sub//LiberationSans-Regular.ttf", FontFiles.liberationSans),
  ])
  func aRelativePath_measuresAsTheFileByItsAbsolutePath(file: String, original: URL) throws {
    let fixture = try FontDirectoryFixture()
    let answer = Self.answer(try fixture.batch(), #""font_file":"\#(file)","#)
    #expect(answer.error == nil, "\(answer.json)")
    #expect(answer.json == Self.openAnswer(original).json)
  }

  /// Absolute paths, `..` out, a link out, a directory, a missing file, a
  /// file that is not a font or is empty: one message, with no path but the
  /// request's own.
  @Test(arguments: [
    "ABSOLUTE", FontFiles.dejaVuSans.path, "../DejaVuSans.ttf", "sub/../../DejaVuSans.ttf", "outside.ttf", "sub",
    ".", "", "missing.ttf", "notes.txt", "empty.ttf",
  ])
  func aFileNotInTheDirectories_isRefusedWithOneMessageNamingNoPath(file: String) throws {
    let fixture = try FontDirectoryFixture()
    // The copy inside the directory, named by its absolute path, is refused too.
    let file = file == "ABSOLUTE" ? fixture.url.appendingPathComponent("DejaVuSans.ttf").path : file
    let error = try #require(Self.answer(try fixture.batch(), #""font_file":"\#(file)","#).error)
    #expect(error == "$.font_file: '\(file)' is not a font in the server's font directories")
    let withoutRequest = error.replacingOccurrences(of: "'\(file)'", with: "")
    #expect(!withoutRequest.contains("/"))
    #expect(!withoutRequest.contains(fixture.url.lastPathComponent))
  }

  @Test func aFamilyName_isFoundOnlyAmongTheDirectoriesFonts() throws {
    let fixture = try FontDirectoryFixture()
    let batch = try fixture.batch()
    #expect(Self.answer(batch, #""font":"DejaVu Sans","#).json == Self.openAnswer(FontFiles.dejaVuSans).json)
    #expect(Self.answer(batch, #""font":"Liberation Sans","#).json == Self.openAnswer(FontFiles.liberationSans).json)
    // Installed on the system, and found there without directories.
    _ = try Font(name: "Noto Sans", size: 17, engine: TextEngine())
    #expect(
      Self.answer(batch, #""font":"Noto Sans","#).error
        == "$.font: no font named 'Noto Sans' in the server's font directories")
    // The bundled Inter, and the system font, stay.
    let open = BatchMeasurer(systemFallback: false)
    #expect(Self.answer(batch, #""font":"Inter","#).json == Self.answer(open, #""font":"Inter","#).json)
    #expect(Self.answer(batch, "").json == Self.answer(open, "").json)
  }

  @Test func aFaceIndexOutOfRange_namesNoPath() throws {
    let fixture = try FontDirectoryFixture()
    let answer = Self.answer(try fixture.batch(), #""font_file":"DejaVuSans.ttf","font_index":3,"#)
    // DejaVu Sans is a single font, not a collection.
    #expect(answer.error == "$.font_index: 3: 'DejaVuSans.ttf' has 1 face")
  }

  /// Fontconfig's fallback fonts come from the directories: Devanagari
  /// from the copy of Noto Sans Devanagari, and CJK, which none of the
  /// directory's fonts has, from none of the system's (without directories
  /// it comes from Noto Sans CJK).
  @Test func theSystemFallback_findsFontsOnlyInTheDirectories() throws {
    let fixture = try FontDirectoryFixture()
    let text = "Hello नमस्ते 日本"
    let open = TextEngine()
    let openFont = try Font(fileURL: FontFiles.dejaVuSans, size: 17, engine: open)
    let openLayout = try TextMeasurer(engine: open).layout(text, font: openFont)
    let openFiles = openLayout.lines.flatMap(\.runs).compactMap(\.font.fileURL?.path)
    #expect(openFiles.contains { !$0.hasPrefix(fixture.url.path + "/") }, "the test needs a fallback outside")

    let batch = try fixture.batch(systemFallback: true)
    let engine = batch.measurer.engine
    let font = try Font(name: "DejaVu Sans", size: 17, engine: engine)
    let runs = try TextMeasurer(engine: engine).layout(text, font: font).lines.flatMap(\.runs)
    for run in runs {
      if let path = run.font.fileURL?.path { #expect(path.hasPrefix(fixture.url.path + "/"), "\(path)") }
    }
    let devanagari = try #require(runs.first { text.utf16Slice($0.range).contains("न") })
    #expect(devanagari.font.fileURL?.lastPathComponent == "NotoSansDevanagari-Regular.ttf")
  }

  /// Threads answering at once, each first to name its font or need a
  /// fallback, share the engine's Fontconfig of the directory: the answers
  /// are one thread's.
  @Test func answersFromManyThreads_areOneThreadsAnswers() throws {
    let fixture = try FontDirectoryFixture()
    let fonts = [
      #""font":"DejaVu Sans","#, #""font":"Liberation Sans","#, #""font_file":"sub/NotoSansDevanagari-Regular.ttf","#,
      #""font":"Noto Sans","#, #""font_file":"outside.ttf","#, "",
    ]
    let lines = (0..<48).map { index in
      let font = fonts[index % fonts.count]
      return Array(#"{"id":\#(index),"text":"नमस्ते \#(index) 日本",\#(font)"size":\#(10 + index)}"#.utf8)
    }
    let expected = try fixture.batch(systemFallback: true)
    let answers = lines.map { expected.answer(toLine: $0) }
    let batch = try fixture.batch(systemFallback: true)
    let concurrent = Answers(count: lines.count)
    DispatchQueue.concurrentPerform(iterations: lines.count) { index in
      concurrent.record(batch.answer(toLine: lines[index]), at: index)
    }
    #expect(concurrent.all == answers)
  }

  @Test func theDirectories_areResolvedAndChecked() throws {
    let fixture = try FontDirectoryFixture()
    let link = fixture.url.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.url)
    defer { try? FileManager.default.removeItem(at: link) }
    #expect(try FontDirectories([link, fixture.url]).directories.map(\.path) == [fixture.url.path])

    let missing = fixture.url.appendingPathComponent("missing")
    #expect(throws: FontDirectoryError.notFound(path: missing.path)) { try FontDirectories([missing]) }
    let file = fixture.url.appendingPathComponent("notes.txt")
    #expect(throws: FontDirectoryError.notADirectory(path: file.path)) { try FontDirectories([file]) }
  }

  @Test func theDirectories_holdAtMostTheEntryLimit() throws {
    let fixture = try FontDirectoryFixture()
    let many = fixture.url.appendingPathComponent("many")
    try FileManager.default.createDirectory(at: many, withIntermediateDirectories: false)
    // The fixture's 8 entries, the folder, and its files: one more than the limit in all.
    for index in 0..<(FontDirectories.entryLimit - 8) {
      try #require(FileManager.default.createFile(atPath: many.appendingPathComponent("\(index)").path, contents: nil))
    }
    #expect(throws: FontDirectoryError.self) { try fixture.directories() }
    try FileManager.default.removeItem(at: many.appendingPathComponent("0"))
    _ = try fixture.directories()
  }
}

extension String {
  /// The characters in the UTF-16 range `range`.
  fileprivate func utf16Slice(_ range: Range<Int>) -> Substring {
    let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    return self[start..<utf16.index(start, offsetBy: range.count)]
  }
}
