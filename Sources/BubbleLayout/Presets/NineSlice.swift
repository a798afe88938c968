import Foundation

/// The geometry of a nine-slice bubble image: what
/// `UIImage.resizableImage(withCapInsets:resizingMode: .stretch)` draws when
/// the image fills a view of another size.
///
/// The cap insets cut the image into a 3 × 3 grid. The four corners are drawn
/// at their own size, the top and bottom edges stretch horizontally, the left
/// and right edges vertically, and the centre both ways. A renderer draws each
/// ``Slice``'s `source` (in the image's points) into its `destination`.
///
/// ```swift
/// let caps = EdgeInsets(top: 22, left: 26, bottom: 22, right: 26)
/// let bubble = NineSlice(imageSize: CGSize(width: 60, height: 50), capInsets: caps)
/// for slice in bubble.slices(in: CGRect(x: 4, y: -4, width: 120, height: 46), mirrored: true) {
///   draw(image, from: slice.source, into: slice.destination, flipped: slice.isMirrored)
/// }
/// ```
///
/// When the caps meet in the middle (JSQ's and MessageKit's images are capped
/// at their centre point), the centre's source rects have zero width or
/// height: the renderer stretches the single pixel line there.
public struct NineSlice: Sendable, Hashable {
  /// The image's size, in points.
  public var imageSize: CGSize
  /// The fixed margins of the image (`capInsets`).
  public var capInsets: EdgeInsets

  /// A nine-slice image of `imageSize` points with `capInsets`.
  public init(imageSize: CGSize, capInsets: EdgeInsets) {
    self.imageSize = imageSize
    self.capInsets = capInsets
  }

  /// Where a slice sits in the grid.
  public enum Position: Int, Sendable, Hashable, CaseIterable, Codable {
    /// The top-left corner: fixed size.
    case topLeft
    /// The top edge: stretches horizontally.
    case top
    /// The top-right corner: fixed size.
    case topRight
    /// The left edge: stretches vertically.
    case left
    /// The centre: stretches both ways.
    case center
    /// The right edge: stretches vertically.
    case right
    /// The bottom-left corner: fixed size.
    case bottomLeft
    /// The bottom edge: stretches horizontally.
    case bottom
    /// The bottom-right corner: fixed size.
    case bottomRight
  }

  /// One of the nine pieces: where it comes from in the image and where it goes.
  public struct Slice: Sendable, Hashable {
    /// Its place in the image's grid (before any mirroring).
    public var position: Position
    /// The piece of the image, in the image's points (origin top left).
    public var source: CGRect
    /// Where it is drawn, in the destination's coordinates.
    public var destination: CGRect
    /// Drawn flipped left to right (a mirrored bubble).
    public var isMirrored: Bool

    /// A slice.
    public init(position: Position, source: CGRect, destination: CGRect, isMirrored: Bool) {
      self.position = position
      self.source = source
      self.destination = destination
      self.isMirrored = isMirrored
    }
  }

  /// The nine slices that draw the image stretched over `destination`, in
  /// ``Position`` order.
  ///
  /// Caps wider (or taller) than the destination shrink in proportion and
  /// leave the centre nothing *(chosen; UIKit does not document this case)*.
  ///
  /// - Parameters:
  ///   - destination: the rect the image is stretched over, in points.
  ///   - mirrored: draw the image flipped left to right, as an incoming
  ///     bubble (`UIImage.Orientation.upMirrored`): the whole result is
  ///     mirrored, so the image's left cap lands on the destination's right.
  public func slices(in destination: CGRect, mirrored: Bool = false) -> [Slice] {
    let sourceColumns = Self.spans(
      from: 0, length: Double(imageSize.width), leading: capInsets.left, trailing: capInsets.right)
    let sourceRows = Self.spans(
      from: 0, length: Double(imageSize.height), leading: capInsets.top, trailing: capInsets.bottom)
    let columns = Self.spans(
      from: Double(destination.minX), length: Double(destination.width), leading: capInsets.left,
      trailing: capInsets.right)
    let rows = Self.spans(
      from: Double(destination.minY), length: Double(destination.height), leading: capInsets.top,
      trailing: capInsets.bottom)
    return Position.allCases.map { position in
      let (row, column) = (position.rawValue / 3, position.rawValue % 3)
      var target = CGRect(
        x: columns[column].start, y: rows[row].start, width: columns[column].length, height: rows[row].length)
      if mirrored { target.origin.x = destination.minX + destination.maxX - target.maxX }
      return Slice(
        position: position,
        source: CGRect(
          x: sourceColumns[column].start, y: sourceRows[row].start, width: sourceColumns[column].length,
          height: sourceRows[row].length),
        destination: target, isMirrored: mirrored)
    }
  }

  /// Cuts `length` from `start` into a leading cap, a stretched middle and a
  /// trailing cap; caps that do not fit shrink in proportion.
  private static func spans(from start: Double, length: Double, leading: Double, trailing: Double)
    -> [(start: Double, length: Double)]
  {
    let caps = leading + trailing
    let scale = caps > length ? length / caps : 1
    let (first, last) = (leading * scale, trailing * scale)
    let middle = max(0, length - first - last)
    return [(start, first), (start + first, middle), (start + first + middle, last)]
  }
}
