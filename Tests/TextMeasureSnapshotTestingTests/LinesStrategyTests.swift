import BubbleLayout
import EngineFixtures
import FontOracles
import Foundation
import SnapshotTesting
import Testing
import TextMeasure
import TextMeasureSnapshotTesting

/// The `.lines` strategies: rows whose ranges are counted by hand, widths
/// shaped by hb-shape and baselines from the font's `hhea` table.
@Suite struct LinesStrategyTests {
  /// `value` rounded to a thousandth, trailing zeros dropped: how the rows write numbers.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.3f", (value * 1000).rounded() / 1000)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// Columns padded to their widest cell, two spaces apart (the last one not padded).
  static func aligned(_ rows: [[String]]) -> [String] {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max()! }
    return rows.map { row in
      row.indices.map { column in
        column == row.count - 1
          ? row[column] : row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }
      .joined(separator: "  ")
    }
  }

  @Test func aLayoutsLines_oneRowEach_withRangeWidthBaselineAndWhyItBroke() throws {
    let file = FontFiles.liberationSans
    let widths = try ["alpha", "beta", "gamma"].map { try HBShape.width(fontFile: file, text: $0, size: 17) }
    let both = try HBShape.width(fontFile: file, text: "alpha beta", size: 17)
    // A limit that "alpha beta" passes but "alpha" and "gamma" fit.
    let limit = (both + max(widths[0], widths[2])) / 2
    #expect(limit < both && limit > widths[0] && limit > widths[2])
    let layout = try TextMeasurer().layout(
      "alpha beta\ngamma", font: try TestFonts.font(file, size: 17), width: limit)
    let m = try FontFiles.hheaMetrics(file.path, size: 17)
    let lineHeight = m.ascender - m.descender + m.lineGap
    let rows = Self.aligned([
      // "alpha " breaks at the space (which hangs), "beta\n" at the newline, "gamma" at the end.
      ["0..<6", "width \(Self.number(widths[0]))", "baseline \(Self.number(m.ascender))", "wordBoundary", #""alpha ""#],
      [
        "6..<11", "width \(Self.number(widths[1]))", "baseline \(Self.number(lineHeight + m.ascender))",
        "paragraphEnd", #""beta\n""#,
      ],
      [
        "11..<16", "width \(Self.number(widths[2]))", "baseline \(Self.number(2 * lineHeight + m.ascender))",
        "paragraphEnd", #""gamma""#,
      ],
    ])
    let size = "size \(Self.number(widths.max()!)) × \(Self.number(3 * lineHeight))"
    let expected = ([size] + rows).joined(separator: "\n") + "\n"

    let folder = try SnapshotFolder()
    try Data(expected.utf8).write(to: folder.reference("lines", "breaks", pathExtension: "txt"))
    let message = verifySnapshot(
      of: layout, as: .lines, named: "breaks", record: .never, snapshotDirectory: folder.url.path, testName: "lines")
    #expect(message == nil, "\(message ?? "")")
  }

  @Test func aChangedLine_failsWithTheDifferingRows() throws {
    let layout = try TextMeasurer().layout("one\ntwo", font: try TestFonts.font(FontFiles.liberationSans, size: 17))
    let folder = try SnapshotFolder()
    try Data("size 1 × 1\n".utf8).write(to: folder.reference("changed", "text", pathExtension: "txt"))
    let message = try #require(
      verifySnapshot(
        of: layout, as: .lines, named: "text", record: .never, snapshotDirectory: folder.url.path,
        testName: "changed"))
    #expect(message.contains("−size 1 × 1"))
    #expect(message.contains(#"paragraphEnd  "two""#))
  }

  @Test func aConversation_givesEachMessagesFramesAndLines() throws {
    let text = ChatMessage(id: "hi", text: "Hello", isOutgoing: false, sender: "a")
    let photo = ChatMessage(id: "pic", text: "", isOutgoing: true, sender: "b", media: .photo)
    let conversation = Conversation(me: "b", messages: [text, photo])
    let folder = try SnapshotFolder()
    let textFile = folder.reference("conversation", "jsq", pathExtension: "txt")
    // Recorded once, then read back: a snapshot must match itself.
    _ = verifySnapshot(
      of: conversation, as: .lines, named: "jsq", record: .all, snapshotDirectory: folder.url.path,
      testName: "conversation")
    let rows = try String(contentsOf: textFile, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(rows.first?.hasPrefix("view width 375, content ") == true)
    #expect(rows.contains(#"message "hi", incoming"#))
    #expect(rows.contains(#"message "pic", outgoing"#))
    #expect(rows.contains("  media photo"))
    #expect(rows.filter { $0.hasPrefix("  bubble x ") }.count == 2)
    #expect(rows.contains { $0.hasPrefix("  0..<5 ") && $0.hasSuffix(#"paragraphEnd  "Hello""#) })
    let again = verifySnapshot(
      of: conversation, as: .lines, named: "jsq", record: .never, snapshotDirectory: folder.url.path,
      testName: "conversation")
    #expect(again == nil, "\(again ?? "")")
  }

  @Test func aBubbleCell_isItsMessageAloneInAConversation() throws {
    let message = ChatMessage(id: "1", text: "See you at eight?", isOutgoing: true)
    let folder = try SnapshotFolder()
    let alone = Conversation(me: "me", messages: [message])
    _ = verifySnapshot(
      of: alone, as: .lines(style: .sms(), viewWidth: 320), named: "sms", record: .all,
      snapshotDirectory: folder.url.path, testName: "cell")
    let failure = verifySnapshot(
      of: message, as: .lines(style: .sms(), viewWidth: 320), named: "sms", record: .never,
      snapshotDirectory: folder.url.path, testName: "cell")
    #expect(failure == nil, "\(failure ?? "")")
    let rows = try String(contentsOf: folder.reference("cell", "sms", pathExtension: "txt"), encoding: .utf8)
    #expect(rows.hasPrefix("view width 320, content "))
  }

  @Test func aConversationThatCannotBeLaidOut_isTheErrorAsText() throws {
    let folder = try SnapshotFolder()
    _ = verifySnapshot(
      of: Conversation(me: "b", messages: []), as: .lines, named: "empty", record: .all,
      snapshotDirectory: folder.url.path, testName: "error")
    let text = try String(contentsOf: folder.reference("error", "empty", pathExtension: "txt"), encoding: .utf8)
    #expect(text == "error: \(ConversationLayoutError.noMessages)\n")
  }
}
