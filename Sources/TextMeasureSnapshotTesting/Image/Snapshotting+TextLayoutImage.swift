import BubbleLayout
import Foundation
import SnapshotTesting
import TextMeasure
import TextRender

extension Snapshotting where Value == TextLayout, Format == SnapshotImage {
  /// The layout drawn at 2× in black on white with 8 points of padding,
  /// compared with the `DiffTolerance.antiAliasingNoise` tolerance.
  ///
  /// ```swift
  /// assertSnapshot(of: layout, as: .image)
  /// ```
  public static var image: Snapshotting { image() }

  /// The layout drawn as a PNG: every glyph where the layout put it
  /// (`Canvas.draw(_:at:color:)`), nothing laid out again.
  ///
  /// The picture is the layout's width limit wide (its width when it has
  /// none) and its height tall, plus `padding` on every side; the layout's
  /// top left is at (`padding`, `padding`).
  ///
  /// - Parameters:
  ///   - scale: Pixels per point: 1, 2 or 3.
  ///   - padding: The margin around the layout, in points (glyphs that
  ///     overhang their line, italics or emoji, stay in the picture).
  ///   - background: The colour the picture is filled with first.
  ///   - textColor: The colour of the glyphs (colour emoji keep theirs).
  ///   - tolerance: How different the pixels may be and still match.
  public static func image(
    scale: Int = 2, padding: Double = 8, background: RGBAColor = .white, textColor: RGBAColor = .black,
    tolerance: DiffTolerance = .antiAliasingNoise
  ) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(scale: scale, tolerance: tolerance)) { layout in
      SnapshotImage {
        let width = layout.constraint.width.isFinite ? Double(layout.constraint.width) : Double(layout.size.width)
        let size = CGSize(width: width + 2 * padding, height: Double(layout.size.height) + 2 * padding)
        var canvas = try Canvas(size: size, scale: scale)
        canvas.fill(background)
        canvas.draw(layout, at: CGPoint(x: padding, y: padding), color: textColor)
        return try canvas.makeBitmap()
      }
    }
  }
}
