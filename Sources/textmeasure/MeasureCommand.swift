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
      Batch contract (--jsonl): each stdin line is {"id", "text", "font_file" | "font", "font_index"?, \
      "named_instance"?, "variations"?, "size", "width", "height"?, "options"?}, sizes in points, width 0 = \
      unconstrained, font_index a face of the font_file (or of the file that holds the named font, or the \
      system font), variations an object of a variable font's axis tags and design values ({"wght": 650}, \
      over the named instance), options a list of names \
      or their bits as a number (default usesLineFragmentOrigin + usesFontLeading); any other field is an \
      error. Each stdout line is {"id", "lines", "line_widths", "width", "height", "rect"}, in input order, \
      or {"id", "error"} for a bad request (without "id" when the line is not a JSON object); the exit \
      status is non-zero if any request failed. If the answers cannot be written (a full disk, a closed \
      pipe) the batch stops with a message on stderr and exit status 1.
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
