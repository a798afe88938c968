import Foundation

/// Runs the pipeline for one text: paragraphs → shaped paragraphs → lines →
/// placed lines → bounding rect.
struct TextLayoutBuilder {
  let text: AttributedText
  let constraint: CGSize
  let options: StringDrawingOptions
  let shapingCache: ShapingCache?

  /// The last line laid out, kept to truncate it when later text is hidden.
  private struct LastLine {
    var paragraph: ShapedParagraph
    var assembler: LineAssembler
    var span: LineSpan
    var limit: Double
    var top: Double
    var levels: [UInt8]
  }

  /// Where the last line laid out lies in its paragraph (the paragraph itself
  /// is kept once per paragraph, not copied per line).
  private struct LastSpan {
    var span: LineSpan
    var limit: Double
    var top: Double
    var levels: [UInt8]
  }

  func build() throws -> TextLayout {
    try validate()
    let utf16 = Array(text.string.utf16)
    let singleLine = !options.contains(.usesLineFragmentOrigin)
    let maxWidth = Self.limit(constraint.width)
    let maxHeight = singleLine ? .infinity : Self.limit(constraint.height)
    let paragraphs =
      singleLine
      ? (utf16.isEmpty ? [] : [Paragraph(range: 0..<utf16.count, contentRange: 0..<utf16.count)])
      : utf16.withUnsafeBufferPointer { Paragraph.split($0) }
    let paragraphShaper = ParagraphShaper(cache: shapingCache)
    var lines: [Line] = []
    var headIndents: [Double] = []
    var lastParagraph: (paragraph: ShapedParagraph, assembler: LineAssembler)?
    var lastSpan: LastSpan?
    var y = 0.0
    var previousStyle: ParagraphStyle?
    var textWasHidden = false
    paragraphLoop: for paragraph in paragraphs {
      let attributes = text.attributes(at: paragraph.range.lowerBound)
      let style = attributes.paragraphStyle
      let shaped = try paragraphShaper.shape(paragraph, of: text, utf16: utf16)
      if let previousStyle { y += previousStyle.paragraphSpacing + style.paragraphSpacingBefore }
      let mode = singleLine && style.lineBreakMode.wrapsLines ? .byClipping : style.lineBreakMode
      let breaker = LineBreaker(paragraph: shaped)
      let available = { (index: Int) in Self.availableWidth(line: index, style: style, maxWidth: maxWidth) }
      let spans =
        singleLine
        ? [breaker.span(0..<shaped.count, reason: .paragraphEnd)]
        : breaker.lines(mode: mode, availableWidth: available)
      var levels = shaped.bidi.levels
      let assembler = LineAssembler(
        paragraph: shaped, offset: paragraph.range.lowerBound, style: style,
        usesFontLeading: options.contains(.usesFontLeading), fontForEmptyLine: attributes.font, source: text.string)
      for (index, original) in spans.enumerated() {
        var span = original
        let limit = available(index)
        var truncation: Truncation?
        var isClipped = false
        if span.width > limit {
          if mode == .byClipping {
            span.width = limit
            isClipped = true
          } else if !mode.wrapsLines {
            let ellipsis = paragraphShaper.ellipsis(
              font: font(at: span, in: shaped, fallback: attributes.font), kern: attributes.kern)
            truncation = Truncator(paragraph: shaped, ellipsis: ellipsis)
              .truncate(span.range.lowerBound..<span.contentEnd, limit: limit, mode: mode)
          }
        }
        let content = assembler.shapedRuns(span, truncation: truncation)
        let metrics = assembler.height(of: content.runs)
        if y + metrics.boxHeight > maxHeight {
          textWasHidden = true
          break paragraphLoop
        }
        let indent = index == 0 ? style.firstLineHeadIndent : style.headIndent
        shaped.text.withUnsafeBufferPointer {
          VisualOrder.resetTrailingWhitespace(
            of: span.range, in: &levels, text: $0, paragraphLevel: shaped.bidi.paragraphLevel)
        }
        lines.append(
          assembler.line(
            span, content: content, truncation: truncation, isClipped: isClipped, metrics: metrics,
            placement: .init(top: y, x: indent), levels: levels))
        headIndents.append(indent)
        if index == 0 { lastParagraph = (shaped, assembler) }
        lastSpan = LastSpan(span: span, limit: limit, top: y, levels: levels)
        y += metrics.fragmentHeight
      }
      previousStyle = style
    }
    if textWasHidden, options.contains(.truncatesLastVisibleLine), let kept = lastParagraph, let spot = lastSpan,
      !lines.isEmpty
    {
      let last = LastLine(
        paragraph: kept.paragraph, assembler: kept.assembler, span: spot.span, limit: spot.limit, top: spot.top,
        levels: spot.levels)
      lines[lines.count - 1] = truncatedLastLine(last, shaper: paragraphShaper, indent: headIndents[lines.count - 1])
    }
    lines = align(lines, headIndents: headIndents, maxWidth: maxWidth)
    let rect = boundingRect(lines: lines, height: y, singleLine: singleLine, headIndents: headIndents)
    let numbers = [rect.minX, rect.minY, rect.width, rect.height].map(Double.init) + lines.map(\.width)
    guard numbers.allSatisfy(\.isFinite) else { throw TextLayoutError.nonFiniteResult }
    return TextLayout(
      text: text, lines: lines, constraint: constraint, options: options, boundingRect: rect,
      isTruncated: textWasHidden || lines.contains(where: \.isTruncated))
  }

