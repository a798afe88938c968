import FontOracles
import Foundation
import Testing

@testable import TextMeasure
import _TextMeasureSupport

/// One engine used by many threads at once: every lock an engine holds is
/// crossed from several threads (the cache's shards, the shaping plans, the
/// font library and its FreeType library, the system fallback's lists and
/// answers, the workspace pool, a face's FreeType lock), while other
/// threads change the budget, read the statistics and release memory. Each
/// result must be the bits one thread gets alone. Run under
/// ThreadSanitizer (`.ci/run` does), a lock taken away shows as a report.
@Suite struct ConcurrencyTests {
  /// Texts that need fallback fonts (CJK, Arabic, Hebrew, Thai, emoji) and
  /// Latin, each under many language tags: more fallback lists (32 kept)
  /// and plans than an engine keeps, so threads evict each other's.
  static let texts = [
    "Hello Susi 你好", "مرحبا بالعالم", "שלום עולם", "สวัสดีครับ", "emoji 👍🏽 and 😀", "plain Latin words, kerned",
    "日本語のテキストです", "mixed العربية and English",
  ]
  static let languages = ["en", "de", "ja", "zh-Hans", "zh-Hant", "ko", "ar", "he", "th", "hi"].flatMap { base in
    (0..<5).map { "\(base)-x-t\($0)" }
  }

  /// What the `index`th measurement of a run sizes.
  static func text(_ index: Int, font: Font) -> AttributedText {
    AttributedText(
      texts[index % texts.count],
      attributes: TextAttributes(font: font, language: languages[(index / texts.count) % languages.count]))
  }

