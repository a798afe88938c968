import ArgumentParser
import Foundation
import TextMeasure

extension LineBreakMode: ExpressibleByArgument {
  /// The short names the CLI accepts, in `LineBreakMode` order.
  static let argumentNames = ["word", "char", "clip", "head", "tail", "middle"]

  /// The mode's short name (word, char, clip, head, tail, middle) or its full case name.
  public init?(argument: String) {
    guard
      let mode = LineBreakMode.allCases.first(where: {
        Self.argumentNames[$0.rawValue] == argument || "\($0)" == argument
      })
    else { return nil }
    self = mode
  }

  public static var allValueStrings: [String] { argumentNames }
}

/// The metrics profiles the CLI offers.
enum MetricsProfileName: String, ExpressibleByArgument, CaseIterable {
  /// Every font's own tables.
  case fonts
  /// Colour emoji measure as Apple Color Emoji does on iOS.
  case ios

  var profile: MetricsProfile { self == .ios ? .iOSParity : .fontTables }
}

/// The option names the CLI and the JSONL batch accept.
enum DrawingOptionName {
  static let all: [(String, StringDrawingOptions)] = [
    ("usesLineFragmentOrigin", .usesLineFragmentOrigin), ("usesFontLeading", .usesFontLeading),
    ("usesDeviceMetrics", .usesDeviceMetrics), ("truncatesLastVisibleLine", .truncatesLastVisibleLine),
  ]

  /// The options named in a comma-separated list (or a list), or an error naming the unknown one.
  static func parse(_ names: [String]) throws -> StringDrawingOptions {
    var options: StringDrawingOptions = []
    for name in names.map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
      guard let option = all.first(where: { $0.0.lowercased() == name.lowercased() })?.1 else {
        throw ValidationError(
          "unknown option '\(name)' (known: \(all.map(\.0).joined(separator: ", ")))")
      }
      options.insert(option)
    }
    return options
  }
}

/// The constraint, the drawing options and the paragraph settings.
///
/// The number options take the next argument as their value even when it
/// starts with "-" (`--kern -0.3`), as they do written `--kern=-0.3`.
struct LayoutOptions: ParsableArguments {
  @Option(name: .long, parsing: .unconditional, help: "Maximum width in points (0 = unconstrained).")
  var width: Double = 0

  @Option(name: .long, parsing: .unconditional, help: "Maximum height in points (0 = unconstrained).")
  var height: Double = 0

  @Option(
    name: .long,
    help: "Comma-separated drawing options (default: usesLineFragmentOrigin,usesFontLeading).")
  var options: String = "usesLineFragmentOrigin,usesFontLeading"

  @Option(name: .customLong("line-break-mode"), help: "word, char, clip, head, tail or middle.")
  var lineBreakMode: LineBreakMode = .byWordWrapping

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

  func drawingOptions() throws -> StringDrawingOptions {
    try DrawingOptionName.parse(options.split(separator: ",").map(String.init))
  }

  /// The box to lay out in, with the CLI's "0 (or less) = unconstrained"
  /// turned into the engine's `.infinity`.
  var constraint: CGSize {
    CGSize(width: Self.limit(width), height: Self.limit(height))
  }

  /// A width or height as the engine's limit: 0 or less is none.
  static func limit(_ value: Double) -> Double {
    value > 0 ? value : .infinity
  }

  func paragraphStyle() -> ParagraphStyle {
    var style = ParagraphStyle()
    style.lineBreakMode = lineBreakMode
    style.lineSpacing = lineSpacing
    return style
  }
}