  /// The last visible line shortened with "…" to show that text was hidden.
  private func truncatedLastLine(_ last: LastLine, shaper: borrowing ParagraphShaper, indent: Double) -> Line {
    let paragraph = last.paragraph
    let content = last.span.range.lowerBound..<paragraph.trimmedEnd(from: last.span.range.lowerBound, to: paragraph.count)
    let attributes = text.attributes(at: last.assembler.offset + content.lowerBound)
    let ellipsis = shaper.ellipsis(
      font: font(at: last.span, in: paragraph, fallback: attributes.font), kern: attributes.kern)
    let truncation = Truncator(paragraph: paragraph, ellipsis: ellipsis)
      .truncate(content, limit: last.limit, mode: .byTruncatingTail, force: true)
    let runs = last.assembler.shapedRuns(last.span, truncation: truncation)
    return last.assembler.line(
      last.span, content: runs, truncation: truncation, isClipped: false,
      metrics: last.assembler.height(of: runs.runs), placement: .init(top: last.top, x: indent), levels: last.levels)
  }

  /// The font of the last run on a line, for its ellipsis.
  private func font(at span: LineSpan, in paragraph: ShapedParagraph, fallback: Font) -> Font {
    paragraph.runs.last { $0.run.range.overlaps(span.range) }?.run.font ?? fallback
  }

  private func validate() throws {
    guard !constraint.width.isNaN, !constraint.height.isNaN else {
      throw TextLayoutError.invalidConstraint(width: constraint.width, height: constraint.height)
    }
    for attributes in text.runs.map(\.attributes) + [text.defaultAttributes] {
      if let kern = attributes.kern, !kern.isFinite {
        throw TextLayoutError.invalidAttribute(name: "kern", value: kern)
      }
      if let (name, value) = Self.firstNonFiniteLength(in: attributes.paragraphStyle) {
        throw TextLayoutError.invalidAttribute(name: name, value: value)
      }
    }
    var fonts = text.runs.map(\.attributes.font) + [text.defaultAttributes.font]
    guard !fonts.allSatisfy(\.canLayOut) else { return }
    fonts += fonts.flatMap(\.cascadeList)
    for font in fonts {
      if let error = font.face.loadError { throw TextLayoutError.fontUnavailable(error) }
      guard font.pointSize.isFinite, font.pointSize > 0 else {
        throw TextLayoutError.invalidPointSize(fontName: font.fontName, size: font.pointSize)
      }
    }
  }

  /// The first of the paragraph style's lengths that is not finite, by name.
  private static func firstNonFiniteLength(in style: ParagraphStyle) -> (String, Double)? {
    // Any NaN or infinity makes the product of zeros NaN: the common case
    // (all finite) is decided without building the list.
    let zeros =
      (style.lineSpacing * 0) + (style.paragraphSpacing * 0) + (style.paragraphSpacingBefore * 0)
      + (style.lineHeightMultiple * 0) + (style.minimumLineHeight * 0) + (style.maximumLineHeight * 0)
      + (style.firstLineHeadIndent * 0) + (style.headIndent * 0) + (style.tailIndent * 0)
      + (style.defaultTabInterval * 0)
    guard zeros.isNaN else { return nil }
    let lengths = [
      ("lineSpacing", style.lineSpacing), ("paragraphSpacing", style.paragraphSpacing),
      ("paragraphSpacingBefore", style.paragraphSpacingBefore), ("lineHeightMultiple", style.lineHeightMultiple),
      ("minimumLineHeight", style.minimumLineHeight), ("maximumLineHeight", style.maximumLineHeight),
      ("firstLineHeadIndent", style.firstLineHeadIndent), ("headIndent", style.headIndent),
      ("tailIndent", style.tailIndent), ("defaultTabInterval", style.defaultTabInterval),
    ]
    return lengths.first { !$0.1.isFinite }
  }

  /// A constraint as a limit: 0, negative and infinite mean none.
  private static func limit(_ value: Double) -> Double {
    value > 0 && value.isFinite ? value : .infinity
  }

  /// The width line `index` of a paragraph may fill, after its indents.
  private static func availableWidth(line index: Int, style: ParagraphStyle, maxWidth: Double) -> Double {
    let head = index == 0 ? style.firstLineHeadIndent : style.headIndent
    let tailEdge = style.tailIndent > 0 ? style.tailIndent : maxWidth + style.tailIndent
    return max(0, tailEdge - head)
  }

  /// Moves each line by its paragraph's alignment inside the container (the
  /// constraint's width, or the widest line when there is none).
  private func align(_ lines: [Line], headIndents: [Double], maxWidth: Double) -> [Line] {
    let container = maxWidth.isFinite ? maxWidth : zip(lines, headIndents).map { $0.width + $1 }.max() ?? 0
    return zip(lines, headIndents).map { line, indent in
      let style = text.attributes(at: line.range.lowerBound).paragraphStyle
      let tailEdge = style.tailIndent > 0 ? style.tailIndent : container + style.tailIndent
      let free = max(0, tailEdge - indent - line.width)
      var aligned = line
      switch style.alignment {
      case .center: aligned.origin.x = indent + free / 2
      case .right: aligned.origin.x = indent + free
      case .natural where line.isRightToLeft:
        aligned.origin.x = indent + free
      default: aligned.origin.x = indent
      }
      return aligned
    }
  }

  private func boundingRect(lines: [Line], height: Double, singleLine: Bool, headIndents: [Double]) -> CGRect {
    guard let first = lines.first else { return .zero }
    if options.contains(.usesDeviceMetrics) {
      let ink = TextLayout.inkBounds(of: lines)
      return singleLine ? ink.offsetBy(dx: 0, dy: -first.baseline) : ink
    }
    let width = lines.map(\.width).max() ?? 0
    if singleLine {
      return CGRect(x: 0, y: -first.ascent, width: width, height: first.height)
    }
    return CGRect(x: headIndents.first ?? 0, y: 0, width: width, height: height)
  }
}
