#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `NSTextAttachment`: a box in the text, set with `.attachment` on an
/// object replacement character (U+FFFC), as `NSAttributedString(attachment:)` does.
///
/// It is laid out as TextKit lays out an attachment's ``bounds``: its width
/// is the character's advance, and the line grows to hold it from
/// `bounds.minY` (below the baseline when negative) to `bounds.maxY` above
/// it; `bounds.origin.x` does not move it. When ``bounds`` is `.zero` and
/// there is an ``image``, the box is the image's size on the baseline, as
/// TextKit's `attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`
/// takes it; nothing is drawn in the box.
///
/// An ``AttributeValueObject``, equal only to itself, as in UIKit.
public final class NSTextAttachment: AttributeValueObject, @unchecked Sendable {
  /// The box, in points, relative to the baseline (y up).
  public var bounds: CGRect
  /// The image shown (default nil): its size is the box's when ``bounds`` is `.zero`.
  public var image: UIImage?

  /// An attachment with empty bounds.
  public override convenience init() { self.init(bounds: .zero) }

  /// An attachment with `bounds`.
  public init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  /// An attachment showing `image` (nil: none) with empty bounds (UIKit's
  /// `init(image:)`; `init(data:ofType:)` has no data to read here).
  public convenience init(image: UIImage?) {
    self.init(bounds: .zero)
    self.image = image
  }

  /// The box the engine lays out: ``bounds``, or the image's size on the
  /// baseline when the bounds are `.zero`.
  var inlineBox: InlineBox {
    let box = bounds == .zero ? CGRect(origin: .zero, size: image?.size ?? .zero) : bounds
    return InlineBox(width: Double(box.width), ascent: Double(box.maxY), descent: -Double(box.minY))
  }
}

extension NSAttributedString {
  /// U+FFFC with `.attachment` set to `attachment`.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
#endif
