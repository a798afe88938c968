import Foundation
import TextMeasure

/// The drawing options a request's `"options"` (and the CLI's `--options`)
/// may name: `NSStringDrawingOptions`' names, or their bits summed into a
/// number. These names and bits are the wire contract; this is the one place
/// that maps them onto the engine's ``/TextMeasure/TextLayoutOptions``.
public enum DrawingOptionName: String, CaseIterable, Sendable {
  /// Lines stacked from the top-left (``/TextMeasure/TextLayoutOptions/Lines/multiple``);
  /// without it the text is one line on its baseline. Bit 1.
  case usesLineFragmentOrigin
  /// ``/TextMeasure/TextLayoutOptions/addsFontLeading``. Bit 2.
  case usesFontLeading
  /// ``/TextMeasure/TextLayoutOptions/measuresInkBounds``. Bit 8.
  case usesDeviceMetrics
  /// ``/TextMeasure/TextLayoutOptions/truncatesLastVisibleLine``. Bit 32.
  case truncatesLastVisibleLine

  /// The option's bit in a number of options (its `NSStringDrawingOptions` raw value).
  public var bit: Int {
    switch self {
    case .usesLineFragmentOrigin: 1 << 0
    case .usesFontLeading: 1 << 1
    case .usesDeviceMetrics: 1 << 3
    case .truncatesLastVisibleLine: 1 << 5
    }
  }

  /// The engine's options for the options `names` name: those not named are
  /// off, so no name at all is one line on its baseline without leading.
  public static func options(_ names: some Sequence<DrawingOptionName>) -> TextLayoutOptions {
    let names = Set(names)
    return TextLayoutOptions(
      lines: names.contains(.usesLineFragmentOrigin) ? .multiple : .single,
      addsFontLeading: names.contains(.usesFontLeading), measuresInkBounds: names.contains(.usesDeviceMetrics),
      truncatesLastVisibleLine: names.contains(.truncatesLastVisibleLine))
  }

  /// The options `names` name, in any letter case, blank names skipped.
  ///
  /// - Throws: ``BatchError`` "unknown option 'NAME' (known: …)".
  public static func parse(_ names: [String]) throws -> TextLayoutOptions {
    var named: [DrawingOptionName] = []
    for name in names.map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
      guard let option = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
        throw BatchError("unknown option '\(name)' (known: \(allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      named.append(option)
    }
    return options(named)
  }

  /// The options a request gives at `path`: a list of names, or their
  /// bits as a number; nil for null.
  ///
  /// - Throws: ``BatchError`` naming `path` and what is wrong.
  static func read(at path: [any CodingKey], from scanner: inout JSONScanner) throws -> TextLayoutOptions? {
    if try scanner.readNull() { return nil }
    let notOptions = BatchError(at: path, "must be a list of option names (or their bits as a number)")
    switch try scanner.peekKind() {
    case .array:
      var names: [String] = []
      try scanner.readArray { _, scanner in
        guard try scanner.peekKind() == .string else { throw notOptions }
        names.append(try scanner.readString())
      }
      do {
        return try parse(names)
      } catch {
        throw BatchError(at: path, "\(error)")
      }
    case .number:
      let text = try scanner.readNumberText()
      guard let number = Double(text), let bits = Int(exactly: number), let options = options(bits: bits) else {
        let known = allCases.map { "\($0.rawValue) = \($0.bit)" }.joined(separator: ", ")
        throw BatchError(at: path, "\(text) is not a sum of the options' bits (\(known))")
      }
      return options
    default:
      throw notOptions
    }
  }

  /// The options whose bits sum to `bits`, nil when it has a bit no option has.
  static func options(bits: Int) -> TextLayoutOptions? {
    let known = allCases.reduce(0) { $0 | $1.bit }
    return bits & ~known == 0 ? options(allCases.filter { bits & $0.bit != 0 }) : nil
  }
}
