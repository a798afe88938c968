import FontOracles
import Foundation
import Testing

/// The single-text modes: the readable summary and `--json`.
@Suite("measure: readable and --json output")
struct OutputFormatTests {
  /// All the decimal numbers in a string.
  private func numbers(in text: String) -> [Double] {
    var result: [Double] = []
    var current = ""
    for character in text + " " {
      if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
        current.append(character)
      } else {
        if let value = Double(current) { result.append(value) }
        current = ""
      }
    }
    return result
  }

  @Test("readable output of \"Hello Susi\" (Inter 17 pt, width 250) gives the rect and 1 line")
  func readableHelloSusi() throws {
    let result = try CLI.run(["measure", "Hello Susi", "--font", "Inter", "--size", "17", "--width", "250"])
    #expect(result.succeeded, "\(result.summary)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let rectLine = try #require(lines.first { $0.lowercased().contains("rect") }, "no rect in \(result.stdout)")
    #expect(
      lines.contains { $0.trimmingCharacters(in: .whitespaces) == "1 line" }, "no '1 line' in \(result.stdout)")
    // The rect's width and height, as printed, are HarfBuzz's advance sum and
    // the hhea line height (to the printed precision).
    let expectedWidth = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello Susi", size: 17)
    let expectedHeight = try SfntTables(contentsOf: FontFiles.interRegular).lineHeight(size: 17)
    let printed = numbers(in: rectLine)
    #expect(printed.contains { abs($0 - expectedWidth) < 0.001 }, "width \(expectedWidth) not in: \(rectLine)")
    #expect(printed.contains { abs($0 - expectedHeight) < 0.001 }, "height \(expectedHeight) not in: \(rectLine)")
  }

  @Test("--json parses, its lines concatenate to the input, and its sizes agree")
  func jsonOutput() throws {
    let text = "Hello Susi, how are you today?\nFine  thanks, and   you? "
    let result = try CLI.run(["measure", text, "--json", "--width", "120"])
    #expect(result.succeeded, "\(result.summary)")
    let lines = result.stdoutLines
    #expect(lines.count == 1, "one JSON object on one line, got \(lines.count)")
    let answer = try Answer(line: try #require(lines.first))
    let textLines = try #require(answer.lines)
    #expect(textLines.joined() == text)
    #expect(textLines.count >= 3, "120 pt cannot hold the first paragraph on one line: \(textLines)")
    let widths = try #require(answer.lineWidths)
    #expect(widths.count == textLines.count)
    #expect(answer.width == widths.max())
    #expect(widths.allSatisfy { $0 <= 120 })
    let rect = try #require(answer.rect)
    #expect(rect["height"] == answer.height)
    #expect(rect["width"] == answer.width)
    // The default font is the system font: the bundled Inter with SF Pro's line metrics.
    #expect(close(answer.height, Double(textLines.count) * SFProLineMetrics.lineHeight(17)))
  }

  @Test("--json: an unconstrained line is as wide as hb-shape says (default font = bundled Inter)")
  func jsonWidthMatchesHarfBuzz() throws {
    let result = try CLI.run(["measure", "Hello Susi", "--json", "--size", "17"])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try Answer(line: try #require(result.stdoutLines.first))
    let expected = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello Susi", size: 17)
    #expect(answer.lines == ["Hello Susi"])
    #expect(close(answer.width, expected), "width \(String(describing: answer.width)), hb-shape \(expected)")
  }

  @Test(
    "--json --fallback: CJK the primary lacks is measured with the fallback file")
  func jsonFallback() throws {
    let text = "你好"
    let without = try Answer(line: try #require(try CLI.run(["measure", text, "--json", "--no-system-fallback"]).stdoutLines.first))
    let result = try CLI.run(["measure", text, "--json", "--fallback", FontFiles.notoSansCJK.path])
    #expect(result.succeeded, "\(result.summary)")
    let with = try Answer(line: try #require(result.stdoutLines.first))
    let expected = try HBShape.width(fontFile: FontFiles.notoSansCJK, text: text, size: 17)
    #expect(close(with.width, expected), "width \(String(describing: with.width)), hb-shape \(expected)")
    #expect(with.width != without.width)
  }

  /// Exposes a bug: when a size comes out infinite or NaN, `--json` prints `{}`
  /// and exits 0, so a caller gets neither a layout nor an error.
  @Test(
    "--json prints a layout or fails with a message, never an empty object",
    arguments: [["--kern", "nan"], ["--kern", "inf"], ["--line-spacing", "inf"], ["--size", "1e308"]])
  func jsonNeverEmpty(_ extra: [String]) throws {
    let result = try CLI.run(["measure", "Hello Susi", "--json"] + extra)
    #expect(result.reason == .exit, "\(result.summary)")
    if result.status == 0 {
      let answer = try Answer(line: try #require(result.stdoutLines.first, "exit 0 with no output"))
      #expect(
        answer.lines?.joined() == "Hello Susi" && answer.width != nil && answer.height != nil && answer.rect != nil,
        "exit 0 without a layout: \(result.stdout)")
    } else {
      #expect(!result.stderrLines.isEmpty, "failed without a message")
    }
  }
}
