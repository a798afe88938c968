#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `NSTextContainer`: the region an ``NSLayoutManager`` lays text out in
/// (a ``TextContainer`` held by reference, as TextKit shares it).
///
/// Exclusion paths are rectangles (``UIBezierPath`` has only `init(rect:)`):
/// text flows around each path's bounds.
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

  /// Regions text does not flow into, in the container's coordinates
  /// (`NSTextContainer.exclusionPaths`; default none): a line fragment
  /// whose band overlaps one is shortened, split around it, or moved down
  /// below it (see ``TextContainer/exclusionRects``). Paths outside the
  /// container change nothing. Paths that cover the container's whole
  /// width move the text below them; where no room is left (below the
  /// container's height, or under a path that never ends) no line is laid
  /// out, and ``NSLayoutManager/usedRect(for:)`` holds only the lines that
  /// found room (`.zero` when none did).
  open var exclusionPaths: [UIBezierPath] {
    get { container.exclusionRects.map(UIBezierPath.init(rect:)) }
    set { container.exclusionRects = newValue.map(\.bounds) }
  }

  /// Whether the region is a plain rectangle: true unless there are
  /// exclusion paths or a line limit (Apple's `isSimpleRectangularTextContainer`:
  /// false "when the exclusionPaths property contains one or more items, when
  /// the maximumNumberOfLines property is not zero").
  open var isSimpleRectangularTextContainer: Bool {
    exclusionPaths.isEmpty && maximumNumberOfLines == 0
  }
}
#endif
