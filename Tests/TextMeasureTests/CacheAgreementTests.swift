import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The cache, the shaped value and the batch API change how long a layout
/// takes, never what it is: every number of every line, bit for bit, as an
/// engine that caches nothing makes it.
@Suite struct CacheAgreementTests {
  static func bits(_ rect: CGRect) -> [UInt64] { BoundingRectPathTests.bits(rect) }

  @Test func cachedLayoutsAndRects_areBitIdenticalToUncached_coldAndWarm() throws {
    let cases = try TestCorpus.cases() + TestCorpus.hazardCases()
    let cached = TextMeasurer(engine: TextEngine(cacheBudget: 1 << 30))
    var mismatches: [String] = []
    for pass in ["cold", "warm"] {
      for (text, width) in cases {
        let size = CGSize(width: width, height: .infinity)
        let expected = TestCorpus.fingerprint(try TestCorpus.uncached.layout(text, constrainedTo: size))
        // The rect first (a rect-only entry), then the layout (which replaces it).
        let rect = try cached.boundingRect(text, constrainedTo: size)
        let layout = try cached.layout(text, constrainedTo: size)
        if TestCorpus.fingerprint(layout) != expected || Self.bits(rect) != Self.bits(layout.boundingRect) {
          mismatches.append("\(pass): \(text.string.debugDescription) at \(width)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ:\n\(mismatches.prefix(10).joined(separator: "\n"))")
    let statistics = cached.engine.cache.statistics
    // Cold: the rect misses, then its shaping misses; the layout misses
    // (the entry holds only the rect) and finds the shaping. Warm: the rect
    // and the layout are found.
    #expect(statistics.hits >= 3 * cases.count && statistics.evictions == 0)
  }

  @Test func aShapedText_laidOutAtAnyWidth_isTheLayoutOfItsText() throws {
    let cases = try TestCorpus.cases().filter { $0.width == 250 } + TestCorpus.hazardCases()
    let measurer = TextMeasurer(engine: TextEngine(cacheBudget: 0))
    var compared = 0
    for (text, _) in cases {
      let shaped = try measurer.shape(text)
      for width in [0, 37.5, 120, 250, .infinity] {
        for options in [TextLayoutOptions(), TextLayoutOptions(lines: .single, addsFontLeading: false)] {
          let size = CGSize(width: width, height: .infinity)
          let direct = try measurer.layout(text, constrainedTo: size, options: options)
          let fromShaped = try measurer.layout(shaped, constrainedTo: size, options: options)
          let rect = try measurer.boundingRect(shaped, constrainedTo: size, options: options)
          #expect(TestCorpus.fingerprint(fromShaped) == TestCorpus.fingerprint(direct), "\(text.string.debugDescription) \(width)")
          #expect(Self.bits(rect) == Self.bits(direct.boundingRect))
          compared += 1
        }
      }
    }
    #expect(compared == cases.count * 10)
  }

  @Test func theParagraphStyle_isPartOfWhatIsCached() throws {
    // An empty last paragraph has no characters: its direction comes from
    // the paragraph style alone. Laid out left to right first, the text
    // must still give a right-to-left last line when the style says so
    // (issue 6's paragraph cache keyed it by characters and runs only).
    let cached = TextMeasurer(engine: TextEngine())
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    var rightToLeft = ParagraphStyle()
    rightToLeft.baseWritingDirection = .rightToLeft
    for string in ["trailing newline\n", "ok \n"] {
      let ltr = try cached.layout(AttributedText(string, attributes: TextAttributes(font: font)))
      let rtlText = AttributedText(string, attributes: TextAttributes(font: font, paragraphStyle: rightToLeft))
      let rtl = try cached.layout(rtlText)
      #expect(ltr.lines.map(\.isRightToLeft) == [false, false])
      #expect(rtl.lines.map(\.isRightToLeft) == [true, true])
      #expect(TestCorpus.fingerprint(rtl) == TestCorpus.fingerprint(try TestCorpus.uncached.layout(rtlText)))
    }
  }

  @Test func aLayoutAskedForAtMinusZero_keepsItsConstraint_whenTheCacheHoldsOneAtZero() throws {
    // Found by Fuzz/fuzz-text-layout: the cache filed a limit of −0 as 0, so
    // a layout asked for at −0 came back from the cache saying 0 (and the
    // other way round), where an engine without a cache keeps what was asked.
    let text = AttributedText("Hello Susi", attributes: TextAttributes(font: try Font(fileURL: FontFiles.interRegular, size: 17)))
    for (first, second) in [(0.0, -0.0), (-0.0, 0.0)] {
      let cached = TextMeasurer(engine: TextEngine())
      _ = try cached.layout(text, constrainedTo: CGSize(width: first, height: first))
      let size = CGSize(width: second, height: second)
      let layout = try cached.layout(text, constrainedTo: size)
      let expected = try TestCorpus.uncached.layout(text, constrainedTo: size)
      #expect([layout.constraint.width, layout.constraint.height].map { Double($0).bitPattern } == [second.bitPattern, second.bitPattern])
      #expect(TestCorpus.fingerprint(layout) == TestCorpus.fingerprint(expected))
    }
  }

  @Test func batchLayouts_areBitIdenticalToSerial() throws {
    let cases = try TestCorpus.cases()
    // A fresh engine per pass: the batch must compute, not find, what the serial pass made.
    for width in Set(cases.map(\.width)).sorted() {
      let texts = cases.filter { $0.width == width }.map(\.text)
      let size = CGSize(width: width, height: .infinity)
      let serial = try texts.map { try TestCorpus.uncached.layout($0, constrainedTo: size) }
      let batch = try TextMeasurer(engine: TextEngine()).layouts(texts, constrainedTo: size)
      #expect(batch.count == texts.count)
      #expect(batch.map(TestCorpus.fingerprint) == serial.map(TestCorpus.fingerprint))
    }
  }

  @Test func batchBoundingRects_matchEachBoundingRect() throws {
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let strings = TestCorpus.hazardTexts + ["", "one", String(repeating: "long words wrap ", count: 20)]
    let rects = try TextMeasurer(engine: TextEngine()).boundingRects(of: strings, font: font, width: 150)
    let each = try strings.map { try TestCorpus.uncached.layout($0, font: font, width: 150).boundingRect }
    #expect(rects.map(Self.bits) == each.map(Self.bits))
  }

  @Test func batchErrors_reportTheFirstFailingText() throws {
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let good = AttributedText("fine", attributes: TextAttributes(font: font))
    let badKern = AttributedText("bad", attributes: TextAttributes(font: font, kern: .infinity))
    let badSize = AttributedText("worse", attributes: TextAttributes(font: font.withSize(-1)))
    #expect(throws: TextLayoutError.invalidAttribute(name: "kern", value: .infinity)) {
      try TextMeasurer().layouts([good, badKern, good, badSize])
    }
  }

  @Test func manyThreadsThroughOneSmallCache_getFreshResults() async throws {
    // A cache that holds a few entries: 8 threads keep evicting each
    // other's, and every result must still be the fresh one.
    let measurer = TextMeasurer(engine: TextEngine(cacheBudget: 256 << 10))
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let texts = (0..<40).map { "Message \($0): " + String(repeating: "words and more words ", count: $0 % 7 + 1) }
    let expected = try texts.map { Self.bits(try TestCorpus.uncached.boundingRect(of: $0, font: font, width: 200)) }
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for thread in 0..<8 {
        group.addTask {
          var mismatches = 0
          for pass in 0..<3 {
            for index in texts.indices.shuffled() where (index + thread + pass) % 2 == 0 || pass == 2 {
              let rect = try measurer.boundingRect(of: texts[index], font: font, width: 200)
              if Self.bits(rect) != expected[index] { mismatches += 1 }
            }
          }
          return mismatches
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    #expect(measurer.engine.cache.statistics.bytes <= 256 << 10)
  }
}
