#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `NSTextContainer`: the region an ``NSLayoutManager`` lays text out in
/// (a ``TextContainer`` held by reference, as TextKit shares it).
///
/// Exclusion paths are not supported: the region is always a rectangle.
open class NSTextContainer: NSObject {
  /// The container's values.
  public var container: TextContainer

  /// The layout manager the container was added to.
  public internal(set) weak var layoutManager: NSLayoutManager?

  /// A container of `size` with TextKit's defaults (padding 5, no line
  /// limit, word wrapping).
  public init(size: CGSize) {
    container = TextContainer(size: size)
  }

  /// A container of Apple's default size, 10,000,000 × 10,000,000 points.
  public override convenience init() {
    self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
  }

  /// The container's size; 0 or less on a side is no limit there.
  open var size: CGSize {
    get { container.size }
    set { container.size = newValue }
  }

  /// Space at both ends of every line fragment (default 5).
  open var lineFragmentPadding: CGFloat {
    get { CGFloat(container.lineFragmentPadding) }
    set { container.lineFragmentPadding = Double(newValue) }
  }

  /// The most lines laid out; 0 (the default) is no limit, and so is a negative number.
  open var maximumNumberOfLines: Int {
    get { container.maximumNumberOfLines }
    set { container.maximumNumberOfLines = newValue }
  }

  /// How the last line ends when text is left over (see ``TextContainer/lineBreakMode``).
  open var lineBreakMode: NSLineBreakMode {
    get { container.lineBreakMode }
    set { container.lineBreakMode = newValue }
  }

  /// Always true: the region is a rectangle.
  open var isSimpleRectangularTextContainer: Bool { true }
}
#endif
