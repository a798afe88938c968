import CHarfBuzz
import Foundation

/// The shaped runs of a line and the one the layout inserted, if any.
struct LineContent {
  var runs: [ShapedRun]
  var inserted: (index: Int, kind: GlyphRun.Kind)?
}

/// The lines of one paragraph: a line's metrics while it is set, and the
/// public ``Line`` for a ``LineSetting`` (glyph runs with positions, metrics
/// and placement).
struct LineAssembler {
  let paragraph: ShapedParagraph
  /// The paragraph's first UTF-16 offset in the whole text.
  let offset: Int
  let style: ParagraphStyle
  let addsFontLeading: Bool
  /// The font whose metrics an empty line takes.
  let fontForEmptyLine: Font
  /// The whole text laid out, for line strings.
  let source: String
  /// Shapes the unsafe edges of lines.
  let shaper: Shaper

  /// The metrics of the line `span` (cut by `truncation`, if any), from the
  /// fonts whose glyphs it shows, raised or lowered by their runs' baseline
  /// offsets; an empty line takes ``fontForEmptyLine``'s. A plain line's
  /// fonts are read without making its runs.
  @inline(__always)
  func metrics(of span: LineSpan, truncation: Truncation?) -> LineHeight {
    var fonts = LineFontExtents()
    if truncation != nil || span.endsWithHyphen {
      for shaped in shapedRuns(span, truncation: truncation).runs where !shaped.glyphs.isEmpty {
        fonts.include(shaped.run.font, baselineOffset: shaped.run.style.baselineOffset)
      }
    } else {
      paragraph.forEachFont(ofGlyphsIn: span.range, shaper: shaper) { fonts.include($0, baselineOffset: $1) }
    }
    if paragraph.hasInlineBoxes { includeInlineBoxes(in: span.range, into: &fonts) }
    if fonts.isEmpty { fonts.include(fontForEmptyLine, baselineOffset: 0) }
    return LineHeight(fonts: fonts, style: style, addsFontLeading: addsFontLeading)
  }

  /// Takes the inline boxes of the runs in `range` into `fonts`: out of
  /// line, so that the common path of ``metrics(of:truncation:)`` stays small.
  @inline(never)
  private func includeInlineBoxes(in range: Range<Int>, into fonts: inout LineFontExtents) {
    for shaped in paragraph.runs[paragraph.runIndices(overlapping: range)] {
      if let box = shaped.run.style.inlineBox { fonts.include(box, baselineOffset: shaped.run.style.baselineOffset) }
    }
  }

  /// The shaped runs a line shows, in visual order, and the one the layout
  /// inserted (an ellipsis or a hyphen), if any.
  private func shapedRuns(_ span: LineSpan, truncation: Truncation?) -> LineContent {
    if let truncation {
      let head = paragraph.glyphRuns(in: truncation.head, shaper: shaper)
      return LineContent(
        runs: head + [truncation.ellipsis] + paragraph.glyphRuns(in: truncation.tail, shaper: shaper),
        inserted: (head.count, .ellipsis))
    }
    let runs = paragraph.glyphRuns(in: span.range, shaper: shaper)
    guard span.endsWithHyphen else { return LineContent(runs: runs, inserted: nil) }
    return LineContent(
      runs: runs + [paragraph.hyphenRun(afterSoftHyphenAt: span.range.upperBound - 1, shaper: shaper)], inserted: (runs.count, .hyphen))
  }

  /// The public line for `setting`, its glyph runs placed.
  ///
  /// - Parameter levels: the paragraph's bidi levels with rule L1 applied
  ///   at this line's end (``VisualOrder/resetTrailingWhitespace(of:in:text:paragraphLevel:)``),
  ///   or none when they are uniform.
  func line(_ setting: LineSetting, levels: [UInt8]) -> Line {
    let span = setting.span
    let content = shapedRuns(span, truncation: setting.truncation)
    var pen = 0.0
    var runs: [GlyphRun] = []
    for piece in visualOrder(content, levels: levels) {
      let replaced =
        piece.kind == .ellipsis ? setting.truncation?.elided : (span.range.upperBound - 1)..<span.range.upperBound
      runs.append(glyphRun(piece.run, pen: &pen, kind: piece.kind, replaced: replaced))
    }
    let range = (span.range.lowerBound + offset)..<(span.range.upperBound + offset)
    let metrics = setting.metrics
    return Line(
      range: range, source: source, width: setting.width,
      origin: CGPoint(x: setting.indent, y: setting.top), height: metrics.fragmentHeight,
      ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading,
      baseline: setting.top + metrics.baselineOffset, runs: runs,
      isRightToLeft: BidiLevels.isRightToLeft(paragraph.bidi.paragraphLevel), breakReason: span.reason,
      isTruncated: setting.truncation != nil || setting.isClipped)
  }

