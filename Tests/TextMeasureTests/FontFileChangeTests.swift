import FontOracles
import Foundation
import Testing
import TextMeasure
import _TextMeasureSupport

/// A font file changed on disk while a font of it is in use (an ordinary
/// update: `cp new.ttf font.ttf` truncates the file, then writes it) cannot
/// crash the process or change a measurement: the engine reads the file
/// whole when it opens it, so its fonts measure the file as it was then.
///
/// A mapped file would raise `SIGBUS` on the first read of a page past the
/// file's new end, and HarfBuzz reads a page for each table it first uses
/// and for each glyph outline: the measuring threads shape text in ever new
/// scripts, so that tables are first read while the file is short.
@Suite struct FontFileChangeTests {
  /// How many times the file is truncated to nothing, to half, and written again.
  static let rounds = 60
  /// How many texts each measuring thread lays out.
  static let textsPerThread = 90
  /// How many threads measure while one changes the file.
  static let measuringThreads = 3

  /// Words in the scripts DejaVu Sans covers, so that the texts use its
  /// `GSUB`, `GPOS` and `kern` lookups for several scripts and glyphs all
  /// over the file.
  static let words = [
    "Hello", "AVAST Wolf", "Ελληνικά", "Кириллица", "Հայերեն", "ქართული", "עברית", "العربية", "Tiếng Việt",
    "ﬁne ﬂow", "ǅ ǈ ǋ", "∑∫√∞", "→⇒⇔", "₀₁₂³", "Ŋŋ Ħħ", "ⰀⰁⰂ", "ᚠᚢᚦ", "ꙮ ꙭ", "ʘ ʭ",
  ]

  /// The text thread `thread` measures `index`-th: two words and the numbers.
  static func text(thread: Int, index: Int) -> String {
    let first = words[(index * 7 + thread) % words.count]
    let second = words[(index * 3 + thread * 5 + 1) % words.count]
    return "\(first) \(second) \(thread)-\(index)"
  }

  /// What a layout measured: per line its width, and per run its glyphs,
  /// advances and positions (the font a run names differs between the two
  /// copies by its file's path).
  struct Measured: Equatable {
    let size: CGSize
    let lines: [[Double]]
    let glyphs: [[UInt32]]
    let advances: [[Double]]
    let positions: [[CGPoint]]

    init(_ layout: TextLayout) {
      size = layout.size
      lines = layout.lines.map { [$0.width, $0.origin.x, $0.baseline] }
      let runs = layout.lines.flatMap(\.runs)
      glyphs = runs.map(\.glyphs)
      advances = runs.map(\.advances)
      positions = runs.map(\.positions)
    }
  }

  /// `text` laid out at 17 pt in a 180 pt wide box with the font of the
  /// file at `url`, opened by `engine` (which caches nothing), with no
  /// fallback font.
  static func measure(_ text: String, file url: URL, engine: TextEngine) throws -> Measured {
    let font = try Font(fileURL: url, size: 17, engine: engine).withCascadeList([], systemFallback: false)
    return Measured(try TextMeasurer(engine: engine).layout(text, font: font, width: 180))
  }

  @Test func aFontFileTruncatedAndRewrittenWhileInUse_measuresAsItWasWhenOpened() throws {
    try FontFiles.requireFile(FontFiles.dejaVuSans)
    let directory = try makeTemporaryDirectory(for: "FontFileChangeTests")
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try Data(contentsOf: FontFiles.dejaVuSans)
    let changing = directory.appendingPathComponent("changing.ttf")
    let untouched = directory.appendingPathComponent("untouched.ttf")
    try original.write(to: changing)
    try original.write(to: untouched)

    // The oracle: every text, with a font of the copy nothing changes.
    let oracleEngine = TextEngine(cacheBudget: 0)
    let expected = try (0..<Self.measuringThreads).map { thread in
      try (0..<Self.textsPerThread).map { index in
        try Self.measure(Self.text(thread: thread, index: index), file: untouched, engine: oracleEngine)
      }
    }

    // The font in use is opened before the file changes, and measures
    // only one text first, so that most tables are first read later.
    let engine = TextEngine(cacheBudget: 0)
    let font = try Font(fileURL: changing, size: 17, engine: engine).withCascadeList([], systemFallback: false)
    let measurer = TextMeasurer(engine: engine)
    _ = try measurer.layout("Hello", font: font, width: 180)

    let mismatches = Locked<[String]>([])
    let changes = Locked(0)
    DispatchQueue.concurrentPerform(iterations: Self.measuringThreads + 1) { thread in
      guard thread < Self.measuringThreads else {
        changes.withLock { $0 = Self.truncateAndRewrite(changing, with: original, rounds: Self.rounds) }
        return
      }
      for index in 0..<Self.textsPerThread {
        let text = Self.text(thread: thread, index: index)
        let measured = try? measurer.layout(text, font: font, width: 180)
        if measured.map(Measured.init) != expected[thread][index] {
          mismatches.withLock { $0.append(text) }
        }
      }
    }
    #expect(changes.withLock { $0 } == Self.rounds * 3, "every truncation and rewrite happened")
    #expect(mismatches.withLock { $0 }.isEmpty)
    // The file is whole again: a font opened now measures as the untouched copy.
    #expect(try Self.measure("Ελληνικά", file: changing, engine: TextEngine(cacheBudget: 0))
      == Self.measure("Ελληνικά", file: untouched, engine: oracleEngine))
  }

  /// `rounds` times: truncates `url` to nothing, to half its size, then
  /// writes `bytes` over it whole as `cp` does (truncating first). Returns
  /// how many of these changes succeeded.
  static func truncateAndRewrite(_ url: URL, with bytes: Data, rounds: Int) -> Int {
    var changes = 0
    for _ in 0..<rounds {
      if truncate(url.path, 0) == 0 { changes += 1 }
      if truncate(url.path, off_t(bytes.count / 2)) == 0 { changes += 1 }
      if rewrite(url, with: bytes) { changes += 1 }
    }
    return changes
  }

  /// Opens `url` truncating it, and writes `bytes` in 64 KB pieces.
  static func rewrite(_ url: URL, with bytes: Data) -> Bool {
    let descriptor = open(url.path, O_WRONLY | O_TRUNC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, min(1 << 16, buffer.count - offset))
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }
}
