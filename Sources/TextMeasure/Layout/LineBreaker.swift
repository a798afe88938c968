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

/// Greedy first-fit line breaking over UAX #14 opportunities.
///
/// Trailing whitespace hangs: it counts neither in a line's width nor
/// towards the fit. A word wider than the line is broken at grapheme-cluster
/// boundaries (filling the line with as many clusters as fit, at least one).
/// A line fits when its width is at most the available width, compared
/// exactly, so laying out again at a measured width gives the same lines.
struct LineBreaker {
  let paragraph: ShapedParagraph

  /// Breaks the paragraph for `mode`.
  ///
  /// - Parameter availableWidth: the width of line `i` (first line and later
  ///   ones may differ by their indents); `.infinity` for no limit.
  func lines(mode: LineBreakMode, availableWidth: (Int) -> Double) -> [LineSpan] {
    guard paragraph.count > 0 else {
      return [LineSpan(range: 0..<0, contentEnd: 0, width: 0, reason: .paragraphEnd)]
    }
    switch mode {
    case .byWordWrapping:
      return wrap(candidates: paragraph.opportunities, softBreak: .wordBoundary, availableWidth: availableWidth)
    case .byCharWrapping:
      return wrap(candidates: graphemeCandidates(), softBreak: .character, availableWidth: availableWidth)
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      return wrap(
        candidates: paragraph.opportunities.filter(\.isMandatory), softBreak: .wordBoundary,
        availableWidth: { _ in .infinity })
    }
  }

  private func wrap(candidates: [BreakOpportunity], softBreak: BreakReason, availableWidth: (Int) -> Double)
    -> [LineSpan]
  {
    var lines: [LineSpan] = []
    // Room for a chat message's lines in one allocation.
    lines.reserveCapacity(8)
    var start = 0
    var next = 0
    while start < paragraph.count {
      let limit = availableWidth(lines.count)
      while next < candidates.count && candidates[next].offset <= start { next += 1 }
      var fit: LineSpan?
      var index = next
      while index < candidates.count {
        let candidate = candidates[index]
        let span = self.span(start..<candidate.offset, reason: reason(of: candidate, softBreak: softBreak))
        guard span.width <= limit else { break }
        fit = span
        index += 1
        if candidate.isMandatory { break }
      }
      if let fit {
        lines.append(fit)
      } else {
        let wordEnd = index < candidates.count ? candidates[index].offset : paragraph.count
        lines.append(emergencyLine(start: start, wordEnd: wordEnd, limit: limit))
      }
      start = lines[lines.count - 1].range.upperBound
    }
    return lines
  }

  private func reason(of candidate: BreakOpportunity, softBreak: BreakReason) -> BreakReason {
    if candidate.offset == paragraph.count { return .paragraphEnd }
    if candidate.isMandatory { return .lineSeparator }
    return softBreak
  }

  /// The line `range`, measured without its trailing whitespace, with the
  /// hyphen it shows when it breaks at a soft hyphen.
  func span(_ range: Range<Int>, reason: BreakReason) -> LineSpan {
    let contentEnd = paragraph.trimmedEnd(from: range.lowerBound, to: range.upperBound)
    var width = paragraph.width(of: range.lowerBound..<contentEnd)
    let hyphenated = reason == .wordBoundary && paragraph.breaksAtSoftHyphen(range.upperBound)
    if hyphenated {
      let hyphen = paragraph.hyphenRun(afterSoftHyphenAt: range.upperBound - 1)
      width += hyphen.advance + (hyphen.run.kern ?? 0)
    }
    return LineSpan(range: range, contentEnd: contentEnd, width: width, reason: reason, endsWithHyphen: hyphenated)
  }

  /// As many grapheme clusters of the word `start..<wordEnd` as fit, at least one.
  private func emergencyLine(start: Int, wordEnd: Int, limit: Double) -> LineSpan {
    var best: LineSpan?
    var end = start + 1
    while end <= wordEnd {
      if paragraph.graphemeStarts[end] {
        let span = self.span(start..<end, reason: end == paragraph.count ? .paragraphEnd : .emergency)
        if best != nil && span.width > limit { break }
        best = span
        if span.width > limit { break }
      }
      end += 1
    }
    guard var line = best else { return span(start..<wordEnd, reason: .emergency) }
    // Whitespace after the break hangs at the end of this line, as after a word.
    var hangingEnd = line.range.upperBound
    while hangingEnd < wordEnd && CharacterClass.isHangingWhitespace(paragraph.text[hangingEnd]) { hangingEnd += 1 }
    if hangingEnd > line.range.upperBound {
      let reason: BreakReason =
        hangingEnd == paragraph.count ? .paragraphEnd : hangingEnd == wordEnd ? .wordBoundary : .emergency
      line = span(start..<hangingEnd, reason: reason)
    }
    return line
  }

  /// Every grapheme boundary, with ICU's mandatory breaks kept mandatory.
  private func graphemeCandidates() -> [BreakOpportunity] {
    let mandatory = Set(paragraph.opportunities.filter(\.isMandatory).map(\.offset))
    return (1...paragraph.count).filter { paragraph.graphemeStarts[$0] }.map {
      BreakOpportunity(offset: $0, isMandatory: mandatory.contains($0))
    }
  }
}
