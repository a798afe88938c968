import ArgumentParser
import Foundation
import TextMeasure
import TextMeasureBatch

/// `textmeasure measure`: one text, or a JSONL batch on stdin.
struct MeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Measure a text (or, with --jsonl, one JSON request per stdin line).",
    discussion: """
      Batch contract (--jsonl): each stdin line is a JSON request, each stdout line its answer, in input \
      order. The JSON Schema of both is Sources/TextMeasureBatch/Schema/batch.schema.json in the repository; \
      the TextMeasureBatch documentation's "The Batch Contract" explains it. A text request is {"id", "text" \
      (or "runs": [{"text", ...}]), "font_file" | "font", "font_index", "named_instance", "variations", \
      "size", "weight", "kern", "tracking", "baseline_offset", "paragraph_style", "width", "height" (0 = \
      no limit), "options", "number_of_lines", "line_break_mode", "metrics_profile", "returns": "lines" \
      (default: {"id", "lines", "line_widths", "width", "height", "rect"}) | "rect" ({"id", "rect"}) | \
      "glyphs" (also "layout")}; a bubble request is {"id", "style", "text", "outgoing", "view_width", \
      "exact", "metrics_profile"}, answered {"id", "style", "cell"}. id: a string (at most 256 bytes) or a \
      number. Any other key, a value of the wrong type or out of range is answered {"id", "error"}, the \
      error starting with the value's JSON path ($.runs[1].size); the exit status is then non-zero. If \
      the answers cannot be written (a full disk, a closed pipe) the batch stops with a message on stderr \
      and exit status 1.
      """)

  @Argument(help: "The text to measure (omit with --jsonl).")
  var text: String?

  @OptionGroup var fontOptions: FontOptions
  @OptionGroup var layoutOptions: LayoutOptions

  @Flag(name: .long, help: "Print the layout as JSON.")
  var json = false

  @Flag(name: .long, help: "Read JSON requests from stdin, one per line, and answer one JSON object per line.")
  var jsonl = false

  func validate() throws {
    if jsonl && text != nil { throw ValidationError("give a text or --jsonl, not both") }
    if !jsonl && text == nil { throw ValidationError("missing the text to measure (or --jsonl)") }
    if jsonl && (fontOptions.namedInstance != nil || !fontOptions.variations.isEmpty) {
      throw ValidationError("with --jsonl, give each request's \"named_instance\" and \"variations\" instead")
    }
  }

  func run() throws {
    if jsonl {
      let failures = try BatchMeasurer(
        measurer: TextMeasurer(metricsProfile: layoutOptions.metricsProfile.profile),
        fallbacks: fontOptions.fallbackFonts(), systemFallback: fontOptions.usesSystemFallback
      ).run(input: FileHandle.standardInput, output: .output)
      if failures > 0 { throw ExitCode(1) }
      return
    }
    let font = try fontOptions.resolvedFont()
    let attributes = TextAttributes(font: font, kern: layoutOptions.kern, paragraphStyle: layoutOptions.paragraphStyle())
    let layout = try TextMeasurer(metricsProfile: layoutOptions.metricsProfile.profile).layout(
      AttributedText(text ?? "", attributes: attributes),
      constrainedTo: layoutOptions.constraint,
      options: try layoutOptions.drawingOptions())
    let report = LayoutReport(id: nil, layout: layout, details: true)
    try StandardStream.output.write(json ? try report.json() + "\n" : report.text())
  }
}
