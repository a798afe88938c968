#if !canImport(UIKit) && !canImport(AppKit)
internal import _TextMeasureSupport

/// `UITraitCollection`, as far as Dynamic Type needs it: a preferred
/// content size category, and the current collection that
/// `preferredFont(forTextStyle:)` and ``UIFontMetrics`` read by default.
public final class UITraitCollection: Sendable {
  /// The user's preferred text size.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Traits with `preferredContentSizeCategory`.
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  private static let currentCollection = Locked(UITraitCollection(preferredContentSizeCategory: .large))

  /// The traits sizes are looked up with when none are given: the default
  /// (large) text size until set. Settable, as in UIKit, and thread-safe;
  /// it is one value for the process, so a server sizing for several users
  /// passes each one's traits (`compatibleWith:`) instead.
  public static var current: UITraitCollection {
    get { currentCollection.withLock { $0 } }
    set { currentCollection.withLock { $0 = newValue } }
  }
}
#endif
