#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `NSTextAttachment`: a box in the text, set with `.attachment` on an
/// object replacement character (U+FFFC), as `NSAttributedString(attachment:)` does.
///
/// It is laid out as TextKit lays out an attachment's ``bounds``: its width
/// is the character's advance, and the line grows to hold it from
/// `bounds.minY` (below the baseline when negative) to `bounds.maxY` above
/// it; `bounds.origin.x` does not move it. There are no images here, so the
/// size comes from ``bounds`` alone (UIKit uses an image's size when the
/// bounds are empty); nothing is drawn in the box.
///
/// An ``AttributeValueObject``, equal only to itself, as in UIKit.
public final class NSTextAttachment: AttributeValueObject, @unchecked Sendable {
  /// The box, in points, relative to the baseline (y up).
  public var bounds: CGRect

  /// An attachment with empty bounds.
  public override convenience init() { self.init(bounds: .zero) }

  /// An attachment with `bounds`.
  public init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  /// The box the engine lays out for ``bounds``.
  var inlineBox: InlineBox {
    InlineBox(width: Double(bounds.width), ascent: Double(bounds.maxY), descent: -Double(bounds.minY))
  }
}

extension NSAttributedString {
  /// U+FFFC with `.attachment` set to `attachment`.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
#endif
