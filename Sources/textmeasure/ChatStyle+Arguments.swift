import BubbleLayout
import ArgumentParser
import TextMeasureBatch

extension ChatStyle: ExpressibleByArgument {
  /// Throws unless a view `viewWidth` points wide has room for the style's
  /// cells (``ChatStyle/fits(viewWidth:)``).
  ///
  /// - Throws: `ValidationError` naming `--view-width` and its minimum.
  func checkViewWidth(_ viewWidth: Double) throws {
    guard fits(viewWidth: viewWidth) else {
      let insets = sectionInset
      if insets.horizontal == 0 { throw ValidationError("--view-width must be a number greater than 0") }
      throw ValidationError(
        "--view-width must be more than \(insets.horizontal.pointsText) points for the \(rawValue) style: its cells "
          + "are the view less the section insets (\(insets.left.pointsText) + \(insets.right.pointsText))")
    }
  }
}
