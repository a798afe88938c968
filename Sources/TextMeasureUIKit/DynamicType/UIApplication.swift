#if !canImport(UIKit) && !canImport(AppKit)
/// `UIApplication`, as far as Dynamic Type needs it: the app's preferred
/// content size category, which sizing code reads through
/// `UIApplication.shared`.
public final class UIApplication: Sendable {
  /// The one application object.
  public static let shared = UIApplication()

  private init() {}

  /// The category of ``UITraitCollection/current``: set that to change it.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    UITraitCollection.current.preferredContentSizeCategory
  }
}
#endif
