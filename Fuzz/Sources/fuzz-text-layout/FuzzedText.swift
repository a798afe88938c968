import Foundation
import FuzzSupport
import TextMeasure
import TextMeasureUIKit

/// How a fuzzer input's payload becomes an ``AttributedText``.
///
/// The payload is read as UTF-8 (invalid sequences repaired to U+FFFD by
/// `String`) or as UTF-16 (little endian; lone surrogates repaired the same
/// way), and split into up to four attribute runs at offsets the input
/// chooses. Through ``AttributedText/append(_:attributes:)`` the runs split
/// at scalar boundaries; through `NSAttributedString`, as an iOS app would
/// build the text, at any UTF-16 offset, a surrogate pair's middle included.
enum FuzzedText {
  /// How the payload is decoded and the runs are applied.
  private enum Encoding: CaseIterable {
    case utf8
    case utf16
    case utf16AttributedString
  }

  /// The text of `input`: the encoding, then each run's cut and attributes,
  /// then the payload.
  static func make(from input: inout FuzzInput, fonts: [Font]) -> AttributedText {
    let encoding = input.pick(Encoding.allCases)
    let runCount = 1 + input.index(below: 4)
    let runs = (0..<runCount).map { _ in (cut: input.byte(), attributes: input.attributes(fonts: fonts)) }
    let payload = input.remainder()
    let string =
      encoding == .utf8
      ? String(decoding: payload, as: UTF8.self) : String(decoding: utf16Units(payload), as: UTF16.self)
    let units = Array(string.utf16)
    // Run 0 starts the text; the others start at their cut's share of it.
    let starts = [0] + runs.dropFirst().map { Int($0.cut) * units.count / 256 }.sorted()
    let ranges = starts.indices.map { starts[$0]..<(starts.indices.contains($0 + 1) ? starts[$0 + 1] : units.count) }
    let attributes = runs.map(\.attributes)
    return encoding == .utf16AttributedString
      ? throughAttributedString(string, ranges: ranges, attributes: attributes)
      : appended(units, ranges: ranges, attributes: attributes)
  }

  /// Little-endian UTF-16 code units (an odd last byte is dropped).
  private static func utf16Units(_ bytes: ArraySlice<UInt8>) -> [UInt16] {
    stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
      UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8
    }
  }

  /// The runs appended one by one, each range moved off a surrogate pair's middle.
  private static func appended(_ units: [UInt16], ranges: [Range<Int>], attributes: [TextAttributes])
    -> AttributedText
  {
    var text = AttributedText("", attributes: attributes[0])
    var start = 0
    for (range, runAttributes) in zip(ranges, attributes) {
      let end = scalarBoundary(atOrAfter: range.upperBound, in: units)
      guard end > start else { continue }
      text.append(String(decoding: units[start..<end], as: UTF16.self), attributes: runAttributes)
      start = end
    }
    return text
  }

  /// `offset`, or the next offset when it falls between a high and a low surrogate.
  private static func scalarBoundary(atOrAfter offset: Int, in units: [UInt16]) -> Int {
    let splitsPair =
      offset > 0 && offset < units.count && UTF16.isLeadSurrogate(units[offset - 1])
      && UTF16.isTrailSurrogate(units[offset])
    return splitsPair ? offset + 1 : offset
  }

  /// The text of an `NSMutableAttributedString` whose runs were set over
  /// `ranges`, read with ``AttributedText/init(_:)``.
  private static func throughAttributedString(_ string: String, ranges: [Range<Int>], attributes: [TextAttributes])
    -> AttributedText
  {
    let attributed = NSMutableAttributedString(string: string)
    for (range, runAttributes) in zip(ranges, attributes) where !range.isEmpty {
      // UIKit's classes, as a port sets them: Foundation compares
      // neighbouring runs' values, which once stopped the process (see
      // `AttributeValueObject`; found by this fuzzer).
      var dictionary: [NSAttributedString.Key: Any] = [
        .font: UIFont(runAttributes.font), .paragraphStyle: NSMutableParagraphStyle(runAttributes.paragraphStyle),
      ]
      if let kern = runAttributes.kern { dictionary[.kern] = kern }
      if let tracking = runAttributes.tracking { dictionary[.tracking] = tracking }
      if runAttributes.baselineOffset != 0 { dictionary[.baselineOffset] = runAttributes.baselineOffset }
      if runAttributes.expansion != 0 { dictionary[.expansion] = runAttributes.expansion }
      if let ligatures = runAttributes.ligatures { dictionary[.ligature] = ligatures.rawValue }
      if let box = runAttributes.inlineBox {
        // A box from `descent` below the baseline to `ascent` above it.
        dictionary[.attachment] = NSTextAttachment(
          bounds: CGRect(x: 0, y: -box.descent, width: box.width, height: box.ascent + box.descent))
      }
      decorate(&dictionary, with: runAttributes.decoration)
      attributed.setAttributes(dictionary, range: NSRange(location: range.lowerBound, length: range.count))
    }
    return AttributedText(attributed)
  }

  /// UIKit's keys for `decoration`'s colours and lines.
  private static func decorate(_ dictionary: inout [NSAttributedString.Key: Any], with decoration: TextDecoration) {
    let color = { (color: RGBAColor) in
      UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
    let style = { (line: TextDecoration.Line) -> NSUnderlineStyle in
      switch line.style {
      case .single: .single
      case .thick: .thick
      case .double: .double
      }
    }
    if let foreground = decoration.foregroundColor { dictionary[.foregroundColor] = color(foreground) }
    if let background = decoration.backgroundColor { dictionary[.backgroundColor] = color(background) }
    if let underline = decoration.underline {
      dictionary[.underlineStyle] = style(underline)
      if let lineColor = underline.color { dictionary[.underlineColor] = color(lineColor) }
    }
    if let strikethrough = decoration.strikethrough {
      dictionary[.strikethroughStyle] = style(strikethrough)
      if let lineColor = strikethrough.color { dictionary[.strikethroughColor] = color(lineColor) }
    }
  }
}
