import ArgumentParser
import TextMeasure

/// `textmeasure`: measure and lay out text as iOS's `boundingRect` does.
@main
struct TextMeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textmeasure",
    abstract: "Measure and lay out text exactly, as NSString.boundingRect does on iOS.",
    version: TextMeasureVersion.current,
    subcommands: [MeasureCommand.self, BubbleCommand.self, SUSICommand.self, RenderCommand.self],
    defaultSubcommand: MeasureCommand.self)
}
