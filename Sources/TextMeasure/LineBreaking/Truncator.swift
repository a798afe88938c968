/// What is left of a line that a truncating mode shortened: the visible
/// head, the "…", and the visible tail.
struct Truncation {
  /// The visible start of the line (paragraph offsets).
  var head: Range<Int>
  /// The visible end of the line (paragraph offsets; empty for tail truncation).
  var tail: Range<Int>
  /// The range the ellipsis replaces.
  var elided: Range<Int>
  var ellipsis: ShapedRun
  /// The width of head + ellipsis + tail, in points.
  var width: Double
}

/// Shortens a line to a width with "…" at its head, middle or tail, cutting
/// only between grapheme clusters.
struct Truncator {
  let paragraph: ShapedParagraph
  /// Shapes the unsafe edges of the parts kept.
  let shaper: Shaper
  let ellipsis: ShapedRun

  /// The ellipsis's advance and the tracking after it.
  private var ellipsisWidth: Double {
    ellipsis.advance + ellipsis.run.spacing
  }

  /// The part of the ellipsis's tracking that hangs when it ends the line.
  private var ellipsisHang: Double { ellipsis.run.style.hangingSpacing }

  /// `content` (a line's text without trailing whitespace) cut to fit
  /// `limit`. The tracking after whatever ends the line (the ellipsis or
  /// the tail) hangs, so it is left out of the fit and the width.
  ///
  /// - Parameter force: add the ellipsis even when the whole content fits
  ///   (for ``TextLayoutOptions/truncatesLastVisibleLine``, where text after
  ///   the line is hidden).
  func truncate(_ content: Range<Int>, limit: Double, mode: LineBreakMode, force: Bool = false) -> Truncation {
    let budget = limit - ellipsisWidth
    switch mode {
    case .byTruncatingHead:
      let tail = fittingSuffix(of: content, budget: budget + paragraph.hangingSpacing(atEndOf: content))
      return make(head: content.lowerBound..<content.lowerBound, tail: tail, content: content)
    case .byTruncatingMiddle:
      let head = fittingPrefix(of: content, budget: budget / 2)
      let used = paragraph.width(of: head, shaper: shaper)
      let tail = fittingSuffix(
        of: head.upperBound..<content.upperBound, budget: budget - used + paragraph.hangingSpacing(atEndOf: content))
      return make(head: head, tail: tail, content: content)
    default:
      let headBudget = budget + ellipsisHang
      let whole = paragraph.width(of: content, shaper: shaper)
      let head = force && whole <= headBudget ? content : fittingPrefix(of: content, budget: headBudget)
      return make(head: head, tail: content.upperBound..<content.upperBound, content: content)
    }
  }

  private func make(head: Range<Int>, tail: Range<Int>, content: Range<Int>) -> Truncation {
    let hang = tail.isEmpty ? ellipsisHang : paragraph.hangingSpacing(atEndOf: tail)
    let width =
      paragraph.width(of: head, shaper: shaper) + ellipsisWidth + paragraph.width(of: tail, shaper: shaper) - hang
    return Truncation(
      head: head, tail: tail, elided: head.upperBound..<tail.lowerBound, ellipsis: ellipsis, width: width)
  }

  /// The longest prefix, cut between clusters and without trailing
  /// whitespace, whose width is at most `budget`.
  private func fittingPrefix(of range: Range<Int>, budget: Double) -> Range<Int> {
    var best = range.lowerBound
    var end = range.lowerBound + 1
    while end <= range.upperBound {
      if paragraph.graphemeStarts[end] {
        let trimmed = paragraph.trimmedEnd(from: range.lowerBound, to: end)
        if paragraph.width(of: range.lowerBound..<trimmed, shaper: shaper) > budget { break }
        best = trimmed
      }
      end += 1
    }
    return range.lowerBound..<best
  }

  /// The longest suffix, cut between clusters and without leading
  /// whitespace, whose width is at most `budget`.
  private func fittingSuffix(of range: Range<Int>, budget: Double) -> Range<Int> {
    var best = range.upperBound
    var start = range.upperBound - 1
    while start >= range.lowerBound {
      if paragraph.graphemeStarts[start] {
        if paragraph.width(of: start..<range.upperBound, shaper: shaper) > budget { break }
        best = start
      }
      start -= 1
    }
    while best < range.upperBound && CharacterClass.isHangingWhitespace(paragraph.text[best]) { best += 1 }
    return best..<range.upperBound
  }
}
