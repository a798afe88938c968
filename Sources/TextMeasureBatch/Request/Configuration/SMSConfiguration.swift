import BubbleLayout
import Foundation
import TextMeasure

/// An `sms` bubble request's `configuration`: ``/BubbleLayout/SMSPreset``'s
/// properties that size a row.
struct SMSConfiguration: BubbleConfiguration {
  static let style = ChatStyle.sms
  static let keys = [
    "font", "bubble_origin", "fragment_size", "bubble_width", "label_insets", "maximum_text_height",
    "row_bottom_margin", "measuring_options",
  ]

  var bubbleOrigin: CGPoint?
  var fragmentSize: CGSize?
  /// The bubble's width; without it, three fragments (of the size given).
  var bubbleWidth: Double?
  var labelInsets: EdgeInsets?
  var maximumTextHeight: Double?
  var rowBottomMargin: Double?
  var measuringOptions: TextLayoutOptions?
  var fonts: [String: FontRequest] = [:]

  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    let lengths = 0...BatchLimits.length
    switch key {
    case "font": fonts[key] = try FontRequest.read(at: path, from: &scanner)
    case "bubble_origin": bubbleOrigin = try scanner.point(at: path)
    case "fragment_size": fragmentSize = try scanner.size(at: path)
    case "bubble_width": bubbleWidth = try scanner.number(at: path, in: lengths)
    case "label_insets": labelInsets = try scanner.insets(at: path)
    case "maximum_text_height": maximumTextHeight = try scanner.number(at: path, in: lengths)
    case "row_bottom_margin": rowBottomMargin = try scanner.number(at: path, in: lengths)
    case "measuring_options": measuringOptions = try DrawingOptionName.read(at: path, from: &scanner)
    default: return false
    }
    return true
  }

  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle {
    let seed = SMSPreset()
    return .sms(
      SMSPreset(
        font: fonts["font"] ?? seed.font, bubbleOrigin: bubbleOrigin ?? seed.bubbleOrigin,
        fragmentSize: fragmentSize ?? seed.fragmentSize, bubbleWidth: bubbleWidth,
        labelInsets: labelInsets ?? seed.labelInsets, maximumTextHeight: maximumTextHeight ?? seed.maximumTextHeight,
        rowBottomMargin: rowBottomMargin ?? seed.rowBottomMargin,
        measuringOptions: measuringOptions ?? seed.measuringOptions,
        measurer: measurer))
  }
}
