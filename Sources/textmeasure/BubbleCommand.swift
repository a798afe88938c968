import ArgumentParser
import BubbleLayout
import Foundation
import TextMeasure
import TextMeasureBatch

/// `textmeasure bubble`: one message's text rect, bubble and cell as a chat library sizes them.
struct BubbleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bubble",
    abstract: "Size one message's bubble and cell as a chat library does.",
    discussion: """
      With --json the output is {"text_rect": {"x","y","width","height"}, "bubble": {"width","height"}, \
      "cell": {"width","height"}} followed by more keys (the bubble's frame in the cell, the style). The text \
      rect is relative to the bubble. --scale rounds the bubble and cell sizes up to that device's pixels.
      """)

  @Argument(help: "The message text.")
  var text: String

  @Option(name: .long, help: "The chat layout.")
  var style: ChatStyle = .jsq

  @Option(name: .customLong("view-width"), parsing: .unconditional, help: "The collection view's width in points.")
  var viewWidth: Double = 375

  @Flag(name: .long, help: "The message is the user's own (drawn on the trailing side).")
  var outgoing = false

  @Option(
    name: .long, parsing: .unconditional, help: "Screen scale (1, 2 or 3): sizes round up to its pixels (default: 1).",
    transform: ScreenScale.parse)
  var scale: Int = 1

  @Option(
    name: .customLong("metrics-profile"),
    help: "fonts: every font's own metrics; ios: colour emoji measure as Apple Color Emoji.")
  var metricsProfile: MetricsProfileName = .fonts

  @Flag(name: .long, help: "JSQ: derive the slack from the text view instead of JSQ's \"+2\" (faithful).")
  var exact = false

  @Flag(name: .long, help: "Print JSON.")
  var json = false

  func validate() throws {
    try style.checkViewWidth(viewWidth)
  }

  func run() throws {
    let conversationStyle = style.conversationStyle(
      measurer: TextMeasurer(metricsProfile: metricsProfile.profile), exact: exact)
    let message = ChatMessage(id: "cli", text: text, isOutgoing: outgoing)
    let measured = try conversationStyle.sizer.measure(message, viewWidth: viewWidth)
    let report = BubbleReport(style: style.rawValue, measurement: measured, scale: Double(scale))
    try StandardStream.output.write((json ? try report.json() : report.text()) + "\n")
  }
}

/// What `bubble` prints.
struct BubbleReport {
  var style: String
  var textRect: CGRect
  var bubbleFrame: CGRect
  var cellSize: CGSize

  /// The measurement, with bubble and cell sizes rounded up to the pixels of `scale`.
  init(style: String, measurement: BubbleMeasurement, scale: Double) {
    self.style = style
    textRect = measurement.textRect
    bubbleFrame = CGRect(
      origin: measurement.bubbleFrame.origin, size: PixelRounding.ceil(measurement.bubbleSize, scale: scale))
    cellSize = PixelRounding.ceil(measurement.cellSize, scale: scale)
  }

  /// `{"text_rect", "bubble", "cell", "bubble_frame", "style"}`, in that order.
  func json() throws -> String {
    var object = OrderedJSONObject()
    object.add("text_rect", try .rect(textRect))
    object.add("bubble", try .size(bubbleFrame.size))
    object.add("cell", try .size(cellSize))
    object.add("bubble_frame", try .rect(bubbleFrame))
    try object.add("style", style)
    return object.json
  }

  func text() -> String {
    func format(_ values: CGFloat...) -> String { values.map { String(format: "%.3f", Double($0)) }.joined(separator: " x ") }
    return """
      style \(style)
      text rect   (\(format(textRect.minX, textRect.minY)))  \(format(textRect.width, textRect.height))
      bubble      \(format(bubbleFrame.width, bubbleFrame.height))  at (\(format(bubbleFrame.minX, bubbleFrame.minY)))
      cell        \(format(cellSize.width, cellSize.height))
      """
  }
}

extension OrderedJSONObject {
  /// `{"x","y","width","height"}`.
  static func rect(_ rect: CGRect) throws -> OrderedJSONObject {
    try numbers([
      "x": Double(rect.minX), "y": Double(rect.minY), "width": Double(rect.width), "height": Double(rect.height),
    ])
  }

  /// `{"width","height"}`.
  static func size(_ size: CGSize) throws -> OrderedJSONObject {
    try numbers(["width": Double(size.width), "height": Double(size.height)])
  }
}
