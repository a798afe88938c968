#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension NSMutableAttributedString {
  /// An empty mutable attributed string: `NSMutableAttributedString()`
  /// (and so `NSTextStorage()`), which swift-corelibs-foundation lacks.
  ///
  /// Declared in an extension, so a subclass cannot override `init()`
  /// (Swift does not let it); a port's subclass that does writes a
  /// designated initialiser of its own instead. `NSAttributedString()`
  /// cannot be added the same way (it would override `NSObject`'s `init()`
  /// from an extension): write `NSAttributedString(string: "")`.
  public convenience init() { self.init(string: "") }
}
#endif
