#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIView`, as far as sizing code needs it: a frame and bounds, the
/// sizing methods that ``UILabel`` and ``UITextView`` override, and the
/// initialisers and override points that view subclasses use.
///
/// Nothing is drawn or laid out on screen. The appearance properties
/// (``backgroundColor``, ``tintColor``, ``isHidden``, ``alpha``,
/// ``clipsToBounds``) are stored for subclasses to read and have no effect
/// on any size; ``layoutSubviews()`` runs only when a port calls
/// ``layoutIfNeeded()`` (there is no render loop), and there is no Auto
/// Layout engine: ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// weighs the target size against the view's intrinsic content size alone.
///
/// ```swift
/// final class BubbleView: UIView {
///   let label = UILabel()
///   override init(frame: CGRect) { super.init(frame: frame); addSubview(label) }
///   required init?(coder: NSCoder) { super.init(coder: coder) }
///   override func sizeThatFits(_ size: CGSize) -> CGSize { label.sizeThatFits(size) }
/// }
/// ```
open class UIView: UIResponder {
  /// The value of an intrinsic size dimension a view does not have (−1, as UIKit).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The frame, as set (see ``frame``).
  private var storedFrame: CGRect
  /// The bounds' origin: where the view's own coordinates start (a scroll view's content offset).
  var boundsOrigin = CGPoint.zero
  /// The tint colour set on this view, nil to inherit (see ``tintColor``).
  private var storedTintColor: UIColor?
  /// Whether ``layoutSubviews()`` is due at the next ``layoutIfNeeded()``.
  var needsLayout = true
  /// The superview; set by `addSubview(_:)`.
  public internal(set) weak var superview: UIView?
  /// The subviews, back to front.
  public internal(set) var subviews: [UIView] = []

  /// A view with `frame` (a frame with a side or origin that is not finite is taken as `.zero`).
  public init(frame: CGRect) {
    storedFrame = Self.isFinite(frame) ? frame : .zero
    super.init()
  }

  /// A view from an archive: always nil on Linux, where there are no nib
  /// or storyboard archives to decode views from. Subclasses write
  /// `required init?(coder:)` as on iOS and call `super.init(coder:)`.
  public required init?(coder: NSCoder) { return nil }

  /// A view with a zero frame (`init(frame: .zero)`, which subclasses override).
  public override convenience init() { self.init(frame: .zero) }

  /// The view's rect in its superview's coordinates.
  ///
  /// Stored as given, negative sizes included (UIKit does not standardise
  /// it either); a rect with a component that is not finite (where UIKit
  /// raises `CALayerInvalidGeometry`) is refused and the frame stays as it
  /// was. A new size calls ``setNeedsLayout()``.
  open var frame: CGRect {
    get { storedFrame }
    set {
      guard Self.isFinite(newValue) else { return }
      if newValue.size != storedFrame.size { setNeedsLayout() }
      storedFrame = newValue
    }
  }

