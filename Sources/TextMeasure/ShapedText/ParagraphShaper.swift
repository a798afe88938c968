/// Analyses and shapes the paragraphs of an ``AttributedText``: ICU
/// boundaries, bidi levels, itemization into runs, HarfBuzz shaping.
struct ParagraphShaper {
  let workspace: Workspace
  let fallback: SystemFallback
  let shaper: Shaper

  /// The shaped paragraph `paragraph` of `text`, whose UTF-16 units are `utf16`.
  ///
  /// - Throws: ``TextLayoutError/textAnalysisFailed`` when ICU fails.
  func shape(_ paragraph: Paragraph, of text: AttributedText, utf16: [UInt16]) throws -> ShapedParagraph {
    let isWholeText = paragraph.range == utf16.indices
    let units = ParagraphText(utf16, range: paragraph.range)
    let attributes = text.attributes(at: paragraph.range.lowerBound)
    let style = attributes.paragraphStyle
    workspace.noteText(length: units.count)
    return try units.withUnsafeBufferPointer { buffer in
      let isASCII = TextBoundaries.isASCII(buffer)
      let graphemeStarts = try TextBoundaries.graphemeBoundaries(in: buffer, isASCII: isASCII, workspace: workspace)
      let opportunities = try TextBoundaries.lineBreakOpportunities(in: buffer, isASCII: isASCII, workspace: workspace)
      let bidi =
        isASCII && style.baseWritingDirection != .rightToLeft
        ? BidiLevels(uniform: buffer.count, paragraphLevel: 0)
        : try BidiLevels(text: buffer, direction: style.baseWritingDirection, workspace: workspace)
      let itemizer = Itemizer(text: buffer, graphemeStarts: graphemeStarts, bidi: bidi, fallback: fallback)
      // ASCII in one font that has all of it (most messages) is one run
      // per paragraph, found without the cluster rules or clipping the
      // attribute runs to the paragraph.
      if text.runs.count == 1, let run = itemizer.primaryFontRun(attributes: attributes) {
        workspace.runs.removeAll(keepingCapacity: true)
        workspace.runs.append(run)
      } else if isWholeText {
        itemizer.runs(attributeRuns: text.runs, into: &workspace.runs)
      } else {
        itemizer.runs(attributeRuns: text.runs(clampedTo: paragraph.range), into: &workspace.runs)
      }
      let shaped = workspace.runs.map { shaper.shapeReusingWords($0, in: buffer, graphemeStarts: graphemeStarts) }
      return ShapedParagraph(
        text: units, graphemeStarts: graphemeStarts, opportunities: opportunities, bidi: bidi, runs: shaped,
        tabInterval: style.defaultTabInterval, hasSoftHyphens: !isASCII && buffer.contains(0xAD))
    }
  }
}
