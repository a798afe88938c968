import CICUShim
import Foundation
import Testing

@testable import TextMeasure

/// ASCII text finds its line-break opportunities without ICU; ICU is the
/// oracle: both ways must give the same opportunities, mandatory flags
/// included, for every ASCII character (controls, CR LF, VT, FF) in every
/// neighbourhood.
@Suite struct BreakOpportunityTests {
  /// Every pair and triple of a set of ASCII characters that covers each
  /// class the pair table and UAX #14 tell apart, then random strings of all
  /// 128 ASCII characters.
  static func asciiTexts() -> [[UInt16]] {
    let characters = Array("a Z9-?(/.,!\t\n\r\u{0B}\u{0C}\u{01}\u{1C}\u{7F}\"'{}[]<>:;+*=_#".utf16)
    var texts = characters.map { [$0] }
    for first in characters {
      for second in characters {
        texts.append([first, second])
        for third in [UInt16(0x61), 0x20, 0x2D, 0x0D, 0x0A, 0x39] { texts.append([first, second, third]) }
      }
    }
    var state: UInt64 = 7
    for _ in 0..<2_000 {
      var text: [UInt16] = []
      for _ in 0..<(1 + Int(state % 23)) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(UInt16((state >> 33) % 128))
      }
      texts.append(text)
    }
    return texts
  }

  @Test func asciiOpportunities_equalICUsTailored() throws {
    let workspace = Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))
    var mismatches: [String] = []
    for text in Self.asciiTexts() {
      try text.withUnsafeBufferPointer { buffer in
        let fast = try TextBoundaries.lineBreakOpportunities(in: buffer, workspace: workspace)
        let icu = try TextBoundaries.lineBreakOpportunitiesFromICU(in: buffer, workspace: workspace)
        if fast != icu { mismatches.append("\(text): \(fast) vs ICU \(icu)") }
      }
    }
    #expect(mismatches.count == 0, "\(mismatches.count):\n\(mismatches.prefix(5).joined(separator: "\n"))")
  }

  @Test func asciiGraphemes_equalICUs() throws {
    let workspace = Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))
    for text in Self.asciiTexts() + [Array("a\r\nb\r\r\n\n\r".utf16)] {
      try text.withUnsafeBufferPointer { buffer in
        let fast = try TextBoundaries.graphemeBoundaries(in: buffer, workspace: workspace)
        // A non-ASCII character after the text sends it to ICU; its last
        // boundary is then the one before the added character.
        let extended = text + [0xE9]
        let icu = try extended.withUnsafeBufferPointer {
          try TextBoundaries.graphemeBoundaries(in: $0, workspace: workspace)
        }
        let starts = (0...text.count).map { fast[$0] }
        #expect(starts == (0...text.count).map { icu[$0] }, "\(text)")
      }
    }
  }
}

/// Text whose characters join no others (letters of most alphabets, CJK,
/// Hangul syllables, controls) finds its grapheme boundaries without ICU;
/// ICU is the oracle.
@Suite struct SimpleGraphemeTests {
  @Test func simpleTexts_haveICUsBoundaries_andOthersGoToICU() throws {
    let workspace = Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))
    // Characters from many blocks, simple and not: combining marks, jamo,
    // regional indicators, ZWJ, emoji and modifiers, Thai and Devanagari signs.
    let pool: [UInt32] = [
      0x61, 0x20, 0x0D, 0x0A, 0x09, 0xAD, 0xE9, 0x85, 0x2028, 0x301, 0x3B1, 0x436, 0x5D0, 0x5B4, 0x627, 0x64E,
      0xE01, 0xE31, 0x915, 0x94D, 0x93F, 0x4E2D, 0x3042, 0xAC00, 0xAC01, 0x1100, 0x1161, 0x11A8, 0x1F600,
      0x1F3FB, 0x200D, 0x1F1EB, 0xFE0F, 0x20E3, 0xFF01, 0x10FFFD, 0x200B, 0x34F,
    ]
    var state: UInt64 = 11
    var simple = 0
    for round in 0..<4_000 {
      var scalars: [UInt32] = []
      for _ in 0..<(1 + round % 9) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        scalars.append(pool[Int((state >> 33) % UInt64(pool.count))])
      }
      let text = Array(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))).utf16)
      try text.withUnsafeBufferPointer { buffer in
        guard let fast = TextBoundaries.simpleGraphemeBoundaries(in: buffer) else { return }
        simple += 1
        var icu = [Bool](repeating: false, count: buffer.count + 1)
        workspace.reserveBoundaries(buffer.count)
        let count = try workspace.boundaryOffsets.withUnsafeMutableBufferPointer {
          Int(tm_grapheme_boundaries(try workspace.textAnalyzer(), buffer.baseAddress, Int32(buffer.count), $0.baseAddress))
        }
        icu[0] = true
        for index in 0..<count { icu[Int(workspace.boundaryOffsets[index])] = true }
        #expect(fast == icu, "\(scalars.map { String($0, radix: 16) })")
      }
    }
    // Both kinds were drawn.
    #expect(simple > 200 && simple < 3_800)
  }
}
