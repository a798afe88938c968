import Foundation
import TextMeasure

@testable import BubbleLayout

/// Real chat strings (copied from the shared public chat corpus) and JSQ's
/// arithmetic written out by hand for the JSQ tests.
enum JSQTestSupport {
  static let texts = [
    "Hello Susi",
    "ok",
    "👍",
    "Hey, are you still coming to dinner tonight?",
    "Let me know when you're free to talk about the budget.",
    "Which color do you prefer for the living room, blue or green?",
    "Happy birthday!! Hope you have an amazing day 🎂",
    "Battery at 3%, if I disappear that's why.",
    "Shopping list:\n- eggs\n- milk\n- bread\n- coffee",
    "Poem time:\nThe fog comes\non little cat feet.\nIt sits looking\nover harbor and city\non silent haunches\nand then moves on.",
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the industry's standard dummy text ever since the 1500s",
    "The standard chunk of Lorem Ipsum used since the 1500s is reproduced below for those interested. Sections 1.10.32 and 1.10.33 from de Finibus Bonorum et Malorum",
    "I've been thinking a lot about what you said the other day, and you're right. I've been so caught up with work that I haven't been there for the people who matter. I'm going to try to do better, starting with actually taking my vacation days this year instead of letting them expire again.",
    "The new version of the app is out! Highlights: dark mode finally works everywhere, messages load twice as fast on slow connections, you can now react with any emoji, and we fixed the bug where long words would overflow the chat bubble on small screens. Let us know what you think.",
    "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch is a real village in Wales",
    "https://www.example.com/some/really/long/path/that/keeps/going/and/going?with=query&params=true&utm_source=chat",
    "Donaudampfschifffahrtsgesellschaftskapitän ist ein berühmtes langes Wort.",
  ]

  /// The longest of ``texts``: several lines at any phone width.
  static var paragraph: String { texts.max { $0.count < $1.count }! }

  /// The engine's raw `boundingRect` for `text` in 17-pt system font, the
  /// options JSQ passes (line fragment origin, font leading).
  static func rawRect(_ text: String, width: Double) throws -> CGRect {
    try TextMeasurer().layout(text, font: .systemFont(ofSize: 17), width: width > 0 ? width : .infinity).boundingRect
  }

  /// `CGRectIntegral(rect).size`, by hand: floor the origin, ceil the far edges.
  static func integralSize(_ rect: CGRect) -> CGSize {
    CGSize(
      width: Double(rect.maxX).rounded(.up) - Double(rect.minX).rounded(.down),
      height: Double(rect.maxY).rounded(.up) - Double(rect.minY).rounded(.down))
  }

  static func size(_ width: Double) -> CGSize { CGSize(width: width, height: 1000) }
}
