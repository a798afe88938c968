/// A string with attributes over UTF-16 ranges: the input of a layout.
///
/// Offsets are UTF-16 code units, as in `NSString` and `NSRange`, so ranges
/// from iOS code carry over unchanged.
///
/// ```swift
/// var text = AttributedText("Hello ", attributes: TextAttributes(font: .systemFont(ofSize: 17)))
/// text.append("world", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17)))
/// ```
public struct AttributedText: Sendable, Hashable {
  /// A maximal range with one set of attributes.
  public struct Run: Sendable, Hashable {
    /// The run's UTF-16 range in ``AttributedText/string``.
    public var range: Range<Int>
    /// The attributes of every character in ``range``.
    public var attributes: TextAttributes
  }

  /// The text. Lone surrogates were replaced by U+FFFD when the `String` was made.
  public private(set) var string: String
  /// The attribute runs, in order, covering the whole text without gaps.
  public private(set) var runs: [Run]
  /// The attributes of an empty text (used for its metrics).
  public private(set) var defaultAttributes: TextAttributes

  /// The whole string with one set of attributes.
  public init(_ string: String, attributes: TextAttributes = .default) {
    self.string = string
    defaultAttributes = attributes
    let length = string.utf16.count
    runs = length > 0 ? [Run(range: 0..<length, attributes: attributes)] : []
  }

  /// Appends `string` with `attributes`, merging with the last run when equal.
  public mutating func append(_ string: String, attributes: TextAttributes) {
    let start = self.string.utf16.count
    let length = string.utf16.count
    guard length > 0 else { return }
    self.string += string
    if var last = runs.last, last.attributes == attributes, last.range.upperBound == start {
      last.range = last.range.lowerBound..<(start + length)
      runs[runs.count - 1] = last
    } else {
      if runs.isEmpty { defaultAttributes = attributes }
      runs.append(Run(range: start..<(start + length), attributes: attributes))
    }
  }

  /// The number of UTF-16 code units.
  public var utf16Count: Int { runs.last?.range.upperBound ?? 0 }

  /// The attributes at a UTF-16 offset (the last run's past the end).
  public func attributes(at offset: Int) -> TextAttributes {
    runs.isEmpty ? defaultAttributes : runs[runIndex(at: offset)].attributes
  }

  /// The attribute runs inside `range`, clipped to it, their ranges
  /// relative to its start.
  ///
  /// - Complexity: O(log r + k) for r runs and the k returned.
  func runs(clampedTo range: Range<Int>) -> [Run] {
    guard !runs.isEmpty, !range.isEmpty else { return [] }
    var index = runIndex(at: range.lowerBound)
    var clamped: [Run] = []
    while index < runs.count && runs[index].range.lowerBound < range.upperBound {
      let part = runs[index].range.clamped(to: range)
      if !part.isEmpty {
        clamped.append(
          Run(range: (part.lowerBound - range.lowerBound)..<(part.upperBound - range.lowerBound),
            attributes: runs[index].attributes))
      }
      index += 1
    }
    return clamped
  }

  /// The index of the run holding `offset` (the last run past the end).
  private func runIndex(at offset: Int) -> Int {
    var low = 0
    var high = runs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if runs[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The same text with every font (and its cascade list) and every length
  /// in points (`.kern`, tracking, baseline offset, inline box) scaled by `factor`.
  func scaled(by factor: Double) -> AttributedText {
    mapAttributes { attributes in
      var scaled = attributes
      scaled.font = attributes.font.scaled(by: factor)
      scaled.kern = attributes.kern.map { $0 * factor }
      scaled.tracking = attributes.tracking.map { $0 * factor }
      scaled.baselineOffset = attributes.baselineOffset * factor
      scaled.inlineBox = attributes.inlineBox.map {
        InlineBox(width: $0.width * factor, ascent: $0.ascent * factor, descent: $0.descent * factor)
      }
      return scaled
    }
  }

  /// The same text with every font measuring with `profile`.
  func measuring(with profile: MetricsProfile) -> AttributedText {
    mapAttributes { attributes in
      var adjusted = attributes
      adjusted.font = attributes.font.withMetricsProfile(profile)
      return adjusted
    }
  }

  private func mapAttributes(_ transform: (TextAttributes) -> TextAttributes) -> AttributedText {
    var copy = self
    copy.runs = runs.map { Run(range: $0.range, attributes: transform($0.attributes)) }
    copy.defaultAttributes = transform(defaultAttributes)
    return copy
  }
}
