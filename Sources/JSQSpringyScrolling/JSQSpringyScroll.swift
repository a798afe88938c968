import Foundation

/// What JSQ's springy layout does to visible cells while the user scrolls
/// (`shouldInvalidateLayoutForBoundsChange:` calling
/// `jsq_adjustSpringBehavior:forTouchLocation:` on every spring): each cell
/// is pushed along the scroll, the more the farther it is from the finger,
/// and never more than the scroll itself.
///
/// ```
/// resistance = |touch.y − anchor.y| / springResistanceFactor
/// center.y  += delta < 0 ? MAX(delta, delta × resistance) : MIN(delta, delta × resistance)
/// ```
///
/// With the default factor 1000, a cell 200 pt from the finger moves by a
/// fifth of the scroll, and cells 1000 pt or more away move with it. The
/// springs (``JSQSpringBehavior``) then pull the cells back.
public struct JSQSpringyScroll: Sendable, Hashable {
  /// `springinessEnabled`: when `false`, cells do not move.
  public var isEnabled: Bool
  /// `springResistanceFactor`: the larger, the less cells move; 0 lets every
  /// cell follow the scroll fully.
  public var resistanceFactor: UInt

  /// A model of springy scrolling, enabled unless told otherwise (JSQ's
  /// layout has it off: ``jsq``).
  public init(isEnabled: Bool = true, resistanceFactor: UInt = 1000) {
    self.isEnabled = isEnabled
    self.resistanceFactor = resistanceFactor
  }

  /// `JSQMessagesCollectionViewFlowLayout`'s defaults (JSQ 7.3's
  /// `jsq_configureFlowLayout`): springiness off, resistance factor 1000.
  public static let jsq = JSQSpringyScroll(isEnabled: false, resistanceFactor: 1000)

  /// How far a cell anchored at `anchorY` moves when the content scrolls by
  /// `scrollDelta` (the bounds' new origin.y − old) under a finger at
  /// `touchY`.
  public func offset(anchorY: Double, touchY: Double, scrollDelta: Double) -> Double {
    guard isEnabled, scrollDelta != 0 else { return 0 }
    let distance = abs(touchY - anchorY)
    let resistance = resistanceFactor == 0 ? Double.infinity : distance / Double(resistanceFactor)
    let resisted = scrollDelta * resistance
    return scrollDelta < 0 ? max(scrollDelta, resisted) : min(scrollDelta, resisted)
  }

  /// The visible items after one scroll step: each centre moved by
  /// ``offset(anchorY:touchY:scrollDelta:)``. JSQ skips the adjustment when
  /// the touch is at (0, 0), which is where the pan gesture reports no
  /// finger; so does this.
  ///
  /// - Parameters:
  ///   - items: the visible items, at rest or already displaced.
  ///   - touchLocation: the pan gesture's location, in content coordinates.
  ///   - scrollDelta: how far the content scrolled in this step, in points.
  public func adjust(_ items: [JSQSpringItem], touchLocation: CGPoint, scrollDelta: Double) -> [JSQSpringItem] {
    guard touchLocation != .zero else { return items }
    return items.map { item in
      var moved = item
      moved.center.y += offset(
        anchorY: Double(item.anchor.y), touchY: Double(touchLocation.y), scrollDelta: scrollDelta)
      return moved
    }
  }
}
