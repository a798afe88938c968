import CICUShim
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Unicode 15.1's line breaking over ICU 72 (Unicode 15.0), checked against
/// the Unicode Character Database's own files, stored in
/// `Fixtures/Unicode` under the Unicode licence (`Fixtures/Unicode/LICENSE`):
/// `LineBreakTest-15.1.0.txt`, whose every case gives each break and non-break,
/// and `LineBreak-15.1.0.txt`, the Line_Break value of every code point.
@Suite struct UnicodeLineBreakTests {
  static let folder = FontFiles.repositoryRoot.appendingPathComponent("Tests/TextMeasureTests/Fixtures/Unicode")

  /// The short names of UAX #14's values in ICU's `ULineBreak` order (and
  /// ICU 74's for the five that Unicode 15.1 added), as the data files
  /// write them.
  static let names = [
    "XX", "AI", "AL", "B2", "BA", "BB", "BK", "CB", "CL", "CM", "CR", "EX", "GL", "HY", "ID", "IN", "IS", "LF", "NS",
    "NU", "OP", "PO", "PR", "QU", "SA", "SG", "SP", "SY", "ZW", "NL", "WJ", "H2", "H3", "JL", "JT", "JV", "CP", "CJ",
    "HL", "RI", "EB", "EM", "ZWJ", "AK", "AP", "AS", "VF", "VI",
  ]

  /// One line of the test file: the text and, after each of its UTF-16
  /// offsets past 0, whether UAX #14 allows a break there.
  struct Case {
    var line: String
    var text: [UInt16]
    var breaks: Set<Int>
  }

