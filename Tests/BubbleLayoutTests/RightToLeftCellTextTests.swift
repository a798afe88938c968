import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// Right-to-left text in the styles whose text view or label hugs the text
/// (every style but the SMS tutorial's, whose centred label has its own
/// test): each line's glyphs end at the text's right edge, the width of the
/// text as `NSString.boundingRect` measures it at the style's wrap width
/// and font, not where the layout's natural alignment put them.
@Suite struct RightToLeftCellTextTests {
  static let texts = [
    "שלום עולם",
    "שלום עולם, מה שלומך היום? אני מקווה שהכול בסדר אצלך ואצל כל המשפחה שלך, ושנתראה בקרוב.",
    "مرحبا بالعالم، كيف حالك اليوم؟ أتمنى أن يكون كل شيء على ما يرام معك ومع العائلة.",
  ]

  /// Each style, with the width its text wraps at and its font's size, for a view 375 wide.
  static let styles: [(name: String, sizer: any BubbleSizing, wrapWidth: Double, fontSize: Double)] = [
    // 375 − 8 − 30 − 50 − 36.
    ("jsq", JSQBubbleSizer(), 251, 17),
    // 375 − 16 − 30 − 34, less the label insets 32.
    ("messagekit", MessageKitLayout(), 263, 17),
    // estimatedFrame's 250 × 1000.
    ("susi", SUSILayout(), 250, 16),
    ("chatlog", ChatLogPreset(), 250, 18),
    // 285 − 24, less the line fragment padding 5 + 5.
    ("selfsizing", SelfSizingPreset(), 251, 20),
  ]

  @Test(arguments: styles.map(\.name)) func rightToLeftLines_endAtTheTextsRightEdge(style name: String) throws {
    let style = try #require(Self.styles.first { $0.name == name })
    for text in Self.texts {
      for isOutgoing in [false, true] {
        let cell = try style.sizer.cell(for: ChatMessage(id: "r", text: text, isOutgoing: isOutgoing), viewWidth: 375)
        let placed = try #require(cell.text)
        let rect = text.boundingRect(
          with: CGSize(width: style.wrapWidth, height: .greatestFiniteMagnitude),
          options: [.usesLineFragmentOrigin, .usesFontLeading],
          attributes: [.font: UIFont.systemFont(ofSize: style.fontSize)], context: nil)
        try #require(!rect.isNull)
        for (line, offset) in zip(placed.layout.lines, placed.lineOffsets) {
          #expect(line.isRightToLeft, "\(name): \(line.text)")
          // All the line's advances: a wrapped line's trailing space hangs at its visual left.
          let right = Double(placed.origin.x) + Double(line.origin.x) + offset + line.runs.reduce(0) { $0 + $1.width }
          #expect(abs(right - (Double(placed.origin.x) + Double(rect.maxX))) < 1e-9, "\(name): \(line.text)")
        }
      }
    }
  }
}