  /// The view's rect in its own coordinates: the frame's size at
  /// its own origin (`.zero` unless set, or scrolled). Setting it sets the
  /// frame's size and the origin, as in UIKit; a rect that is not finite is refused.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      guard Self.isFinite(newValue) else { return }
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The frame's centre, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
    }
  }

  /// The background colour (default nil); not drawn, no effect on size.
  open var backgroundColor: UIColor?
  /// Whether the view is hidden (default false); no effect on size.
  open var isHidden = false
  /// The opacity (default 1); no effect on size.
  open var alpha: CGFloat = 1
  /// Whether subviews are clipped to the bounds (default false); no effect on size.
  open var clipsToBounds = false
  /// Whether the view takes touches (default true); there are none here.
  open var isUserInteractionEnabled = true
  /// A number that identifies the view (default 0).
  open var tag = 0
  /// Whether the view takes touches only when no other view does (default false); there are none here.
  open var isExclusiveTouch = false
  /// The name UI tests find the view by (default nil); no effect on size.
  open var accessibilityIdentifier: String?
  /// The gesture recognisers attached (default nil). There are no touches
  /// here, so none fires; no effect on size.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers }
    set {
      storedGestureRecognizers?.forEach { $0.view = nil }
      storedGestureRecognizers = newValue
      newValue?.forEach { $0.view = self }
    }
  }
  /// The recognisers as set.
  private var storedGestureRecognizers: [UIGestureRecognizer]?

  /// The tint colour: the one set on this view, else the superview's, else
  /// UIKit's default, system blue (0, 122, 255 of 255: Apple's Human
  /// Interface Guidelines, Color → Specifications). Setting nil inherits
  /// again. No effect on size.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    set {
      storedTintColor = newValue
      tintColorDidChange()
    }
  }

  /// Called when ``tintColor`` is set; does nothing, for subclasses to override.
  open func tintColorDidChange() {}

  /// The traits the view's fonts are sized for: ``UITraitCollection/current``.
  open var traitCollection: UITraitCollection { .current }

  /// The size that best fits `size`; a plain view keeps its current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// The size the view's content needs; a plain view has none
  /// (``noIntrinsicMetric`` in both dimensions).
  open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

  /// Tells the layout that ``intrinsicContentSize`` changed. There is no
  /// Auto Layout engine to tell, so this does nothing; kept for subclasses
  /// to override and call.
  open func invalidateIntrinsicContentSize() {}

  /// Adds `view` on top of the subviews, taking it from its old superview.
  /// Adding a view to itself or to one of its own subviews does nothing
  /// (UIKit raises an exception).
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped to the list),
  /// taking it from its old superview. Adding a view to itself or to one
  /// of its own subviews does nothing.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard !isDescendant(of: view) else { return }
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    setNeedsLayout()
  }

  /// Takes the view out of its superview's subviews.
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsLayout()
  }

  /// Whether the view is `view` or lies inside it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Marks the view for ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
  open func setNeedsLayout() { needsLayout = true }

  /// Runs ``layoutSubviews()`` if the view is marked, then does the same
  /// for each subview, as UIKit lays out a view tree.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Marks the view for drawing: does nothing (nothing is drawn); for subclasses to call.
  open func setNeedsDisplay() {}

  /// Draws the view in `rect`: does nothing (nothing is drawn); for subclasses to override.
  open func draw(_ rect: CGRect) {}

  /// Lays out the subviews: does nothing (there is no Auto Layout engine);
  /// for subclasses to override, as they do to set their subviews' frames.
  open func layoutSubviews() {}

  /// The smallest size a view can have: zero (UIKit's `layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size a view can have: 10,000,000 points each way here
  /// (UIKit's `layoutFittingExpandedSize`, whose number Apple does not document).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size closest to `targetSize` that the view's content allows, the
  /// target held at ``UILayoutPriority/fittingSizeLevel`` both ways (Apple's
  /// documented default): for a view with an intrinsic size, that size.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to `targetSize` that the view's content allows, each
  /// side of the target held at its priority.
  ///
  /// There is no Auto Layout engine: the only constraints are the target,
  /// at the fitting priorities, and the content's size, held by UIKit's
  /// default hugging (``UILayoutPriority/defaultLow``) against growing and
  /// compression resistance (``UILayoutPriority/defaultHigh``) against
  /// shrinking. A side is the target's when its priority is higher than
  /// the one it pulls against, else the content's; a side without an
  /// intrinsic size is the target's. The width is fitted first, and a
  /// wrapping ``UILabel`` or a ``UITextView`` that does not scroll gives its
  /// text's height at that width. A target side that is not finite gives
  /// the content's size (0 without one); no side is negative.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittedSize(targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
  }

  /// The height of the view's content when it is `width` wide
  /// (``intrinsicContentSize``'s height unless a text view reflows).
  func intrinsicContentHeight(forWidth width: CGFloat) -> CGFloat { intrinsicContentSize.height }

  /// `value` rounded up to the pixel grid of ``UIScreen/main``.
  static func ceilToPixels(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return (value * scale).rounded(.up) / scale
  }

  /// Whether every component of `rect` is finite.
  static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
  }
}
#endif
