#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
internal import _TextMeasureSupport

/// `UIScreen`: the screen whose scale rounds view sizes to pixels.
///
/// There is no screen on a server: ``main`` stands for the device a port
/// sizes for. Its defaults are an iPhone 15's (393 × 852 points at 3
/// pixels per point, Apple's published display specifications); set
/// ``scale`` and ``bounds`` to size for another device. Thread-safe.
public final class UIScreen: Sendable {
  private struct State {
    var scale: CGFloat
    var bounds: CGRect
  }

  private let state: Locked<State>

  /// A screen with the given scale and bounds.
  public init(scale: CGFloat = 3, bounds: CGRect = CGRect(x: 0, y: 0, width: 393, height: 852)) {
    state = Locked(State(scale: scale, bounds: bounds))
  }

  /// The screen that UIKit-named views round to: scale 3 unless set.
  public static let main = UIScreen()

  /// Pixels per point: 1, 2 or 3 on Apple's devices. A value that is not
  /// finite and positive is not stored (the scale stays as it was).
  public var scale: CGFloat {
    get { state.withLock { $0.scale } }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      state.withLock { $0.scale = newValue }
    }
  }

  /// The screen's rect in points.
  public var bounds: CGRect {
    get { state.withLock { $0.bounds } }
    set { state.withLock { $0.bounds = newValue } }
  }
}
#endif
