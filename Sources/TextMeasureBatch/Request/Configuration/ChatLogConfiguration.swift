import BubbleLayout
import Foundation
import TextMeasure

/// A `chatlog` bubble request's `configuration`: ``/BubbleLayout/ChatLogPreset``'s
/// properties that size a cell, each side's geometry as an object of
/// ``/BubbleLayout/ChatLogSideGeometry``'s properties (those left out keep
/// the side's defaults).
struct ChatLogConfiguration: BubbleConfiguration {
  static let style = ChatStyle.chatLog
  static let keys = ["font", "estimate_size", "measuring_options", "incoming", "outgoing", "cell_height_growth"]
  /// The keys of a side's geometry.
  static let sideKeys = [
    "is_trailing", "text_offset", "text_top", "text_growth", "bubble_offset", "bubble_top", "bubble_growth",
  ]

  var estimateSize: CGSize?
  var measuringOptions: TextLayoutOptions?
  var incoming = ChatLogSideGeometry.incoming
  var outgoing = ChatLogSideGeometry.outgoing
  var cellHeightGrowth: Double?
  var fonts: [String: FontRequest] = [:]

  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    switch key {
    case "font": fonts[key] = try FontRequest.read(at: path, from: &scanner)
    case "estimate_size": estimateSize = try scanner.size(at: path)
    case "measuring_options": measuringOptions = try DrawingOptionName.read(at: path, from: &scanner)
    case "incoming": try Self.readSide(&incoming, at: path, from: &scanner)
    case "outgoing": try Self.readSide(&outgoing, at: path, from: &scanner)
    case "cell_height_growth":
      cellHeightGrowth = try scanner.number(at: path, in: -BatchLimits.length...BatchLimits.length)
    default: return false
    }
    return true
  }

  /// Reads the side geometry object at `path` over `side`.
  private static func readSide(
    _ side: inout ChatLogSideGeometry, at path: [any CodingKey], from scanner: inout JSONScanner
  ) throws {
    let offsets = -BatchLimits.length...BatchLimits.length
    _ = try scanner.object(at: path) { key, path, scanner in
      switch key {
      case "is_trailing": side.isTrailing = try scanner.bool(at: path) ?? side.isTrailing
      case "text_offset": side.textOffset = try scanner.number(at: path, in: offsets) ?? side.textOffset
      case "text_top": side.textTop = try scanner.number(at: path, in: offsets) ?? side.textTop
      case "text_growth": side.textGrowth = try scanner.signedSize(at: path) ?? side.textGrowth
      case "bubble_offset": side.bubbleOffset = try scanner.number(at: path, in: offsets) ?? side.bubbleOffset
      case "bubble_top": side.bubbleTop = try scanner.number(at: path, in: offsets) ?? side.bubbleTop
      case "bubble_growth": side.bubbleGrowth = try scanner.signedSize(at: path) ?? side.bubbleGrowth
      default: throw unknownKey(path, in: "a side's geometry", keys: sideKeys)
      }
    }
  }

  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle {
    var preset = ChatLogPreset(incoming: incoming, outgoing: outgoing, measurer: measurer)
    if let font = fonts["font"] { preset.font = font }
    if let estimateSize { preset.estimateSize = estimateSize }
    if let measuringOptions { preset.measuringOptions = measuringOptions }
    if let cellHeightGrowth { preset.cellHeightGrowth = cellHeightGrowth }
    return .chatLog(preset)
  }
}