  /// The line's runs, split where their levels differ (rule L1 can give a
  /// run's trailing whitespace another level), in visual order (rule L2). An
  /// inserted run takes the level of the text before it.
  private func visualOrder(_ content: LineContent, levels: [UInt8]) -> [(run: ShapedRun, kind: GlyphRun.Kind)] {
    var pieces: [(run: ShapedRun, kind: GlyphRun.Kind, level: UInt8)] = []
    for (index, shaped) in content.runs.enumerated() {
      if index == content.inserted?.index {
        pieces.append((shaped, content.inserted!.kind, pieces.last?.level ?? paragraph.bidi.paragraphLevel))
        continue
      }
      guard !levels.isEmpty else {
        pieces.append((shaped, .text, paragraph.bidi.paragraphLevel))
        continue
      }
      var start = shaped.run.range.lowerBound
      for offset in shaped.run.range.dropFirst() where levels[offset] != levels[offset - 1] {
        pieces.append((shaped.slice(start..<offset), .text, levels[start]))
        start = offset
      }
      let rest = start == shaped.run.range.lowerBound ? shaped : shaped.slice(start..<shaped.run.range.upperBound)
      pieces.append((rest, .text, levels[start]))
    }
    // Left-to-right text at one even level is already in visual order (L2
    // reverses nothing); the common case skips the reordering.
    if let first = pieces.first, !BidiLevels.isRightToLeft(first.level), pieces.allSatisfy({ $0.level == first.level }) {
      return pieces.map { ($0.run, $0.kind) }
    }
    return VisualOrder.runOrder(levels: pieces.map(\.level)).map { (pieces[$0].run, pieces[$0].kind) }
  }

  /// The public run for `shaped`; `replaced` is the paragraph range an
  /// inserted run stands for (the elided text, or the soft hyphen).
  private func glyphRun(_ shaped: ShapedRun, pen: inout Double, kind: GlyphRun.Kind, replaced: Range<Int>?) -> GlyphRun {
    let isInserted = kind != .text
    let scale = shaped.run.advanceScale
    let verticalScale = shaped.run.font.glyphScale
    let baselineOffset = shaped.run.style.baselineOffset
    let tracking = shaped.run.spacing
    let clusterEnds = tracking != 0 ? Self.clusterEnds(of: shaped) : [:]
    var positions: [CGPoint] = []
    var advances: [Double] = []
    positions.reserveCapacity(shaped.glyphs.count)
    advances.reserveCapacity(shaped.glyphs.count)
    for (index, glyph) in shaped.glyphs.enumerated() {
      let cluster = glyph.cluster
      var advance = Double(glyph.xAdvance) * scale
      if !isInserted && paragraph.text[cluster] == 0x09 {
        advance = paragraph.nextTabStop(after: pen) - pen
      }
      let endsCluster = index == shaped.glyphs.count - 1 || shaped.glyphs[index + 1].cluster != cluster
      if tracking != 0 && endsCluster && kind != .hyphen {
        // Tracking follows every grapheme cluster but invisible format
        // characters, so a ligature of several graphemes gets it once per
        // grapheme (as the line's width counts it); an ellipsis gets it
        // once, a drawn hyphen not at all (as in Chromium).
        // A letter of a cursive script leaves out the letter spacing.
        let starts =
          isInserted ? [] : (cluster..<clusterEnds[cluster, default: cluster + 1]).filter { paragraph.takesSpacing(at: $0) }
        let graphemes = isInserted ? 1 : starts.count
        let letters =
          shaped.run.leavesOutCursiveLetters ? starts.filter { paragraph.isCursiveLetter(at: $0, in: shaped.run) }.count : 0
        advance += letters == 0
          ? tracking * Double(graphemes)
          : tracking * Double(graphemes - letters) + shaped.run.spacingAfterCursiveLetter * Double(letters)
      }
      positions.append(
        CGPoint(x: pen + Double(glyph.xOffset) * scale, y: -Double(glyph.yOffset) * verticalScale - baselineOffset))
      advances.append(advance)
      pen += advance
    }
    let source = isInserted ? (replaced ?? 0..<0) : shaped.run.range
    let range = (source.lowerBound + offset)..<(source.upperBound + offset)
    let clusters = shaped.glyphs.map { isInserted ? range.lowerBound : $0.cluster + offset }
    return GlyphRun(
      font: shaped.run.font, range: range, glyphs: shaped.glyphs.map(\.id), positions: positions, advances: advances,
      clusters: clusters, horizontalScale: shaped.run.style.widthScale, script: Self.tagString(shaped.run.script.rawValue),
      isRightToLeft: shaped.run.direction.rawValue == HB_DIRECTION_RTL.rawValue, kind: kind)
  }

  /// Where each cluster of a run ends: the next cluster's start, or the run's end.
  private static func clusterEnds(of shaped: ShapedRun) -> [Int: Int] {
    let starts = Set(shaped.glyphs.map(\.cluster)).sorted()
    var ends: [Int: Int] = [:]
    for (index, start) in starts.enumerated() {
      ends[start] = index + 1 < starts.count ? starts[index + 1] : shaped.run.range.upperBound
    }
    return ends
  }

  private static func tagString(_ tag: UInt32) -> String {
    String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
  }
}
