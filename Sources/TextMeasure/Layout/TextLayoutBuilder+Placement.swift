import Foundation

/// Where the set lines go: alignment inside the container, and the bounding
/// rect (typographic or ink) for the layout options.
extension TextLayoutBuilder {
  /// Moves each line by its paragraph's alignment inside the container (the
  /// width limit, or the widest line when there is none).
  func align(_ lines: [Line], headIndents: [Double]) -> [Line] {
    let container = maxWidth.isFinite ? maxWidth : zip(lines, headIndents).map { $0.width + $1 }.max() ?? 0
    return zip(lines, headIndents).map { line, indent in
      let style = shaped.text.attributes(at: line.range.lowerBound).paragraphStyle
      let tailEdge = style.tailIndent > 0 ? style.tailIndent : container + style.tailIndent
      let free = max(0, tailEdge - indent - line.width)
      var aligned = line
      aligned.origin.x = Self.alignedX(indent, free: free, alignment: style.alignment, isRightToLeft: line.isRightToLeft)
      return aligned
    }
  }

  /// Where a line of a region goes in its room, `limit` wide from `setting.indent`.
  func alignedStart(of setting: LineSetting, limit: Double, style: ParagraphStyle, in paragraph: ShapedParagraph)
    -> Double
  {
    let isRightToLeft = BidiLevels.isRightToLeft(paragraph.bidi.paragraphLevel)
    return Self.alignedX(
      setting.indent, free: max(0, limit - setting.width), alignment: style.alignment, isRightToLeft: isRightToLeft)
  }

  /// Where a line starting at `indent` with `free` room left over goes
  /// for `alignment`: moved right by half that room, all of it, or none.
  private static func alignedX(_ indent: Double, free: Double, alignment: TextAlignment, isRightToLeft: Bool) -> Double {
    switch alignment {
    case .center: return indent + free / 2
    case .right: return indent + free
    case .natural where isRightToLeft: return indent + free
    default: return indent
    }
  }

  /// The rect of a region's lines: the union of their boxes, from the
  /// top of the region (lines side by side, moved down, or narrowed).
  func unionOfLines(_ lines: [Line], height: Double) -> CGRect {
    guard !lines.isEmpty else { return .zero }
    let minX = lines.map { Double($0.origin.x) }.min() ?? 0
    let maxX = lines.map { Double($0.origin.x) + max(0, $0.width) }.max() ?? 0
    return CGRect(x: minX, y: 0, width: maxX - minX, height: height)
  }

  /// The rect of lines that are not drawn as ink: from the first line's
  /// fragment, as wide as the widest line.
  func boundingRect(of extents: LineExtents, height: Double) -> CGRect {
    guard let first = extents.first else { return .zero }
    // Lines can be narrower than nothing (a negative kern or tracking, or a
    // font's `trak`, over glyphs that take no room); a rect cannot: it is
    // 0 wide then. A width that is not a number stays one, to be refused.
    let width = extents.widest < 0 ? 0 : extents.widest
    if isSingleLine {
      return CGRect(x: 0, y: -first.ascent, width: width, height: first.height)
    }
    return CGRect(x: first.indent, y: 0, width: width, height: height)
  }

  /// `rect`, unless it, a line's width or the lines' `height` is not finite
  /// (the height counts too where the rect is the ink's, which need not
  /// reach the lines' heights).
  ///
  /// - Throws: ``TextLayoutError/nonFiniteResult``.
  func checked(_ rect: CGRect, extents: LineExtents, height: Double) throws -> CGRect {
    let isFinite = rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    guard isFinite, extents.widthsAreFinite, height.isFinite else { throw TextLayoutError.nonFiniteResult }
    return rect
  }

  /// The glyphs' ink bounds (``TextLayoutOptions/measuresInkBounds``), above
  /// the baseline for a single line.
  func inkRect(of lines: [Line]) -> CGRect {
    guard let first = lines.first else { return .zero }
    let ink = TextLayout.inkBounds(of: lines)
    return isSingleLine ? ink.offsetBy(dx: 0, dy: -first.baseline) : ink
  }
}
