import FuzzSupport
import TextMeasure

extension LayoutCase: CustomStringConvertible {
  /// The case in a few lines, for a finding's report: the size, options and
  /// profile, each run's range and every attribute, and the text (its first 300
  /// characters, escaped).
  var description: String {
    let runs = text.runs.map { run in
      let attributes = run.attributes
      return "  \(run.range): \(attributes.font) cascade \(attributes.font.cascadeList) "
        + "fallback \(attributes.font.usesSystemFallback) kern \(String(describing: attributes.kern)) "
        + "tracking \(String(describing: attributes.tracking)) baseline offset \(attributes.baselineOffset) "
        + "expansion \(attributes.expansion) ligatures \(String(describing: attributes.ligatures)) "
        + "language \(String(describing: attributes.language)) \(attributes.paragraphStyle) "
        + "inline box \(String(describing: attributes.inlineBox)) decoration \(attributes.decoration)"
    }
    let profile = metricsProfile == .fontTables ? "font tables" : "iOS parity"
    return (["size \(size), options \(options), \(profile)"] + runs
      + ["  text \(String(text.string.prefix(300)).debugDescription)"]).joined(separator: "\n")
  }

  /// Traps, printing `message` and the case, unless `condition` holds.
  func require(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
  ) {
    invariant(condition, "\(message())\n\(self)", file: file, line: line)
  }
}
