import BubbleLayout
import Foundation
import SnapshotTesting
import Testing
import TextMeasureSnapshotTesting

/// Golden images of every style drawing its labels (timestamps, names,
/// times, the SMS date) and every media placeholder kind.
@Suite struct GoldenLabelsAndMediaTests {
  static let conversation = """
    {"me": "b", "participants": [{"id": "a", "name": "Sam Ortiz"}, {"id": "b", "name": "Ana Ferreira"}],
     "messages": [
      {"sender": "a", "date": "2024-05-03T18:02:11Z", "text": "Here are the photos from Sunday."},
      {"sender": "a", "date": "2024-05-03T18:02:30Z", "media": {"kind": "photo"}},
      {"sender": "b", "date": "2024-05-03T18:03:05Z", "text": "Lovely! And the video?"},
      {"sender": "a", "date": "2024-05-03T18:04:40Z", "media": {"kind": "video"}},
      {"sender": "b", "date": "2024-05-03T18:05:12Z", "media": {"kind": "audio"}},
      {"sender": "a", "date": "2024-05-03T18:06:00Z", "media": {"kind": "location"}},
      {"sender": "b", "date": "2024-05-03T18:07:21Z", "media": {"kind": "custom", "width": 120, "height": 80}},
      {"sender": "a", "date": "2024-05-03T18:09:59Z", "text": "k"}]}
    """

  @Test(arguments: ConversationRendererTests.styleNames)
  func style(_ name: String) throws {
    let conversation = try Conversation(jsonData: Data(Self.conversation.utf8))
    assertSnapshot(
      of: conversation, as: .image(style: ConversationRendererTests.style(name), scale: 1), named: name,
      testName: "style")
  }
}
