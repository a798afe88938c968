import ArgumentParser
import BubbleLayout
import Foundation
import SUSIResponseReading
import TextMeasure
import TextMeasureBatch

/// `textmeasure susi`: every action of a SUSI server response sized as the SUSI iOS client does.
struct SUSICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "susi",
    abstract: "Size every action of a SUSI server response (/susi/chat.json) as the SUSI iOS client does.",
    discussion: """
      Prints each action's type, cell size and bubble frame, in response order. With --json: an array of \
      {"type", "cell": {"width","height"}, "bubble": {"x","y","width","height"}}. Actions of unknown types are \
      reported on stderr and skipped; a malformed response is an error naming where (e.g. \
      answers[0].actions[2].type) and exit status 1.
      """)

  @Argument(help: "The response file (JSON).")
  var response: String

  @Option(name: .customLong("view-width"), parsing: .unconditional, help: "The collection view's width in points.")
  var viewWidth: Double = 375

  @Flag(name: .long, help: "Print JSON.")
  var json = false

  func validate() throws {
    try ChatStyle.susi.checkViewWidth(viewWidth)
  }

  func run() throws {
    let parsed = try CommandInput.susiResponse(try CommandInput.data(atPath: response), from: response)
    let items = try SUSILayout().measure(parsed, viewWidth: viewWidth)
    let output: String
    if json {
      let objects = try items.map { item -> String in
        var object = OrderedJSONObject()
        try object.add("type", item.type.rawValue)
        object.add("cell", try .size(item.cellSize))
        object.add("bubble", try .rect(item.bubbleFrame))
        return object.json
      }
      output = "[" + objects.joined(separator: ",") + "]\n"
    } else {
      output = items.map { item in
        let frame = item.bubbleFrame
        let type = item.type.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
        return type
          + String(
            format: " cell %.3f x %.3f   bubble (%.3f, %.3f) %.3f x %.3f\n", Double(item.cellSize.width),
            Double(item.cellSize.height), Double(frame.minX), Double(frame.minY), Double(frame.width),
            Double(frame.height))
      }.joined()
    }
    try StandardStream.output.write(output)
  }
}
