import Foundation
import TextMeasure

/// The names of the drawing options a request (and the CLI's `--options`)
/// may give: `StringDrawingOptions`' own names.
public enum DrawingOptionName {
  /// Each option's name and value, in the order `measure --help` lists them.
  public static let all: [(name: String, option: StringDrawingOptions)] = [
    ("usesLineFragmentOrigin", .usesLineFragmentOrigin), ("usesFontLeading", .usesFontLeading),
    ("usesDeviceMetrics", .usesDeviceMetrics), ("truncatesLastVisibleLine", .truncatesLastVisibleLine),
  ]

  /// The options `names` name, in any letter case, blank names skipped.
  ///
  /// - Throws: ``BatchError`` "unknown option 'NAME' (known: …)".
  public static func parse(_ names: [String]) throws -> StringDrawingOptions {
    var options: StringDrawingOptions = []
    for name in names.map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
      guard let option = all.first(where: { $0.name.lowercased() == name.lowercased() })?.option else {
        throw BatchError("unknown option '\(name)' (known: \(all.map(\.name).joined(separator: ", ")))")
      }
      options.insert(option)
    }
    return options
  }

  /// The options whose bits sum to `rawValue`, nil when it has a bit no option has.
  static func options(rawValue: Int) -> StringDrawingOptions? {
    let known = all.reduce(0) { $0 | $1.option.rawValue }
    return rawValue & ~known == 0 ? StringDrawingOptions(rawValue: rawValue) : nil
  }
}
