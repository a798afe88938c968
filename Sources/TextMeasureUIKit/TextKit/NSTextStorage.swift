#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `NSTextStorage`: the attributed string that ``NSLayoutManager``s lay out.
///
/// A layout manager reads the storage when asked for a layout, so every
/// edit through `NSMutableAttributedString`'s methods is seen at the next
/// question; nothing has to be invalidated by hand.
open class NSTextStorage: NSMutableAttributedString {
  /// The layout managers laying this text out (the storage keeps them).
  public private(set) var layoutManagers: [NSLayoutManager] = []

  /// Adds `layoutManager`, which from now on lays out this text.
  open func addLayoutManager(_ layoutManager: NSLayoutManager) {
    guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
    layoutManager.textStorage?.removeLayoutManager(layoutManager)
    layoutManagers.append(layoutManager)
    layoutManager.textStorage = self
  }

  /// Removes `layoutManager`; it then has no text.
  open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
    layoutManagers.removeAll { $0 === layoutManager }
    if layoutManager.textStorage === self { layoutManager.textStorage = nil }
  }
}
#endif
