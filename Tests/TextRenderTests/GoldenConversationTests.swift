import BubbleLayout
import Foundation
import SnapshotTesting
import Testing
import TextMeasureSnapshotTesting

/// Golden images of every style drawing the message kinds that break
/// layouts: Latin, emoji, CJK, Arabic and Hebrew, a long URL, several
/// paragraphs and one character, on both sides.
@Suite struct GoldenConversationTests {
  static let kinds = """
    {"me": "b", "participants": [{"id": "a", "name": "Sam Ortiz"}, {"id": "b", "name": "Ana Ferreira"}],
     "messages": [
      {"id": "latin", "sender": "a", "text": "Lorem Ipsum is simply dummy text of the printing industry."},
      {"id": "emoji", "sender": "b", "text": "Happy birthday 🎂🎉 👨‍👩‍👧 🇫🇷 👍🏽"},
      {"id": "cjk", "sender": "a", "text": "新しいプロジェクトのスケジュールを送りました。你好！"},
      {"id": "rtl", "sender": "b", "text": "I said שלום and she answered مرحبا بك."},
      {"id": "url", "sender": "a", "text": "https://www.example.com/some/really/long/path/that/keeps/going?q=1"},
      {"id": "paragraphs", "sender": "b", "text": "First paragraph.\\n\\nSecond, after an empty line."},
      {"id": "one", "sender": "a", "text": "k"}]}
    """

  @Test(arguments: ConversationRendererTests.styleNames)
  func style(_ name: String) throws {
    let conversation = try Conversation(jsonData: Data(Self.kinds.utf8))
    assertSnapshot(
      of: conversation, as: .image(style: ConversationRendererTests.style(name), scale: 1), named: name,
      testName: "style")
  }
}