  static func cases() throws -> [Case] {
    let file = try String(
      contentsOf: folder.appendingPathComponent("LineBreakTest-15.1.0.txt"), encoding: .utf8)
    return file.split(separator: "\n").compactMap { line -> Case? in
      let fields = line.split(separator: "#", maxSplits: 1)
      guard let data = fields.first, !line.hasPrefix("#") else { return nil }
      var text: [UInt16] = []
      var breaks: Set<Int> = []
      for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        switch token {
        case "÷": if !text.isEmpty { breaks.insert(text.count) }
        case "×": break
        default:
          // A surrogate code point (class SG) stands alone, as one unit.
          let codePoint = UInt32(token, radix: 16)!
          text += Unicode.Scalar(codePoint).map { Array(String($0).utf16) } ?? [UInt16(codePoint)]
        }
      }
      return Case(line: String(line), text: text, breaks: breaks)
    }
  }

  /// The soft and required breaks the analysis finds in `text`, before the
  /// web tailoring; with `unicode15_1` false, ICU 72's alone.
  static func breaks(in text: [UInt16], unicode15_1: Bool, workspace: Workspace) throws -> Set<Int> {
    try text.withUnsafeBufferPointer { buffer in
      let count: Int
      if unicode15_1 {
        count = try TextBoundaries.unicodeLineBreaks(in: buffer, workspace: workspace)
      } else {
        workspace.reserveBoundaries(buffer.count)
        let analyzer = try workspace.textAnalyzer()
        count = Int(
          workspace.boundaryOffsets.withUnsafeMutableBufferPointer { offsets in
            workspace.boundaryIsMandatory.withUnsafeMutableBufferPointer { mandatory in
              tm_line_break_opportunities(
                analyzer, buffer.baseAddress, Int32(buffer.count), offsets.baseAddress, mandatory.baseAddress)
            }
          })
      }
      return Set(workspace.boundaryOffsets[0..<count].map(Int.init))
    }
  }

  /// Whether a case tests what Unicode 15.1 changed: a code point whose
  /// Line_Break value changed, or a break decided by LB15a, LB15b or
  /// LB28a (numbered 15.11, 15.21 and 28.11–28.14 in the file's comments).
  static func involvesUnicode15_1(_ testCase: Case) -> Bool {
    let rules = ["[15.11]", "[15.21]", "[28.11]", "[28.12]", "[28.13]", "[28.14]"]
    if rules.contains(where: testCase.line.contains) { return true }
    return String(decoding: testCase.text, as: UTF16.self).unicodeScalars.contains {
      LineBreakClass.unicode15_1Change(of: $0.value) != nil
    }
  }

  /// `text` with every CJ character (ICU's class) replaced by U+30FB
  /// KATAKANA MIDDLE DOT, an NS: UAX #14's default reading of CJ.
  static func readingCJAsNS(_ text: [UInt16]) -> [UInt16] {
    text.map { tm_line_break_class(UInt32($0)) == 37 ? 0x30FB : $0 }
  }

  /// Every case passes but where ICU 72 tailors UAX #14 on its own, as it
  /// did before: those cases test nothing Unicode 15.1 changed, and the
  /// analysis gives ICU's answer. They are CJ (small kana, the prolonged
  /// sound mark), which UAX #14 resolves to NS and the locale `lb=normal`
  /// (CSS `line-break: normal`, Chromium's) to ID (such a case passes once
  /// they are read as NS); and, in cases about nothing Unicode 15.1
  /// changed, where ICU 72 alone answers the same: `IS × NU` (".5"), which
  /// ICU's number rule keeps; and a hyphen that starts the text before a
  /// letter (ICU's "LB 20.09", Unicode 16.0's LB20a).
  @Test func lineBreakTest15_1_passesWhereICU72DoesNotTailorOnItsOwn() throws {
    let workspace = Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))
    let cases = try Self.cases()
    #expect(cases.count == 10_274)
    var icuPasses = 0
    var passes = 0
    var icuTailored: [String] = []
    var failures: [String] = []
    var conditionalJapaneseStarters = 0
    for testCase in cases {
      let icu = try Self.breaks(in: testCase.text, unicode15_1: false, workspace: workspace)
      let unicode15_1 = try Self.breaks(in: testCase.text, unicode15_1: true, workspace: workspace)
      if icu == testCase.breaks { icuPasses += 1 }
      if unicode15_1 == testCase.breaks {
        passes += 1
      } else if try Self.breaks(in: Self.readingCJAsNS(testCase.text), unicode15_1: true, workspace: workspace)
        == testCase.breaks
      {
        conditionalJapaneseStarters += 1
        icuTailored.append(testCase.line)
      } else if unicode15_1 == icu && !Self.involvesUnicode15_1(testCase) {
        icuTailored.append(testCase.line)
      } else {
        failures.append(testCase.line)
      }
    }
    print(
      "LineBreakTest-15.1.0: ICU 72 alone passes \(icuPasses) of \(cases.count), with Unicode 15.1's changes "
        + "\(passes); ICU's own tailoring: \(icuTailored.count) (\(conditionalJapaneseStarters) CJ)")
    #expect(passes + icuTailored.count == cases.count)
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(10).joined(separator: "\n"))")
    #expect(icuTailored.count == 126 && conditionalJapaneseStarters == 104)
  }

  /// The offsets after which the engine lets a line end in `text`, web
  /// tailoring included.
  static func opportunities(in text: String) throws -> [Int] {
    let workspace = Workspace(plans: ShapingPlans(), cache: TextCache(budget: 0))
    return try Array(text.utf16).withUnsafeBufferPointer {
      try TextBoundaries.lineBreakOpportunities(in: $0, workspace: workspace).map(\.offset)
    }
  }

  /// Chinese quotation marks between Chinese characters (Unicode 16.0's
  /// LB19a, as Chromium 156 breaks): a line may end before "“" after "："
  /// and after "”" before "然", but not after "“" nor before "”". The
  /// other pairs: ID ÷ ID, and no break before "：" (NS, LB21) nor before
  /// "。" (CL, LB13).
  @Test func quotationMarks_betweenChineseCharacters_breakAsLB19a() throws {
    // 他 说 ： “ 我 们 。 ” 然 后
    // 0  1  2  3  4  5  6  7  8  9
    #expect(try Self.opportunities(in: "他说：“我们。”然后") == [1, 3, 5, 8, 9, 10])
    // In Latin context the quotation marks stay with their neighbours.
    #expect(try Self.opportunities(in: "a“b”c") == [5])
  }

  /// Balinese aksaras (Unicode 15.1's LB28a): a line may end between two
  /// orthographic syllables (AK ÷ AK) but not inside one joined by a virama
  /// (AK × VI × AK); ICU 72 alone, reading them as AL, keeps them all.
  @Test func balineseSyllables_breakBetweenNotWithin() throws {
    // ᬓ ᬓ: KA KA; ᬓ ᭄ ᬓ: KA ADEG-ADEG KA.
    #expect(try Self.opportunities(in: "\u{1B13}\u{1B13}") == [1, 2])
    #expect(try Self.opportunities(in: "\u{1B13}\u{1B44}\u{1B13}") == [3])
  }

  @Test func lineBreakClass_isUnicode15_1sForEveryListedCodePoint() throws {
    let file = try String(contentsOf: Self.folder.appendingPathComponent("LineBreak-15.1.0.txt"), encoding: .utf8)
    var mismatches: [String] = []
    var checked = 0
    for line in file.split(separator: "\n") {
      guard let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first,
        data.contains(";")
      else { continue }
      let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      let bounds = fields[0].components(separatedBy: "..").map { UInt32($0, radix: 16)! }
      for scalar in bounds[0]...bounds[bounds.count - 1] {
        let name = Self.names[Int(LineBreakClass.of(scalar).rawValue)]
        if name != fields[1] { mismatches.append(String(format: "U+%04X: %@, not %@", scalar, name, fields[1])) }
        checked += 1
      }
    }
    #expect(checked > 200_000)
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }

  /// ICU 72 is Unicode 15.0's: every code point the change table lists has
  /// another value in ICU (otherwise the table would be needless there).
  @Test func icu72_differsFromUnicode15_1_whereTheTableSays() {
    for change in LineBreakClass.unicode15_1Changes {
      for scalar in change.first...change.last {
        #expect(Int(tm_line_break_class(scalar)) != Int(change.value.rawValue), "U+\(String(scalar, radix: 16))")
      }
    }
  }

  @Test(arguments: [LineBreakClass.numeric, .breakAfter, .glue, .openPunctuation, .ideographic])
  func icuStandIn_hasTheValueInICU(value: LineBreakClass) {
    for supplementary in [false, true] {
      let units = Unicode15_1LineBreaking.icuStandIn(of: value, supplementary: supplementary)
      #expect(units.count == (supplementary ? 2 : 1))
      let scalar = String(decoding: units, as: UTF16.self).unicodeScalars.first!.value
      #expect(Self.names[Int(tm_line_break_class(scalar))] == Self.names[Int(value.rawValue)])
    }
  }
}
