import ArgumentParser
import Foundation
import TextMeasure

/// `textmeasure measure`: one text, or a JSONL batch on stdin.
struct MeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Measure a text (or, with --jsonl, one JSON request per stdin line).",
    discussion: """
      Batch contract (--jsonl): each stdin line is {"id", "text", "font_file" | "font", "font_index"?, \
      "size", "width", "height"?, "options"?}, sizes in points, width 0 = unconstrained, options a list of \
      names (default usesLineFragmentOrigin + usesFontLeading). Each stdout line is {"id", "lines", \
      "line_widths", "width", "height", "rect"}, in input order, or {"id", "error"} for a bad request; the \
      exit status is non-zero if any request failed.
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
  }

  func run() throws {
    if jsonl {
      let failures = BatchMeasurer(
        fallbacks: fontOptions.fallbacks, systemFallback: fontOptions.usesSystemFallback,
        measurer: TextMeasurer(metricsProfile: layoutOptions.metricsProfile.profile)).run(input: FileHandle.standardInput)
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
    print(json ? try report.json() : report.text(), terminator: json ? "\n" : "")
  }
}
