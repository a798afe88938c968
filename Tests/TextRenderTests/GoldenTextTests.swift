import Foundation
import SnapshotTesting
import Testing
import TextMeasure
import TextMeasureSnapshotTesting

/// Golden images of laid-out text: Latin, emoji, CJK, Arabic and Hebrew, a
/// long URL, several paragraphs and one character, each drawn in a 240 pt
/// column at scale 2 on white, exactly where the layout put its glyphs.
@Suite struct GoldenTextTests {
  static let cases: [(name: String, text: String)] = [
    ("latin", "Lorem Ipsum is simply dummy text of the printing and typesetting industry."),
    ("emoji", "Happy birthday 🎂🎉 👨‍👩‍👧 🇫🇷 👍🏽 1️⃣"),
    ("cjk", "新しいプロジェクトのスケジュールをメールで送りました。你好，世界！"),
    ("rtl", "I said שלום to her, and she answered مرحبا بك."),
    ("url", "https://www.example.com/some/really/long/path/that/keeps/going?with=query"),
    ("paragraphs", "First paragraph.\n\nSecond one, after an empty line.\nThird."),
    ("one-character", "k"),
  ]

  @Test(arguments: cases.map(\.name))
  func text(_ name: String) throws {
    let text = try #require(Self.cases.first { $0.name == name }?.text)
    let layout = try TextMeasurer().layout(text, font: try RenderFixtures.chain(size: 17), width: 240)
    assertSnapshot(of: layout, as: .image, named: name, testName: "text")
  }
}
