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
      or {"id", "error"} for a bad request (without "id" when the line is not a JSON object).
      """)

  @Argument(help: "The text to measure (omit with --jsonl).")
  var text: String?

  @OptionGroup var fontOptions: FontOptions
  @OptionGroup var layoutOptions: LayoutOptions

  @Flag(name: .long, help: "Print the layout as JSON.")
  var json = false

  @Flag(
    name: .long,
    help: """
      Read JSON requests from stdin, one per line, and answer each line as it arrives, in order. \
      Exit status: 0 all answered, 1 some requests failed (each answered with its error), \
      3 stdin could not be read or stdout written (the answers stop there), 64 a usage error.
      """)
  var jsonl = false

  @Option(
    name: .customLong("jobs"),
    help: "With --jsonl, the number of threads that measure, 1 to \(maxJobs) (default: the active processor count).")
  var jobs: Int?

  /// The most threads `--jobs` starts: one per core of the largest machines, not one per request.
  static let maxJobs = 1024

  @Option(
    name: .customLong("max-line-bytes"),
    help: """
      With --jsonl, the longest request line in bytes (default: 1048576, 1 MiB); a longer one is skipped \
      as it is read and answered with an error.
      """)
  var maxLineBytes: Int?

  func validate() throws {
    if jsonl && text != nil { throw ValidationError("give a text or --jsonl, not both") }
    if !jsonl && text == nil { throw ValidationError("missing the text to measure (or --jsonl)") }
    if jsonl && (fontOptions.namedInstance != nil || !fontOptions.variations.isEmpty) {
      throw ValidationError("with --jsonl, give each request's \"named_instance\" and \"variations\" instead")
    }
    if !jsonl && (jobs != nil || maxLineBytes != nil) {
      throw ValidationError("--jobs and --max-line-bytes are for --jsonl")
    }
    if let jobs, !(1...Self.maxJobs).contains(jobs) {
      throw ValidationError("--jobs must be from 1 to \(Self.maxJobs), got \(jobs)")
    }
    if let maxLineBytes, maxLineBytes < 1 { throw ValidationError("--max-line-bytes must be at least 1") }
  }

  func run() throws {
    if jsonl {
      let limits = BatchStreamLimits(
        maxLineBytes: maxLineBytes ?? BatchStreamLimits.defaultMaxLineBytes,
        jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
      try BatchMeasurer(
        measurer: TextMeasurer(metricsProfile: layoutOptions.metricsProfile.profile),
        fallbacks: fontOptions.fallbackFonts(), systemFallback: fontOptions.usesSystemFallback
      ).runOnStandardStreams(limits: limits)
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
