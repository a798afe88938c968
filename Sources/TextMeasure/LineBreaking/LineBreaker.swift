/// Greedy first-fit line breaking over UAX #14 opportunities.
///
/// Trailing whitespace hangs: it counts neither in a line's width nor
/// towards the fit. A word wider than the line is broken at grapheme-cluster
/// boundaries (filling the line with as many clusters as fit, at least one).
/// A line fits when its width is at most the available width, compared
/// exactly, so laying out again at a measured width gives the same lines.
/// Widths are differences of running sums, so two candidates that are
/// equally wide in exact arithmetic can differ in the last places (a
/// tracking that hangs is added and taken away again); a candidate over the
/// width by no more than that (``isOverByRoundingAlone(_:limit:)``) does not
/// fit, but does not end the search either.
struct LineBreaker {
  let paragraph: ShapedParagraph
  /// Shapes the unsafe edges of candidate lines.
  let shaper: Shaper

  /// The paragraph's lines for `mode`, found one at a time (no list is made).
  ///
  /// - Parameters:
  ///   - firstLineWidth: the width the first line may fill;
  ///   - laterLineWidth: the width of every later line (indents can differ);
  ///     `.infinity` for no limit.
  func lines(mode: LineBreakMode, firstLineWidth: Double, laterLineWidth: Double) -> Lines {
    switch mode {
    case .byWordWrapping:
      return Lines(
        breaker: self, candidates: paragraph.opportunities, softBreak: .wordBoundary,
        widths: (firstLineWidth, laterLineWidth))
    case .byCharWrapping:
      return Lines(
        breaker: self, candidates: graphemeCandidates(), softBreak: .character, widths: (firstLineWidth, laterLineWidth))
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      return Lines(
        breaker: self, candidates: paragraph.opportunities.filter(\.isMandatory), softBreak: .wordBoundary,
        widths: (.infinity, .infinity))
    }
  }

  /// The whole paragraph as one line, whatever it holds (a
  /// ``TextLayoutOptions/Lines/single`` layout).
  func singleLine() -> Lines {
    Lines(breaker: self, candidates: [], softBreak: .paragraphEnd, widths: (.infinity, .infinity), isWhole: true)
  }

  /// The lines of a paragraph, greedily, first fit: each is the longest run
  /// of candidates that fits, or an emergency break inside a word that does
  /// not. An empty paragraph has one empty line.
  struct Lines: Sequence, IteratorProtocol {
    let breaker: LineBreaker
    let candidates: [BreakOpportunity]
    let softBreak: BreakReason
    let widths: (first: Double, later: Double)
    /// Whether the paragraph is one line, unbroken.
    let isWhole: Bool
    /// Where the next line starts; `nil` when the paragraph is done.
    private var start: Int? = 0
    /// The first candidate that may end the next line.
    private var firstCandidate = 0

    init(
      breaker: LineBreaker, candidates: [BreakOpportunity], softBreak: BreakReason, widths: (Double, Double),
      isWhole: Bool = false
    ) {
      self.breaker = breaker
      self.candidates = candidates
      self.softBreak = softBreak
      self.widths = widths
      self.isWhole = isWhole
    }

    mutating func next() -> LineSpan? {
      next(limit: start == 0 ? widths.first : widths.later)
    }

    /// The next line, at most `limit` wide (rather than the widths the
    /// lines were made with): a line whose room depends on where it goes
    /// (``TextRegion``). A whole paragraph ignores it.
    mutating func next(limit: Double) -> LineSpan? {
      guard let start else { return nil }
      let paragraph = breaker.paragraph
      if isWhole {
        self.start = nil
        return breaker.span(0..<paragraph.count, reason: .paragraphEnd)
      }
      guard paragraph.count > 0 else {
        self.start = nil
        return LineSpan(range: 0..<0, contentEnd: 0, width: 0, reason: .paragraphEnd)
      }
      while firstCandidate < candidates.count && candidates[firstCandidate].offset <= start { firstCandidate += 1 }
      var fit: LineSpan?
      var index = firstCandidate
      // The first candidate that did not fit: where the first word ends, if none fits.
      var overflow: Int?
      while index < candidates.count {
        let candidate = candidates[index]
        let span = breaker.span(start..<candidate.offset, reason: breaker.reason(of: candidate, softBreak: softBreak))
        guard span.width <= limit else {
          // A break at a soft hyphen shows a hyphen, a later break none: when
          // only the hyphen does not fit, a later break may still fit; so may
          // one after a candidate over the limit by rounding alone.
          let mayBeFollowedByAFit =
            span.endsWithHyphen && breaker.fitsWithoutHyphen(span, limit: limit)
            || !candidate.isMandatory && breaker.isOverByRoundingAlone(span, limit: limit)
          guard mayBeFollowedByAFit else { break }
          overflow = overflow ?? index
          index += 1
          continue
        }
        fit = span
        index += 1
        if candidate.isMandatory { break }
      }
      let wordEnd = overflow ?? index
      let line =
        fit
        ?? breaker.emergencyLine(
          start: start, wordEnd: wordEnd < candidates.count ? candidates[wordEnd].offset : paragraph.count,
          limit: limit)
      self.start = line.range.upperBound < paragraph.count ? line.range.upperBound : nil
      return line
    }
  }