  @Test func oneEngine_manyThreads_measureAsOneThreadDoes() async throws {
    let count = Self.texts.count * Self.languages.count
    let box = CGSize(width: 120, height: CGFloat.infinity)
    let serial = TextMeasurer(engine: TextEngine(cacheBudget: 0))
    let serialFont = Font.systemFont(ofSize: 17, engine: serial.engine)
    let expected = try (0..<count).map {
      TestCorpus.fingerprint(try serial.layout(Self.text($0, font: serialFont), constrainedTo: box))
    }
    let engine = TextEngine(cacheBudget: 128 << 10)
    let measurer = TextMeasurer(engine: engine)
    let font = Font.systemFont(ofSize: 17, engine: engine)
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for thread in 0..<6 {
        group.addTask {
          var mismatches = 0
          for index in (0..<count).shuffled() where (index + thread) % 3 != 0 {
            let layout = try measurer.layout(Self.text(index, font: font), constrainedTo: box)
            if TestCorpus.fingerprint(layout) != expected[index] { mismatches += 1 }
          }
          return mismatches
        }
      }
      // Meanwhile: the budget changes, the statistics are read, memory is released.
      group.addTask {
        for round in 0..<40 {
          engine.cache.budget = round.isMultiple(of: 2) ? 64 << 10 : 256 << 10
          _ = engine.cache.statistics
          if round.isMultiple(of: 8) { engine.releaseMemory() }
          await Task.yield()
        }
        return 0
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    #expect(engine.cache.statistics.bytes <= engine.cache.budget)
  }

  @Test func fontsOpenedOnManyThreads_areTheSameFonts() async throws {
    let files = [
      FontFiles.interRegular, FontFiles.interBold, FontFiles.dejaVuSans, FontFiles.notoSans, FontFiles.notoSansArabic,
      FontFiles.notoColorEmoji,
    ]
    let names = ["Inter", "Inter Bold", "DejaVu Sans", "Noto Sans"]
    let serialEngine = TextEngine(cacheBudget: 0)
    let byFile = try files.map { try Font(fileURL: $0, size: 17, engine: serialEngine) }
    let byName = try names.map { try Font(name: $0, size: 17, engine: serialEngine) }
    let engine = TextEngine(cacheBudget: 0)
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for thread in 0..<6 {
        group.addTask {
          var mismatches = 0
          for round in 0..<20 {
            for (index, file) in files.enumerated() where (index + round + thread) % 2 == 0 {
              if try Font(fileURL: file, size: 17, engine: engine) != byFile[index] { mismatches += 1 }
            }
            for (index, name) in names.enumerated() {
              if try Font(name: name, size: 17, engine: engine) != byName[index] { mismatches += 1 }
            }
            // Faces no Font holds are closed while other threads open them.
            if (round + thread).isMultiple(of: 5) { engine.releaseMemory() }
          }
          return mismatches
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func inkBoundsOnManyThreads_areOneThreadsBits() async throws {
    // `measuresInkBounds` reads every glyph's outline or bitmap extents
    // through the face's FreeType object, one thread at a time.
    let engine = TextEngine(cacheBudget: 0)
    let font = try Font(fileURL: FontFiles.interRegular, size: 17, engine: engine)
      .withCascadeList([try Font(fileURL: FontFiles.notoColorEmoji, size: 17, engine: engine)], systemFallback: false)
    let measurer = TextMeasurer(engine: engine)
    let text = AttributedText("Ink of glyphs 😀, measured twice: Äpfel, Øre, fjord 👍", attributes: TextAttributes(font: font))
    let options = TextLayoutOptions(addsFontLeading: false, measuresInkBounds: true)
    let box = CGSize(width: 150, height: CGFloat.infinity)
    let expected = try measurer.boundingRect(text, constrainedTo: box, options: options)
    let rects = try await withThrowingTaskGroup(of: [CGRect].self) { group in
      for _ in 0..<6 {
        group.addTask { try (0..<20).map { _ in try measurer.boundingRect(text, constrainedTo: box, options: options) } }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(rects.count == 120)
    #expect(rects.allSatisfy { $0 == expected })
  }

  // The tests below call one shared object from several threads with
  // nothing else in between: measuring takes other locks (the workspace
  // pool's), which would order the threads and hide a missing lock from
  // ThreadSanitizer.

  @Test func theCacheFromManyThreads_neverMixesEntries() throws {
    let cache = TextCache(budget: 16 << 10)
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let size = CGSize(width: 100, height: CGFloat.infinity)
    let keys = (0..<64).map {
      TextCacheKey(
        text: CachedText(string: "text \($0)", font: font, profile: nil),
        purpose: .measuring(size, options: TextLayoutOptions(lines: .single, addsFontLeading: false)))
    }
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<50 {
        for index in keys.indices where (index + round + thread) % 3 == 0 {
          let key = keys[index]
          cache.store(.rect(CGRect(x: index, y: 0, width: 1, height: 1)), for: key)
          let found: CGRect? = cache.read(hash: key.cacheHash, where: { $0 == key }, CGRect.read(from:))
          if let found, found.minX != CGFloat(index) { wrong.withLock { $0 += 1 } }
        }
        if round.isMultiple(of: 10) { _ = cache.statistics }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
    #expect(cache.statistics.bytes <= 16 << 10)
  }

  @Test func systemFallbackFromManyThreads_answersAsOneThreadDoes() throws {
    // More (face, language) lists than the 32 kept: threads evict each other's.
    let scalars: [UInt32] = [0x4E2D, 0x0627, 0x05D0, 0x0E01, 0x1F600]
    let languages = (0..<48).map { "ja-x-t\($0)" }
    let serial = TextEngine(cacheBudget: 0)
    let serialFont = Font.systemFont(ofSize: 17, engine: serial)
    let expected = scalars.map { serial.fallback.font(covering: [$0], color: nil, for: serialFont, language: "ja")?.face.identity }
    let engine = TextEngine(cacheBudget: 0)
    let font = Font.systemFont(ofSize: 17, engine: engine)
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for (index, language) in languages.enumerated() where (index + thread) % 2 == 0 {
        for (scalarIndex, scalar) in scalars.enumerated() {
          let found = engine.fallback.font(covering: [scalar], color: nil, for: font, language: language)
          if found?.face.identity != expected[scalarIndex] { wrong.withLock { $0 += 1 } }
        }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
  }

  @Test func fontNamesResolvedOnManyThreads_findTheSameFaces() throws {
    // Names the engine has not seen go to Fontconfig, one lookup at a time;
    // names that do not exist keep going there.
    let names = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Noto Sans Arabic", "DejaVu Sans Mono"]
    let serial = TextEngine(cacheBudget: 0)
    let expected = try names.map { try serial.fonts.face(named: $0).identity }
    let engine = TextEngine(cacheBudget: 0)
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<10 {
        for (index, name) in names.enumerated() where (index + round + thread) % 2 == 0 {
          if (try? engine.fonts.face(named: name).identity) != expected[index] { wrong.withLock { $0 += 1 } }
        }
        if (try? engine.fonts.face(named: "No Such Font \(thread)-\(round)")) != nil { wrong.withLock { $0 += 1 } }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
  }
}
