#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

// A bridge to the engine, not UIKit API: UIKit has no such member. It lets
// code that holds `NSStringDrawingOptions` call the engine.

extension NSStringDrawingOptions {
  /// The engine's options for these: each of NSString's options sets the
  /// engine option that implements its rule.
  ///
  /// | `NSStringDrawingOptions` | ``/TextMeasure/TextLayoutOptions`` |
  /// |---|---|
  /// | `usesLineFragmentOrigin` | `lines` `.multiple` (without it, `.single`) |
  /// | `usesFontLeading` | ``/TextMeasure/TextLayoutOptions/addsFontLeading`` |
  /// | `usesDeviceMetrics` | ``/TextMeasure/TextLayoutOptions/measuresInkBounds`` |
  /// | `truncatesLastVisibleLine` | ``/TextMeasure/TextLayoutOptions/truncatesLastVisibleLine`` |
  ///
  /// Bits no option has are ignored, as UIKit ignores them.
  public var engineLayoutOptions: TextLayoutOptions {
    TextLayoutOptions(
      lines: contains(.usesLineFragmentOrigin) ? .multiple : .single, addsFontLeading: contains(.usesFontLeading),
      measuresInkBounds: contains(.usesDeviceMetrics), truncatesLastVisibleLine: contains(.truncatesLastVisibleLine))
  }
}
#endif
