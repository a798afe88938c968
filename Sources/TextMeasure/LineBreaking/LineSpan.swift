/// A line chosen by the ``LineBreaker``: a range of a paragraph and its width.
struct LineSpan: Sendable, Hashable {
  /// UTF-16 range in the paragraph, trailing whitespace and separator included.
  var range: Range<Int>
  /// The end of the line's content, trailing hanging whitespace excluded.
  var contentEnd: Int
  /// The width of `range.lowerBound..<contentEnd`, in points.
  var width: Double
  var reason: BreakReason
  /// The line breaks at a soft hyphen and shows a hyphen (counted in `width`).
  var endsWithHyphen = false
}
