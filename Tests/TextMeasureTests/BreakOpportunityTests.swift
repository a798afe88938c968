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
    let workspace = Workspace()
    var mismatches: [String] = []
    for text in Self.asciiTexts() {
      try text.withUnsafeBufferPointer { buffer in
        let fast = try TextBoundaries.lineBreakOpportunities(in: buffer, workspace: workspace)
        let icu = try TextBoundaries.lineBreakOpportunitiesFromICU(in: buffer, workspace: workspace)
        if fast != icu { mismatches.append("\(text): \(fast) vs ICU \(icu)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count):\n\(mismatches.prefix(5).joined(separator: "\n"))")
  }

  @Test func asciiGraphemes_equalICUs() throws {
    let workspace = Workspace()
    for text in Self.asciiTexts() + [Array("a\r\nb\r\r\n\n\r".utf16)] {
      try text.withUnsafeBufferPointer { buffer in
        let fast = try TextBoundaries.graphemeBoundaries(in: buffer, workspace: workspace)
        // A non-ASCII character after the text sends it to ICU; its last
        // boundary is then the one before the added character.
        let extended = text + [0xE9]
        let icu = try extended.withUnsafeBufferPointer {
          try TextBoundaries.graphemeBoundaries(in: $0, workspace: workspace)
        }
        #expect(fast == Array(icu.dropLast()), "\(text)")
      }
    }
  }
}
