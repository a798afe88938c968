import Foundation

/// Lays out a ``ShapedText``: its paragraphs' lines set (broken, cut to fit,
/// measured, stacked) → placed lines → bounding rect. ``build()`` assembles
/// every line's glyphs; ``boundingRect()`` sets the same lines and stops
/// there. Shapes nothing but the unsafe edges of lines, with ``shaper``.
struct TextLayoutBuilder {
  let shaped: ShapedText
  /// The box asked for, kept in the layout.
  let constraint: CGSize
  /// The widest a line may be (`.infinity`: no limit).
  let maxWidth: Double
  /// The height the lines may fill (`.infinity`: no limit).
  let maxHeight: Double
  let options: TextLayoutOptions
  let shaper: Shaper
  /// The region whose exclusions the lines flow around; nil for a plain
  /// rectangle of `maxWidth` (the region's width less its padding).
  let region: TextRegion?

  /// A builder for `shaped` in `constraint`, whose limits are `maxWidth`
  /// and `maxHeight` (the caller's convention for unconstrained sizes
  /// resolved to `.infinity`). On a ``TextLayoutOptions/Lines/single`` line
  /// the height is not a limit.
  init(
    shaped: ShapedText, constraint: CGSize, maxWidth: Double, maxHeight: Double, options: TextLayoutOptions,
    shaper: Shaper, region: TextRegion? = nil
  ) {
    self.shaped = shaped
    self.region = region
    self.constraint = constraint
    self.maxWidth = maxWidth
    self.maxHeight = options.lines == .multiple ? maxHeight : .infinity
    self.options = options
    self.shaper = shaper
  }

  /// The last line set, kept to truncate it when later text is hidden.
  private struct LastLine {
    var assembler: LineAssembler
    var span: LineSpan
    var limit: Double
    var top: Double
    var indent: Double
  }

  var isSingleLine: Bool { options.lines == .single }
  private var text: AttributedText { shaped.text }

  /// The whole layout, every line assembled.
  func build() throws -> TextLayout {
    var assembly = LineAssembly()
    let (height, textWasHidden): (Double, Bool)
    if let region {
      var cursor = RegionCursor(region: region)
      (height, textWasHidden) = setLines(into: &assembly, placer: &cursor)
    } else {
      var placer = RectanglePlacer(maxWidth: maxWidth)
      (height, textWasHidden) = setLines(into: &assembly, placer: &placer)
    }
    // Lines in a region are aligned in their spans as they are set.
    let lines = region == nil ? align(assembly.lines, headIndents: assembly.headIndents) : assembly.lines
    let rect = try checked(
      options.measuresInkBounds
        ? inkRect(of: lines)
        : region == nil ? boundingRect(of: assembly.extents, height: height) : unionOfLines(lines, height: height),
      extents: assembly.extents, height: height)
    return TextLayout(
      text: text, lines: lines, constraint: constraint, options: options, boundingRect: rect,
      isTruncated: textWasHidden || lines.contains(where: \.isTruncated))
  }

  /// `build().boundingRect`, from the lines as set, without assembling
  /// their glyph runs; with ``TextLayoutOptions/measuresInkBounds`` (ink
  /// bounds need the glyphs), from the built layout.
  func boundingRect() throws -> CGRect {
    if options.measuresInkBounds || region != nil { return try build().boundingRect }
    var extents = LineExtents()
    var placer = RectanglePlacer(maxWidth: maxWidth)
    let (height, _) = setLines(into: &extents, placer: &placer)
    return try checked(boundingRect(of: extents, height: height), extents: extents, height: height)
  }

