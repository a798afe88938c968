import Foundation

/// Runs the pipeline for one text: paragraphs → shaped paragraphs → lines
/// set (broken, cut to fit, measured, stacked) → placed lines → bounding
/// rect. ``build()`` assembles every line's glyphs; ``boundingRect()`` sets
/// the same lines and stops there.
struct TextLayoutBuilder {
  let text: AttributedText
  let constraint: CGSize
  let options: StringDrawingOptions
  let shapingCache: ShapingCache?

  /// The last line set, kept to truncate it when later text is hidden.
  private struct LastLine {
    var assembler: LineAssembler
    var span: LineSpan
    var limit: Double
    var top: Double
    var indent: Double
  }

  /// The whole layout, every line assembled.
  func build() throws -> TextLayout {
    var assembly = LineAssembly()
    let (height, textWasHidden) = try setLines(into: &assembly)
    let lines = align(assembly.lines, headIndents: assembly.headIndents, maxWidth: Self.limit(constraint.width))
    let rect = try checked(
      options.contains(.usesDeviceMetrics) ? inkRect(of: lines) : boundingRect(of: assembly.extents, height: height),
      extents: assembly.extents)
    return TextLayout(
      text: text, lines: lines, constraint: constraint, options: options, boundingRect: rect,
      isTruncated: textWasHidden || lines.contains(where: \.isTruncated))
  }

  /// `build().boundingRect`, from the lines as set, without assembling
  /// their glyph runs; with `usesDeviceMetrics` (ink bounds need the
  /// glyphs), from the built layout.
  func boundingRect() throws -> CGRect {
    if options.contains(.usesDeviceMetrics) { return try build().boundingRect }
    var extents = LineExtents()
    let (height, _) = try setLines(into: &extents)
    return try checked(boundingRect(of: extents, height: height), extents: extents)
  }

  private var isSingleLine: Bool { !options.contains(.usesLineFragmentOrigin) }

  /// Sets the text's lines, paragraph by paragraph, into `sink`, up to the
  /// constraint's height.
  ///
  /// - Returns: the height of the lines and paragraph spacing, and whether
  ///   text was hidden because it did not fit the height.
  private func setLines<Sink: LineSink>(into sink: inout Sink) throws -> (height: Double, textWasHidden: Bool) {
    try validate()
    let utf16 = Array(text.string.utf16)
    let singleLine = isSingleLine
    let maxWidth = Self.limit(constraint.width)
    let maxHeight = singleLine ? .infinity : Self.limit(constraint.height)
    let paragraphShaper = ParagraphShaper(cache: shapingCache)
    var last: LastLine?
    var y = 0.0
    var previousStyle: ParagraphStyle?
    var textWasHidden = false
    paragraphLoop: for paragraph in ParagraphSequence(utf16, splitsAtSeparators: !singleLine) {
      let attributes = text.attributes(at: paragraph.range.lowerBound)
      let style = attributes.paragraphStyle
      let shaped = try paragraphShaper.shape(paragraph, of: text, utf16: utf16)
      // The gap between paragraphs counts only once a line below it is kept.
      var top = y + (previousStyle.map { $0.paragraphSpacing + style.paragraphSpacingBefore } ?? 0)
      let mode = singleLine && style.lineBreakMode.wrapsLines ? .byClipping : style.lineBreakMode
      let breaker = LineBreaker(paragraph: shaped)
      let spans =
        singleLine
        ? breaker.singleLine()
        : breaker.lines(
          mode: mode, firstLineWidth: Self.availableWidth(line: 0, style: style, maxWidth: maxWidth),
          laterLineWidth: Self.availableWidth(line: 1, style: style, maxWidth: maxWidth))
      let assembler = LineAssembler(
        paragraph: shaped, offset: paragraph.range.lowerBound, style: style,
        usesFontLeading: options.contains(.usesFontLeading), fontForEmptyLine: attributes.font, source: text.string)
      sink.begin(assembler)
      for (index, original) in spans.enumerated() {
        var span = original
        let limit = Self.availableWidth(line: index, style: style, maxWidth: maxWidth)
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
        let metrics = assembler.metrics(of: span, truncation: truncation)
        if top + metrics.boxHeight > maxHeight {
          textWasHidden = true
          break paragraphLoop
        }
        let indent = index == 0 ? style.firstLineHeadIndent : style.headIndent
        sink.add(
          LineSetting(span: span, truncation: truncation, isClipped: isClipped, metrics: metrics, top: top, indent: indent))
        last = LastLine(assembler: assembler, span: span, limit: limit, top: top, indent: indent)
        top += metrics.fragmentHeight
        y = top
      }
      previousStyle = style
    }
    if textWasHidden, options.contains(.truncatesLastVisibleLine), let last {
      sink.replaceLast(with: truncatedLastLine(last, shaper: paragraphShaper), of: last.assembler)
    }
    return (y, textWasHidden)
  }

