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
    help: """
      With --jsonl, the number of threads that measure, 1 to \(maxJobs) (default: the processors this process \
      may run on, its CPU affinity).
      """)
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
        jobs: jobs ?? UsableProcessors.count)
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
