#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIImage` as far as text layout needs one: a size in points. There are
/// no pixels here, so nothing is decoded or drawn; an
/// ``NSTextAttachment`` with an image and empty bounds takes the image's size.
public final class UIImage: NSObject, Sendable {
  /// The size in points (pixels over ``scale``).
  public let size: CGSize
  /// Pixels per point (1 unless given).
  public let scale: CGFloat

  /// A placeholder image of `size` points at `scale` (not UIKit API:
  /// UIKit makes images from data or files, which do not exist here).
  /// A side that is negative or not finite is taken as 0; a scale that
  /// is not finite and positive as 1.
  public init(size: CGSize, scale: CGFloat = 1) {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    self.size = CGSize(width: side(size.width), height: side(size.height))
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    super.init()
  }
}
#endif
