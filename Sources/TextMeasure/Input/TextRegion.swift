import Foundation

/// A rectangle with rectangular holes that text flows around, line by line,
/// as TextKit 1 flows text around a container's exclusion paths.
///
/// ```swift
/// let region = TextRegion(
///   size: CGSize(width: 300, height: .infinity), exclusions: [CGRect(x: 0, y: 0, width: 80, height: 60)])
/// let layout = try TextMeasurer().layout(text, in: region)
/// ```
///
/// Each line is set in a *band*, the strip of the region from the line's
/// top as tall as its line fragment. An exclusion that overlaps a band
/// splits it into free *spans*, left to right; a line goes in the first
/// span, from its start, that holds its first grapheme cluster (a span no
/// exclusion narrows always does, as a narrow layout does), and the
/// paragraph's next line goes on in the span to its right, on the same
/// band, unless the line ended with a line or paragraph separator. A band
/// with no room is moved down, not shrunk, to the lowest bottom edge of the
/// exclusions in its way (Apple's *Line Fragment Generation*: "the
/// rectangle can be moved or shortened along the sweep direction and
/// shifted (but not resized) in the line movement direction"). When no
/// band below has room (the exclusions in the way never end), no further
/// line is laid out, and the layout reports its text as truncated.
///
/// Inside a span, ``lineFragmentPadding`` is kept free at both ends, and a
/// paragraph's indents are measured as in a plain layout whose width is
/// the region's less that padding at both ends; a line's alignment places
/// it in its span. A line's ``Line/origin`` is in those coordinates: x = 0
/// is `lineFragmentPadding` right of the region's left edge, where a line
/// no exclusion narrows starts, so that a region without exclusions lays
/// out every line as ``TextMeasurer/layout(_:constrainedTo:options:)-(AttributedText,_,_)``
/// does at its width less twice the padding.
public struct TextRegion: Sendable, Hashable {
  /// The region's width and height, `.infinity` for no limit; the height
  /// keeps only the lines that fit in it.
  public var size: CGSize
  /// The holes, in the region's coordinates (origin at its top-left, y
  /// down). A rect with no area excludes nothing; parts outside the region
  /// exclude nothing either.
  public var exclusions: [CGRect]
  /// Space kept free at both ends of every span (TextKit's
  /// `lineFragmentPadding`).
  public var lineFragmentPadding: Double

  /// A region of `size` with `exclusions` cut out of it.
  public init(size: CGSize, exclusions: [CGRect] = [], lineFragmentPadding: Double = 0) {
    self.size = size
    self.exclusions = exclusions
    self.lineFragmentPadding = lineFragmentPadding
  }

  /// The free spans of the band from `top`, `height` tall (0: the line at
  /// `top`), left to right, in the region's coordinates: the region's
  /// width less the exclusions that overlap the band. Spans are not
  /// narrowed by the padding.
  public func freeSpans(top: Double, height: Double) -> [Range<Double>] {
    let width = Double(size.width)
    var spans: [Range<Double>] = []
    var start = 0.0
    for hole in holes(top: top, height: height) where hole.upperBound > start {
      if hole.lowerBound > start { spans.append(start..<min(hole.lowerBound, width)) }
      start = hole.upperBound
      if start >= width { break }
    }
    if start < width { spans.append(start..<width) }
    return spans.filter { !$0.isEmpty }
  }

  /// The x extents of the exclusions that overlap the band, sorted by their left edges.
  private func holes(top: Double, height: Double) -> [Range<Double>] {
    exclusions(overlapping: top, height: height).map { Double($0.minX)..<Double($0.maxX) }
      .sorted { $0.lowerBound < $1.lowerBound }
  }

  /// The exclusions with area that overlap the band from `top`, `height`
  /// tall (0: those that hold the line at `top`).
  private func exclusions(overlapping top: Double, height: Double) -> [CGRect] {
    exclusions.filter { rect in
      guard rect.width > 0, rect.height > 0 else { return false }
      let (minY, maxY) = (Double(rect.minY), Double(rect.maxY))
      return maxY > top && (height > 0 ? minY < top + height : minY <= top)
    }
  }

  /// Whether an exclusion overlaps the band.
  func isObstructed(top: Double, height: Double) -> Bool {
    !exclusions(overlapping: top, height: height).isEmpty
  }

  /// The top of the next band to try when the band from `top`, `height`
  /// tall, has no room: the lowest bottom edge of the exclusions that
  /// overlap it; nil when none ends (no room below).
  func nextTop(after top: Double, height: Double) -> Double? {
    exclusions(overlapping: top, height: height).map { Double($0.maxY) }.min().flatMap { $0.isFinite ? $0 : nil }
  }
}
