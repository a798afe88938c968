import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The oracle comparison kept as a regression test: every case of the public
/// chat corpus and of the quotation-mark texts, laid out with the oracle's primary font, fallback chain, size
/// and width, must break into the lines Chromium gave
/// (`Fixtures/chromium-lines.jsonl` and `chromium-quotation-lines.jsonl`, made
/// by `scripts/make-chromium-fixture.py`; the first line says which Chromium). Lines are compared without trailing
/// whitespace, as the oracle does.
///
/// Two differences are on purpose and checked as such:
/// - a text that ends with a newline has an empty last line here (TextKit's
///   extra line fragment); Chromium makes no line box for it;
/// - a line whose width exceeds the limit by less than 1/64 px stays on its
///   line in Chromium, which measures in 1/64 px units; here widths are exact.
@Suite struct ChromiumAgreementTests {
  struct Case: Sendable {
    var id: String
    var text: String
    var font: String
    var index: Int
    var size: Double
    var width: Double
    var lines: [String]
  }

  /// A fixture of Chromium's lines, the number of its cases, and its cases
  /// where Chromium keeps a line whose width is within 1/64 px of the limit
  /// (six CJK characters of 20 px in 120 px; 250.002 px in 250 px).
  struct Fixture: Sendable, CustomTestStringConvertible {
    var file: String
    var caseCount: Int
    var layoutUnitTies: Set<String>
    var testDescription: String { file }
  }

  /// The public chat corpus's default cases, and the quotation marks of
  /// Chinese, Japanese, French, German and English (`quotation-marks.jsonl`,
  /// every size and width).
  static let fixtures = [
    Fixture(file: "chromium-lines.jsonl", caseCount: 1952, layoutUnitTies: ["para-018@inter-14-250"]),
    Fixture(
      file: "chromium-quotation-lines.jsonl", caseCount: 504,
      layoutUnitTies: ["q-001@inter-20-120", "q-002@inter-20-120", "q-009@inter-20-120", "q-012@noto-17-250"]),
  ]

  /// The fallback chain (file, index) from the fixture's header, and the cases.
  static func load(_ fixture: Fixture) throws -> (chain: [(String, Int)], cases: [Case]) {
    let url = FontFiles.repositoryRoot.appendingPathComponent("Tests/TextMeasureTests/Fixtures/\(fixture.file)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    let chain = try #require(header["fallback_chain"] as? [[Any]]).map { ($0[0] as! String, $0[1] as! Int) }
    let cases = try lines.dropFirst().map { line -> Case in
      let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return Case(
        id: row["id"] as! String, text: row["text"] as! String, font: row["font"] as! String,
        index: row["index"] as! Int, size: (row["size"] as! NSNumber).doubleValue,
        width: (row["width"] as! NSNumber).doubleValue, lines: row["lines"] as! [String])
    }
    return (chain, cases)
  }

  static func stripped(_ line: String) -> String {
    var scalars = Array(line.unicodeScalars)
    let hanging: Set<UInt32> = [
      0x20, 0x09, 0x0A, 0x0D, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2008, 0x2009,
      0x200A, 0x200B, 0x205F, 0x3000,
    ]
    while let last = scalars.last, hanging.contains(last.value) { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  @Test(arguments: fixtures)
  func everyCase_breaksAsChromiumDoes(fixture: Fixture) throws {
    let (chain, cases) = try Self.load(fixture)
    #expect(cases.count == fixture.caseCount)
    var fonts: [String: Font] = [:]
    func font(_ path: String, _ index: Int) throws -> Font {
      let key = "\(path):\(index)"
      if let known = fonts[key] { return known }
      let url = path == "bundled:Inter-Regular" ? FontFiles.interRegular : URL(fileURLWithPath: path)
      let made = try Font(fileURL: url, size: 1, faceIndex: index)
      fonts[key] = made
      return made
    }
    var disagreements: [String] = []
    var ties: Set<String> = []
    for testCase in cases {
      let primary = try font(testCase.font, testCase.index)
      let cascade = try chain.map { try font($0.0, $0.1) }.filter { $0.face !== primary.face }
      let styled = primary.withCascadeList(cascade, systemFallback: false).withSize(testCase.size)
      let layout = try TextMeasurer().layout(testCase.text, font: styled, width: testCase.width)
      var ours = layout.lines.map { Self.stripped($0.text) }
      if testCase.text.hasSuffix("\n"), ours.last == "" { ours.removeLast() }
      let theirs = testCase.lines.map(Self.stripped)
      if ours == theirs { continue }
      if fixture.layoutUnitTies.contains(testCase.id) {
        ties.insert(testCase.id)
      } else {
        disagreements.append("\(testCase.id): chromium \(theirs) ours \(ours)")
      }
    }
    // The listed ties really are ties (they still differ), so the list stays honest.
    #expect(ties == fixture.layoutUnitTies)
    #expect(disagreements.isEmpty, "\(disagreements.count) cases:\n\(disagreements.prefix(20).joined(separator: "\n"))")
  }
}
