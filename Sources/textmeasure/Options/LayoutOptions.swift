import ArgumentParser
import Foundation
import TextMeasure
import TextMeasureBatch

/// The line break modes by the short names the CLI takes (and prints as
/// the default), each also accepted by its `LineBreakMode` case name.
enum LineBreakModeName: String, CaseIterable, ExpressibleByArgument {
  case word, char, clip, head, tail, middle

  /// The mode of this name.
  var mode: LineBreakMode {
    switch self {
    case .word: return .byWordWrapping
    case .char: return .byCharWrapping
    case .clip: return .byClipping
    case .head: return .byTruncatingHead
    case .tail: return .byTruncatingTail
    case .middle: return .byTruncatingMiddle
    }
  }

  /// The short name (word, char, clip, head, tail, middle) or the mode's case name (byWordWrapping, …).
  init?(argument: String) {
    guard let name = Self.allCases.first(where: { $0.rawValue == argument || "\($0.mode)" == argument }) else {
      return nil
    }
    self = name
  }
}

/// The metrics profiles the CLI offers: those a batch request may name.
extension MetricsProfileName: ExpressibleByArgument {}

/// The constraint, the drawing options and the paragraph settings.
///
/// The number options take the next argument as their value even when it
/// starts with "-" (`--kern -0.3`), as they do written `--kern=-0.3`.
struct LayoutOptions: ParsableArguments {
  @Option(name: .long, parsing: .unconditional, help: "Maximum width in points (0 = unconstrained).")
  var width: Double = 0

  @Option(name: .long, parsing: .unconditional, help: "Maximum height in points (0 = unconstrained).")
  var height: Double = 0

  @Option(name: .long, help: "Comma-separated drawing options.")
  var options: String = "usesLineFragmentOrigin,usesFontLeading"

  @Option(name: .customLong("line-break-mode"), help: "How lines break or are cut.")
  var lineBreakMode: LineBreakModeName = .word

  @Option(
    name: .long, parsing: .unconditional,
    help: "Tracking in points after each character, negative to tighten (0 turns kerning off).")
  var kern: Double?

  @Option(name: .customLong("line-spacing"), parsing: .unconditional, help: "Space below each line, in points.")
  var lineSpacing: Double = 0

  @Option(
    name: .customLong("metrics-profile"),
    help: "fonts: every font's own metrics; ios: colour emoji measure as Apple Color Emoji (1 em wide).")
  var metricsProfile: MetricsProfileName = .fonts

  func validate() throws {
    for (name, value) in [("--width", width), ("--height", height)] where value.isNaN {
      throw ValidationError("\(name) must be a number")
    }
    for (name, value) in [("--line-spacing", lineSpacing), ("--kern", kern ?? 0)] where !value.isFinite {
      throw ValidationError("\(name) must be a finite number")
    }
    _ = try drawingOptions()
  }

  func drawingOptions() throws -> TextLayoutOptions {
    do {
      return try DrawingOptionName.parse(options.split(separator: ",").map(String.init))
    } catch {
      throw ValidationError("\(error)")
    }
  }

  /// The box to lay out in, with the CLI's "0 (or less) = unconstrained"
  /// turned into the engine's `.infinity`.
  var constraint: CGSize {
    CGSize(width: BatchMeasurer.limit(width), height: BatchMeasurer.limit(height))
  }

  func paragraphStyle() -> ParagraphStyle {
    var style = ParagraphStyle()
    style.lineBreakMode = lineBreakMode.mode
    style.lineSpacing = lineSpacing
    return style
  }
}