  /// Sets the text's lines, paragraph by paragraph, into `sink`, up to the
  /// height limit, each where `placer` puts it.
  ///
  /// - Returns: the height of the lines and paragraph spacing, and whether
  ///   text was hidden because it did not fit the height.
  private func setLines<Sink: LineSink, Placer: LinePlacer>(into sink: inout Sink, placer: inout Placer)
    -> (height: Double, textWasHidden: Bool)
  {
    let singleLine = isSingleLine
    // The last line is kept only to be truncated again when text after it is hidden.
    let truncatesLastLine = options.truncatesLastVisibleLine && maxHeight.isFinite
    var last: LastLine?
    var y = 0.0
    var previousStyle: ParagraphStyle?
    var textWasHidden = false
    paragraphLoop: for (paragraph, shapedParagraph) in shaped.storage.paragraphs {
      let attributes = text.attributes(at: paragraph.range.lowerBound)
      let style = attributes.paragraphStyle
      // The gap between paragraphs counts only once a line below it is kept.
      var top = y + (previousStyle.map { $0.paragraphSpacing + style.paragraphSpacingBefore } ?? 0)
      let mode = singleLine && style.lineBreakMode.wrapsLines ? .byClipping : style.lineBreakMode
      let breaker = LineBreaker(paragraph: shapedParagraph, shaper: shaper)
      var spans =
        singleLine
        ? breaker.singleLine()
        : breaker.lines(
          mode: mode, firstLineWidth: Self.availableWidth(line: 0, style: style, maxWidth: maxWidth),
          laterLineWidth: Self.availableWidth(line: 1, style: style, maxWidth: maxWidth))
      let assembler = LineAssembler(
        paragraph: shapedParagraph, offset: paragraph.range.lowerBound, style: style,
        addsFontLeading: options.addsFontLeading, fontForEmptyLine: attributes.font, source: text.string,
        shaper: shaper)
      sink.begin(assembler)
      var index = 0
      while let place = placer.place(
        &spans, index: index, lowestTop: top, style: style, wraps: mode.wrapsLines, assembler: assembler)
      {
        var span = place.span
        let limit = place.limit
        var truncation: Truncation?
        var isClipped = false
        if span.width > limit {
          if mode == .byClipping {
            // Clipping keeps every glyph: a width that overflowed stays
            // infinite, so that the layout refuses it (`checked`).
            span.width = span.width.isFinite ? limit : span.width
            isClipped = true
          } else if !mode.wrapsLines {
            let ellipsis = Ellipsis.shaped(
              font: font(at: span, in: shapedParagraph, fallback: attributes.font), style: RunStyle(attributes),
              shaper: shaper)
            truncation = Truncator(paragraph: shapedParagraph, shaper: shaper, ellipsis: ellipsis)
              .truncate(span.range.lowerBound..<span.contentEnd, limit: limit, mode: mode)
          }
        }
        let metrics = assembler.metrics(of: span, truncation: truncation)
        if place.top + metrics.boxHeight > maxHeight {
          textWasHidden = true
          break paragraphLoop
        }
        var setting = LineSetting(
          span: span, truncation: truncation, isClipped: isClipped, metrics: metrics, top: place.top, indent: place.start)
        if Placer.placesInRooms {
          setting.indent = alignedStart(of: setting, limit: limit, style: style, in: shapedParagraph)
        }
        sink.add(setting)
        if truncatesLastLine {
          last = LastLine(assembler: assembler, span: span, limit: limit, top: place.top, indent: place.start)
        }
        top = place.top + metrics.fragmentHeight
        // Lines side by side in a region's band: the layout ends below the tallest.
        y = Placer.placesInRooms ? max(y, top) : top
        index += 1
      }
      if placer.ranOutOfRoom {
        textWasHidden = true
        break paragraphLoop
      }
      previousStyle = style
    }
    if textWasHidden, let last {
      let truncated = truncatedLastLine(last)
      sink.replaceLast(with: truncated, of: last.assembler)
      // The truncated line holds text that was hidden after it, whose
      // fonts may make its metrics overflow: the layout's do then too.
      if !truncated.metrics.isFinite { return (.infinity, textWasHidden) }
    }
    return (y, textWasHidden)
  }

  /// The last visible line shortened with "…" to show that text was hidden.
  private func truncatedLastLine(_ last: LastLine) -> LineSetting {
    let paragraph = last.assembler.paragraph
    let content = last.span.range.lowerBound..<paragraph.trimmedEnd(from: last.span.range.lowerBound, to: paragraph.count)
    let attributes = text.attributes(at: last.assembler.offset + content.lowerBound)
    let ellipsis = Ellipsis.shaped(
      font: font(at: last.span, in: paragraph, fallback: attributes.font), style: RunStyle(attributes), shaper: shaper)
    let truncation = Truncator(paragraph: paragraph, shaper: shaper, ellipsis: ellipsis)
      .truncate(content, limit: last.limit, mode: .byTruncatingTail, force: true)
    var setting = LineSetting(
      span: last.span, truncation: truncation, isClipped: false,
      metrics: last.assembler.metrics(of: last.span, truncation: truncation), top: last.top, indent: last.indent)
    if region != nil {
      setting.indent = alignedStart(of: setting, limit: last.limit, style: last.assembler.style, in: paragraph)
    }
    return setting
  }

  /// The font of the last run on a line, for its ellipsis.
  private func font(at span: LineSpan, in paragraph: ShapedParagraph, fallback: Font) -> Font {
    paragraph.runIndices(overlapping: span.range).last.map { paragraph.runs[$0].run.font } ?? fallback
  }

  /// The width line `index` of a paragraph may fill, after its indents.
  static func availableWidth(line index: Int, style: ParagraphStyle, maxWidth: Double) -> Double {
    let head = index == 0 ? style.firstLineHeadIndent : style.headIndent
    let tailEdge = style.tailIndent > 0 ? style.tailIndent : maxWidth + style.tailIndent
    return max(0, tailEdge - head)
  }
}