  /// The last visible line shortened with "…" to show that text was hidden.
  private func truncatedLastLine(_ last: LastLine, shaper: borrowing ParagraphShaper) -> LineSetting {
    let paragraph = last.assembler.paragraph
    let content = last.span.range.lowerBound..<paragraph.trimmedEnd(from: last.span.range.lowerBound, to: paragraph.count)
    let attributes = text.attributes(at: last.assembler.offset + content.lowerBound)
    let ellipsis = shaper.ellipsis(
      font: font(at: last.span, in: paragraph, fallback: attributes.font), kern: attributes.kern)
    let truncation = Truncator(paragraph: paragraph, ellipsis: ellipsis)
      .truncate(content, limit: last.limit, mode: .byTruncatingTail, force: true)
    return LineSetting(
      span: last.span, truncation: truncation, isClipped: false,
      metrics: last.assembler.metrics(of: last.span, truncation: truncation), top: last.top, indent: last.indent)
  }

  /// The font of the last run on a line, for its ellipsis.
  private func font(at span: LineSpan, in paragraph: ShapedParagraph, fallback: Font) -> Font {
    paragraph.runs.last { $0.run.range.overlaps(span.range) }?.run.font ?? fallback
  }

  private func validate() throws {
    guard !constraint.width.isNaN, !constraint.height.isNaN else {
      throw TextLayoutError.invalidConstraint(width: constraint.width, height: constraint.height)
    }
    for run in text.runs { try Self.validate(run.attributes) }
    try Self.validate(text.defaultAttributes)
    guard !(text.defaultAttributes.font.canLayOut && text.runs.allSatisfy(\.attributes.font.canLayOut)) else { return }
    var fonts = text.runs.map(\.attributes.font) + [text.defaultAttributes.font]
    fonts += fonts.flatMap(\.cascadeList)
    for font in fonts {
      if let error = font.face.loadError { throw TextLayoutError.fontUnavailable(error) }
      guard font.pointSize.isFinite, font.pointSize > 0 else {
        throw TextLayoutError.invalidPointSize(fontName: font.fontName, size: font.pointSize)
      }
    }
  }

  /// Throws for a kern or paragraph style length that is not finite.
  private static func validate(_ attributes: TextAttributes) throws {
    if let kern = attributes.kern, !kern.isFinite {
      throw TextLayoutError.invalidAttribute(name: "kern", value: kern)
    }
    if let (name, value) = firstNonFiniteLength(in: attributes.paragraphStyle) {
      throw TextLayoutError.invalidAttribute(name: name, value: value)
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

  /// The rect of lines that are not drawn as ink: from the first line's
  /// fragment, as wide as the widest line.
  private func boundingRect(of extents: LineExtents, height: Double) -> CGRect {
    guard let first = extents.first else { return .zero }
    if isSingleLine {
      return CGRect(x: 0, y: -first.ascent, width: extents.widest, height: first.height)
    }
    return CGRect(x: first.indent, y: 0, width: extents.widest, height: height)
  }

  /// `rect`, unless it or a line's width is not finite.
  private func checked(_ rect: CGRect, extents: LineExtents) throws -> CGRect {
    let isFinite = rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    guard isFinite, extents.widthsAreFinite else { throw TextLayoutError.nonFiniteResult }
    return rect
  }

  /// The glyphs' ink bounds (`usesDeviceMetrics`), above the baseline for a single line.
  private func inkRect(of lines: [Line]) -> CGRect {
    guard let first = lines.first else { return .zero }
    let ink = TextLayout.inkBounds(of: lines)
    return isSingleLine ? ink.offsetBy(dx: 0, dy: -first.baseline) : ink
  }
}
