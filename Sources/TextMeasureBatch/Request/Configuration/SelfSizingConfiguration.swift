import BubbleLayout
import Foundation
import TextMeasure

/// A `selfsizing` bubble request's `configuration`: ``/BubbleLayout/SelfSizingPreset``'s
/// properties that size a cell, and its text view's
/// (``/BubbleLayout/TextViewModel``) font, line fragment padding and text
/// container inset.
struct SelfSizingConfiguration: BubbleConfiguration {
  static let style = ChatStyle.selfSizing
  static let keys = [
    "font", "line_fragment_padding", "text_container_inset", "text_padding", "maximum_bubble_width", "side_margin",
  ]

  var lineFragmentPadding: Double?
  var textContainerInset: EdgeInsets?
  var textPadding: EdgeInsets?
  var maximumBubbleWidth: Double?
  var sideMargin: Double?
  var fonts: [String: FontRequest] = [:]

  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    let lengths = 0...BatchLimits.length
    switch key {
    case "font": fonts[key] = try FontRequest.read(at: path, from: &scanner)
    case "line_fragment_padding": lineFragmentPadding = try scanner.number(at: path, in: lengths)
    case "text_container_inset": textContainerInset = try scanner.insets(at: path)
    case "text_padding": textPadding = try scanner.insets(at: path)
    case "maximum_bubble_width": maximumBubbleWidth = try scanner.number(at: path, in: lengths)
    case "side_margin": sideMargin = try scanner.number(at: path, in: -BatchLimits.length...BatchLimits.length)
    default: return false
    }
    return true
  }

  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle {
    var preset = SelfSizingPreset()
    preset.textView.measurer = measurer
    if let font = fonts["font"] { preset.textView.attributes.font = font }
    if let lineFragmentPadding { preset.textView.lineFragmentPadding = lineFragmentPadding }
    if let textContainerInset { preset.textView.textContainerInset = textContainerInset }
    if let textPadding { preset.textPadding = textPadding }
    if let maximumBubbleWidth { preset.maximumBubbleWidth = maximumBubbleWidth }
    if let sideMargin { preset.sideMargin = sideMargin }
    return .selfSizing(preset)
  }
}
