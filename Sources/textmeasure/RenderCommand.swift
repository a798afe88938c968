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
      recognised by its "answers" key, or forced with --susi, and is drawn in the susi style. The picture is \
      drawn and encoded band by band (512 rows at a time), so memory does not grow with the conversation's \
      length: one PNG may have up to 1000000 rows (what libpng-based readers open by default) and 32767 \
      pixels a side across. --page-height cuts the picture between messages into numbered files \
      (chat.png: chat-001.png, chat-002.png, ...), each at most that many points tall. Files are written \
      aside and renamed when all are complete: an error leaves no partial PNG. Input errors (a missing \
      file, malformed JSON, no messages, a page height that is not positive or smaller than one message) \
      exit with status 1.
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

  @Option(
    name: .customLong("page-height"), parsing: .unconditional,
    help: "Cut the picture between messages into numbered PNGs at most this many points tall.")
  var pageHeight: Double?

  @Option(
    name: .long,
    help: "How hard to compress: fast is no PNG filter and zlib level 1, smallest every filter and level 9.")
  var compression: PNGCompression = .fast

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
    help: """
      Print JSON: {"output", "style", "pixel_width", "pixel_height", "scale", "messages": [...]}, with \
      "pages": [{"output", "pixel_height", "messages": [first, last]}] for --page-height.
      """)
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
    let url = URL(fileURLWithPath: output)
    let options = ConversationPNGOptions(compression: compression, pageHeight: pageHeight)
    let written: WrittenConversation
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
        written = try renderer.writePNG(
          count: messages.count, viewWidth: viewWidth, to: url, options: options,
          progress: progress.update(count:total:)
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
        written = try renderer.writePNG(
          conversation, viewWidth: viewWidth, to: url, options: options, progress: progress.update(count:total:))
      }
    } catch let error as CommandError {
      progress.finish()
      throw error
    } catch let error as RenderError {
      progress.finish()
      if case .writeFailed = error { throw CommandError("\(error)") }
      throw CommandError("\(input): \(error)")
    } catch {
      progress.finish()
      throw CommandError("\(input): \(error)")
    }
    progress.finish()
    try StandardStream.output.write(
      report(written, labels: labels, style: isSUSI ? "susi" : chosen.rawValue, path: url.path) + "\n")
  }

  /// The bubble sizes and the PNGs' places, as text or JSON.
  private func report(
    _ written: WrittenConversation, labels: [(id: String, side: String)], style: String, path: String
  ) -> String {
    let cells = written.layout.cells
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
      try? object.add("pixel_width", written.pixelWidth)
      try? object.add("pixel_height", written.pixelHeight)
      try? object.add("scale", written.scale)
      var tail = ",\"messages\":[" + messages.joined(separator: ",") + "]"
      if pageHeight != nil {
        let pages = written.pages.map { page -> String in
          var object = OrderedJSONObject()
          try? object.add("output", page.url.path)
          try? object.add("pixel_height", page.pixelRows.count)
          return object.json.dropLast() + ",\"messages\":[\(page.messages.lowerBound),\(page.messages.upperBound - 1)]}"
        }
        tail += ",\"pages\":[" + pages.joined(separator: ",") + "]"
      }
      return object.json.dropLast() + tail + "}"
    }
    let width = max(2, labels.map(\.id.count).max() ?? 2)
    var lines = ["style \(style), view width \(written.layout.viewWidth.pointsText) pt"]
    for (label, cell) in zip(labels, cells) {
      let frame = cell.bubbleFrame
      lines.append(
        label.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
          + label.side.padding(toLength: 8, withPad: " ", startingAt: 0)
          + String(
            format: "  bubble %.3f x %.3f pt at (%.3f, %.3f)", Double(frame.width), Double(frame.height),
            Double(frame.minX), Double(frame.minY)))
    }
    let size = written.layout.contentSize
    let points = "\(Double(size.width).pointsText) x \(Double(size.height).pointsText) pt at scale \(written.scale)"
    if pageHeight == nil {
      lines.append("wrote \(path): \(written.pixelWidth) x \(written.pixelHeight) px (\(points))")
    } else {
      for page in written.pages {
        let first = labels[page.messages.lowerBound].id
        let last = labels[page.messages.upperBound - 1].id
        lines.append(
          "wrote \(page.url.path): \(written.pixelWidth) x \(page.pixelRows.count) px "
            + "(rows \(page.pixelRows.lowerBound)-\(page.pixelRows.upperBound - 1), messages \(first)-\(last))")
      }
      lines.append("\(written.pages.count) pages, \(written.pixelWidth) x \(written.pixelHeight) px in all (\(points))")
    }
    return lines.joined(separator: "\n")
  }

  /// Whether `data` is a SUSI server response: a JSON object with an
  /// `answers` key and no `messages` key.
  static func looksLikeSUSI(_ data: Data) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
    return object["answers"] != nil && object["messages"] == nil
  }
}

extension PNGCompression: ExpressibleByArgument {}