  fileprivate func reason(of candidate: BreakOpportunity, softBreak: BreakReason) -> BreakReason {
    if candidate.offset == paragraph.count { return .paragraphEnd }
    if candidate.isMandatory { return .lineSeparator }
    return softBreak
  }

  /// The line `range`, measured without its trailing whitespace, with the
  /// hyphen it shows when it breaks at a soft hyphen (between words, inside
  /// a word too wide for the line, or between characters); the tracking
  /// after its last cluster (or hyphen) hangs.
  func span(_ range: Range<Int>, reason: BreakReason) -> LineSpan {
    let contentEnd = paragraph.trimmedEnd(from: range.lowerBound, to: range.upperBound)
    var width = paragraph.width(of: range.lowerBound..<contentEnd, shaper: shaper)
    // Any break right after a soft hyphen: a word boundary, inside a word or
    // between characters (a mandatory break or the paragraph's end never is).
    let hyphenated = paragraph.breaksAtSoftHyphen(range.upperBound)
    if hyphenated || paragraph.hasHangingSpacing {
      width += endAdjustment(of: range.lowerBound..<contentEnd, softHyphen: hyphenated ? range.upperBound - 1 : nil)
    }
    return LineSpan(range: range, contentEnd: contentEnd, width: width, reason: reason, endsWithHyphen: hyphenated)
  }

  /// What the end of the line `content` (trailing whitespace excluded) adds
  /// to its width: the hyphen it shows when it breaks after the soft hyphen
  /// at `softHyphen` (no kern or tracking follows a drawn hyphen, as in
  /// Chromium), or else minus the tracking that hangs after its last cluster.
  ///
  /// Out of line, as ``fitsWithoutHyphen(_:limit:)``: inlined, it kept
  /// ``span(_:reason:)`` from being inlined into the search, which cost
  /// every warm layout about 800 instructions per message.
  @inline(never)
  private func endAdjustment(of content: Range<Int>, softHyphen: Int?) -> Double {
    guard let softHyphen else { return -paragraph.hangingSpacing(atEndOf: content) }
    return paragraph.hyphenRun(afterSoftHyphenAt: softHyphen, shaper: shaper).advance
  }

  /// Whether `span`, wider than `limit`, is wider by no more than the
  /// rounding of the running sums its width is taken from (a billionth of a
  /// millionth of the magnitudes involved, thousands of times their last
  /// place): a longer candidate, rounded the other way, may fit.
  ///
  /// Out of line: it runs once per line, when the search meets a candidate
  /// that does not fit.
  @inline(never)
  fileprivate func isOverByRoundingAlone(_ span: LineSpan, limit: Double) -> Bool {
    let magnitude =
      abs(limit) + abs(paragraph.advancePrefix[span.range.lowerBound])
      + abs(paragraph.advancePrefix[span.range.upperBound])
    return span.width <= limit + magnitude * 1e-12
  }

  /// Whether the text of `span`, which breaks at a soft hyphen, fits without the hyphen.
  ///
  /// Out of line: it runs only where a search stops at a soft hyphen, and
  /// inlined into the search it cost every warm layout about 700
  /// instructions per message.
  @inline(never)
  fileprivate func fitsWithoutHyphen(_ span: LineSpan, limit: Double) -> Bool {
    paragraph.width(of: span.range.lowerBound..<span.contentEnd, shaper: shaper) <= limit
  }

  /// As many grapheme clusters of the word `start..<wordEnd` as fit, at
  /// least one.
  ///
  /// A soft hyphen stays with the cluster before it (UAX #14 has no break
  /// before it, and Chromium breaks "anti\u{AD}…" as "ant" | "i‐" where "anti"
  /// would fit without its hyphen); a break after it shows the hyphen.
  fileprivate func emergencyLine(start: Int, wordEnd: Int, limit: Double) -> LineSpan {
    var best: LineSpan?
    var end = start + 1
    let hasSoftHyphens = paragraph.hasSoftHyphens
    while end <= wordEnd {
      if paragraph.graphemeStarts[end] && !(hasSoftHyphens && paragraph.isSoftHyphen(at: end)) {
        let span = self.span(start..<end, reason: end == paragraph.count ? .paragraphEnd : .emergency)
        if best != nil && span.width > limit {
          guard isOverByRoundingAlone(span, limit: limit) else { break }
        } else {
          best = span
          if span.width > limit { break }
        }
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

  /// Every grapheme boundary but those before a soft hyphen, with ICU's
  /// mandatory breaks kept mandatory.
  private func graphemeCandidates() -> [BreakOpportunity] {
    let mandatory = Set(paragraph.opportunities.filter(\.isMandatory).map(\.offset))
    return stride(from: 1, through: paragraph.count, by: 1).filter {
      paragraph.graphemeStarts[$0] && !paragraph.isSoftHyphen(at: $0)
    }.map {
      BreakOpportunity(offset: $0, isMandatory: mandatory.contains($0))
    }
  }
}
