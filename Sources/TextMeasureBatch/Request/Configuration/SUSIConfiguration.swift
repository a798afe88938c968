import BubbleLayout
import Foundation
import TextMeasure

/// A `susi` bubble request's `configuration`: ``/BubbleLayout/SUSILayout``'s
/// `estimatedFrame` font and constraint.
struct SUSIConfiguration: BubbleConfiguration {
  static let style = ChatStyle.susi
  static let keys = ["font", "measuring_size"]

  var measuringSize: CGSize?
  var fonts: [String: FontRequest] = [:]

  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    switch key {
    case "font": fonts[key] = try FontRequest.read(at: path, from: &scanner)
    case "measuring_size": measuringSize = try scanner.size(at: path)
    default: return false
    }
    return true
  }

  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle {
    var layout = SUSILayout()
    layout.measurer = measurer
    if let font = fonts["font"] { layout.font = font }
    if let measuringSize { layout.measuringSize = measuringSize }
    return .susi(layout)
  }
}
