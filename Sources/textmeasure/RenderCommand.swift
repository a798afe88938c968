import ArgumentParser
import BubbleLayout
import Foundation
import SUSIResponseReading
import TextMeasure
import TextMeasureBatch
import TextRender

/// `textmeasure render`: a whole conversation drawn as one PNG in a chat style.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a conversation (Examples/README.md's format, or a SUSI response) as one PNG in a chat style.",
    discussion: """
      Lays the conversation out as the style does (ConversationLayout) and draws every bubble, avatar and \
      text at its frames into one image of the content size × --scale pixels. Prints each message's bubble \
      size and frame in points, then where the PNG went. A SUSI server response (/susi/chat.json) is \
      recognised by its "answers" key, or forced with --susi, and is drawn in the susi style. The image may \
      have at most 32767 pixels a side and 2^28 pixels in all: a longer conversation is refused (render at a \
      lower --scale). Input errors (a missing file, malformed JSON, no messages) exit with status 1.
      """)

  @Argument(help: "The conversation file (JSON).")
  var input: String

  @Option(name: .long, help: "The chat style (default: jsq; susi for SUSI input).")
  var style: ChatStyle?

  @Option(name: .customLong("view-width"), parsing: .unconditional, help: "The collection view's width in points.")
  var viewWidth: Double = 375

  @Option(
    name: .long, parsing: .unconditional, help: "Screen scale: 1, 2 or 3 pixels per point (default: 2).",
    transform: ScreenScale.parse)
  var scale: Int = 2

  @Option(
    name: [.short, .customLong("output")],
    help: "The PNG file to write: a new file, or a regular file it replaces whole (written aside, then renamed).")
  var output: String = "chat.png"

  @Flag(
    name: .customLong("debug-overlay"),
    help: "Draw line boxes, baselines, text rects and bubble insets over the picture.")
  var debugOverlay = false

  @Flag(name: .long, help: "The input is a SUSI server response (detected by its \"answers\" key otherwise).")
  var susi = false

  @Option(
    name: .customLong("metrics-profile"),
    help: "fonts: every font's own metrics; ios: colour emoji measure as Apple Color Emoji.")
  var metricsProfile: MetricsProfileName = .fonts

  @Flag(
    name: .long,
    help: "Print JSON: {\"output\", \"style\", \"pixel_width\", \"pixel_height\", \"scale\", \"messages\": [...]}.")
  var json = false

  func validate() throws {
    guard !output.isEmpty else { throw ValidationError("--output must name a file") }
  }

  func run() throws {
    let data = try CommandInput.data(atPath: input)
    let measurer = TextMeasurer(metricsProfile: metricsProfile.profile)
    let isSUSI = susi || Self.looksLikeSUSI(data)
    let chosen = style ?? (isSUSI ? .susi : .jsq)
    if isSUSI, chosen != .susi {
      throw CommandError(
        "\(input): a SUSI response is drawn in the susi style; use --style susi (or leave --style out)")
    }
    try chosen.checkViewWidth(viewWidth)
    // The PNG is renamed over the path: a device or a link there would be replaced, not written to.
    do {
      try RegularFile.check(output, followingLinks: false)
    } catch {
      throw CommandError("--output: \(error)")
    }
    let progress = ProgressBar()
    let rendered: RenderedConversation
    let labels: [(id: String, side: String)]
    do {
      if isSUSI {
        let response = try CommandInput.susiResponse(data, from: input)
        var layout = SUSILayout()
        layout.measurer = measurer
        let conversation = SUSIConversation(response)
        labels = conversation.messages.enumerated().map { index, message in
          ("\(index):\(message.action.type.rawValue)", message.isFromUser ? "outgoing" : "incoming")
        }
        let renderer = ConversationRenderer(style: .susi(layout), scale: scale, debugOverlay: debugOverlay)
        let messages = conversation.messages
        rendered = try renderer.render(
          count: messages.count, viewWidth: viewWidth, progress: progress.update(count:total:)
        ) { try layout.cell(for: messages[$0], viewWidth: viewWidth) }
      } else {
        let conversation: Conversation
        do {
          conversation = try Conversation(jsonData: data)
        } catch {
          throw CommandError("\(input): \(error)")
        }
        labels = conversation.messages.map { ($0.id, $0.isOutgoing ? "outgoing" : "incoming") }
        let renderer = ConversationRenderer(
          style: chosen.conversationStyle(measurer: measurer), scale: scale, debugOverlay: debugOverlay)
        rendered = try renderer.render(conversation, viewWidth: viewWidth, progress: progress.update(count:total:))
      }
    } catch let error as CommandError {
      progress.finish()
      throw error
    } catch {
      progress.finish()
      throw CommandError("\(input): \(error)")
    }
    progress.finish()

    let url = URL(fileURLWithPath: output)
    do {
      try rendered.bitmap.writePNG(to: url)
    } catch {
      throw CommandError("\(error)")
    }
    try StandardStream.output.write(
      report(rendered, labels: labels, style: isSUSI ? "susi" : chosen.rawValue, path: url.path) + "\n")
  }

  /// The bubble sizes and the PNG's place, as text or JSON.
  private func report(
    _ rendered: RenderedConversation, labels: [(id: String, side: String)], style: String, path: String
  ) -> String {
    let bitmap = rendered.bitmap
    let cells = rendered.layout.cells
    if json {
      let messages = zip(labels, cells).map { label, cell -> String in
        var object = OrderedJSONObject()
        try? object.add("id", label.id)
        try? object.add("side", label.side)
        object.add("bubble", (try? .rect(cell.bubbleFrame)) ?? OrderedJSONObject())
        return object.json
      }
      var object = OrderedJSONObject()
      try? object.add("output", path)
      try? object.add("style", style)
      try? object.add("pixel_width", bitmap.pixelWidth)
      try? object.add("pixel_height", bitmap.pixelHeight)
      try? object.add("scale", bitmap.scale)
      let head = object.json.dropLast()
      return head + ",\"messages\":[" + messages.joined(separator: ",") + "]}"
    }
    let width = max(2, labels.map(\.id.count).max() ?? 2)
    var lines = ["style \(style), view width \(rendered.layout.viewWidth.pointsText) pt"]
    for (label, cell) in zip(labels, cells) {
      let frame = cell.bubbleFrame
      lines.append(
        label.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
          + label.side.padding(toLength: 8, withPad: " ", startingAt: 0)
          + String(
            format: "  bubble %.3f x %.3f pt at (%.3f, %.3f)", Double(frame.width), Double(frame.height),
            Double(frame.minX), Double(frame.minY)))
    }
    let size = rendered.layout.contentSize
    lines.append(
      "wrote \(path): \(bitmap.pixelWidth) x \(bitmap.pixelHeight) px (\(Double(size.width).pointsText) x "
        + "\(Double(size.height).pointsText) pt at scale \(bitmap.scale))")
    return lines.joined(separator: "\n")
  }

  /// Whether `data` is a SUSI server response: a JSON object with an
  /// `answers` key and no `messages` key.
  static func looksLikeSUSI(_ data: Data) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
    return object["answers"] != nil && object["messages"] == nil
  }
}
