import Foundation
import TextMeasure

extension TextContainerLayout {
  /// The character under `point` or nearest it, and how far `point` lies
  /// from the insertion point before that character towards the next one
  /// (`NSLayoutManager.characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`:
  /// "If no glyph is under point, the nearest glyph is returned, where
  /// nearest is defined according to the requirements of selection by
  /// mouse").
  ///
  /// `point` is in the container's coordinates. The line fragment nearest
  /// it vertically is taken (a point above the text takes the first line,
  /// one below it the last; of fragments side by side in a band, the one
  /// nearest horizontally), then the grapheme cluster under the point's x,
  /// from the glyphs' advances: a cluster is one step between insertion
  /// points, whatever it holds. Left of a line's glyphs the fraction is
  /// that of the leftmost cluster's left edge, right of them that of the
  /// rightmost cluster's right edge: 0 and 1 for left-to-right text, 1 and
  /// 0 for right-to-left. Glyphs that take no room (a paragraph separator)
  /// are never hit; a line without any gives its first character and 0,
  /// and so does a layout without lines (index 0).
  ///
  /// - Returns: the UTF-16 offset of the cluster's first character, and a
  ///   fraction from 0 to 1.
  public func characterIndex(nearest point: CGPoint) -> (index: Int, fraction: Double) {
    guard let fragment = nearestFragment(to: point) else { return (characterRange.lowerBound, 0) }
    let line = fragment.line
    let x = Double(point.x) - container.lineFragmentPadding - Double(line.origin.x)
    let boxes = Self.clusterBoxes(of: line)
    guard let first = boxes.first, let last = boxes.last else { return (line.range.lowerBound, 0) }
    let box = x < first.left ? first : boxes.first(where: { x < $0.right }) ?? last
    let clamped = min(max(x, box.left), box.right)
    let fromLeft = (clamped - box.left) / (box.right - box.left)
    return (box.index, box.isRightToLeft ? 1 - fromLeft : fromLeft)
  }

  /// The fragment whose band is nearest `point` vertically, the nearest
  /// horizontally of those at the same distance; nil without fragments.
  private func nearestFragment(to point: CGPoint) -> LineFragment? {
    let distance = { (low: Double, high: Double, value: Double) in
      value < low ? low - value : value >= high ? value - high : 0
    }
    return lineFragments.min { a, b in
      let key = { (fragment: LineFragment) in
        (
          distance(Double(fragment.rect.minY), Double(fragment.rect.maxY), Double(point.y)),
          distance(Double(fragment.usedRect.minX), Double(fragment.usedRect.maxX), Double(point.x))
        )
      }
      return key(a) < key(b)
    }
  }

  /// A grapheme cluster's glyphs on a line: the offset of its first
  /// character, its extent from the line's origin, and its direction.
  private struct ClusterBox {
    var index: Int
    var left: Double
    var right: Double
    var isRightToLeft: Bool
  }

  /// The clusters of a line's text runs, left to right, each from its
  /// glyphs' pen positions (the sum of the advances before them, as the
  /// layout places runs); clusters that take no room are left out.
  private static func clusterBoxes(of line: Line) -> [ClusterBox] {
    var boxes: [ClusterBox] = []
    var pen = 0.0
    for run in line.runs {
      for (cluster, advance) in zip(run.clusters, run.advances) {
        defer { pen += advance }
        guard run.kind == .text else { continue }
        if let lastBox = boxes.last, lastBox.index == cluster, lastBox.right == pen {
          boxes[boxes.count - 1].right = pen + advance
        } else {
          boxes.append(ClusterBox(index: cluster, left: pen, right: pen + advance, isRightToLeft: run.isRightToLeft))
        }
      }
    }
    return boxes.filter { $0.right > $0.left }
  }
}
