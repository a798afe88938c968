import Foundation
import JSQSpringyScrolling
import Testing

/// JSQ's springy scrolling (`jsq_adjustSpringBehavior:forTouchLocation:`) and
/// its `UIAttachmentBehavior` (length 1, damping 1, frequency 1).
@Suite struct JSQSpringTests {
  static let anchors: [Double] = [100, 300, 700, 1500]
  static var items: [JSQSpringItem] { anchors.map { JSQSpringItem(anchor: CGPoint(x: 183.5, y: $0)) } }
  static let touch = CGPoint(x: 120, y: 300)

  static func ys(_ items: [JSQSpringItem]) -> [Double] { items.map { Double($0.center.y) } }

  // MARK: - Displacement while scrolling

  @Test func scrollDown_movesEachItemByDeltaTimesDistanceOverFactor_atMostDelta() {
    let moved = JSQSpringyScroll(resistanceFactor: 1000).adjust(Self.items, touchLocation: Self.touch, scrollDelta: 20)
    // |300 − 100| / 1000 = 0.2 → MIN(20, 4) = 4;  0 → 0;  400 / 1000 → 8;  1200 / 1000 = 1.2 → MIN(20, 24) = 20.
    let expected: [Double] = [100 + 4, 300 + 0, 700 + 8, 1500 + 20]
    #expect(Self.ys(moved) == expected)
    #expect(moved.map(\.center.x) == Self.items.map(\.center.x))
    #expect(moved.map(\.anchor) == Self.items.map(\.anchor))
  }

  @Test func scrollUp_usesMaxForNegativeDeltas() {
    let moved = JSQSpringyScroll(resistanceFactor: 1000).adjust(Self.items, touchLocation: Self.touch, scrollDelta: -20)
    // MAX(−20, −4) = −4;  0;  MAX(−20, −8) = −8;  MAX(−20, −24) = −20.
    let expected: [Double] = [100 - 4, 300, 700 - 8, 1500 - 20]
    #expect(Self.ys(moved) == expected)
  }

  @Test func repeatedScrolls_accumulate_fromTheAnchorsDistance() {
    let scroll = JSQSpringyScroll(resistanceFactor: 1000)
    let twice = scroll.adjust(
      scroll.adjust(Self.items, touchLocation: Self.touch, scrollDelta: 20), touchLocation: Self.touch, scrollDelta: 20)
    // The resistance is measured from the anchor, so each step adds the same: 4 + 4, 8 + 8, 20 + 20.
    #expect(Self.ys(twice) == [108, 300, 716, 1540])
  }

  @Test func smallerFactor_isBouncier() {
    let moved = JSQSpringyScroll(resistanceFactor: 500).adjust(Self.items, touchLocation: Self.touch, scrollDelta: 10)
    // 200 / 500 = 0.4 → 4;  0;  400 / 500 = 0.8 → 8;  1200 / 500 = 2.4 → MIN(10, 24) = 10.
    #expect(Self.ys(moved) == [104, 300, 708, 1510])
    // Factor 0: no resistance, every item follows the scroll.
    let free = JSQSpringyScroll(resistanceFactor: 0).adjust(Self.items, touchLocation: Self.touch, scrollDelta: 10)
    #expect(Self.ys(free) == Self.anchors.map { $0 + 10 })
  }

  @Test func noTouch_orDisabled_movesNothing() {
    let scroll = JSQSpringyScroll(resistanceFactor: 1000)
    // The pan gesture reports (0, 0) without a finger; JSQ skips the adjustment then.
    #expect(scroll.adjust(Self.items, touchLocation: .zero, scrollDelta: 20) == Self.items)
    #expect(scroll.offset(anchorY: 100, touchY: 300, scrollDelta: 0) == 0)
    // springinessEnabled defaults to NO.
    let layoutDefault = JSQSpringyScroll.jsq
    #expect(layoutDefault.isEnabled == false)
    #expect(layoutDefault.resistanceFactor == 1000)
    #expect(layoutDefault.adjust(Self.items, touchLocation: Self.touch, scrollDelta: 20) == Self.items)
  }

  // MARK: - The spring back to rest

  @Test func jsqSpring_isLength1Damping1Frequency1() {
    #expect(JSQSpringBehavior.jsq == JSQSpringBehavior(length: 1, damping: 1, frequency: 1))
    // Rest is 1 pt from the anchor, on the item's side; an item at its anchor stays.
    #expect(JSQSpringBehavior.jsq.restPosition(anchor: 100, position: 130) == 101)
    #expect(JSQSpringBehavior.jsq.restPosition(anchor: 100, position: 70) == 99)
    #expect(
      JSQSpringBehavior.jsq.step(JSQSpringState(position: 100), anchor: 100, duration: 0.5)
        == JSQSpringState(position: 100))
  }

  @Test func criticallyDamped_convergesWithoutOvershoot() {
    // Released at rest 30 pt below its anchor (100): x₀ = 29 from the rest point 101.
    // ζ = 1, ω = 2π: x(t) = 29 (1 + ωt) e^(−ωt), which is positive and decreasing for t > 0,
    // so the bound on overshoot is 0. After 120 steps of 1/60 s (t = 2 s):
    // 29 × (1 + 4π) × e^(−4π) ≈ 29 × 13.566 × 3.487e−6 ≈ 1.37e−3 pt.
    let spring = JSQSpringBehavior.jsq
    var state = JSQSpringState(position: 130)
    var distance = 29.0
    for _ in 0..<120 {
      state = spring.step(state, anchor: 100, duration: 1.0 / 60)
      let next = state.position - 101
      #expect(next > 0)  // never past the rest point
      #expect(next < distance)  // always closer
      distance = next
    }
    #expect(distance < 0.01)
    #expect(abs(distance - 29 * (1 + 4 * Double.pi) * exp(-4 * Double.pi)) < 1e-9)
  }

  @Test func criticallyDamped_fromAbove_mirrorsFromBelow() {
    var below = JSQSpringState(position: 130)
    var above = JSQSpringState(position: 70)
    for _ in 0..<30 {
      below = JSQSpringBehavior.jsq.step(below, anchor: 100, duration: 1.0 / 60)
      above = JSQSpringBehavior.jsq.step(above, anchor: 100, duration: 1.0 / 60)
      #expect(abs((below.position - 100) + (above.position - 100)) < 1e-9)
      #expect(above.position < 99)
    }
  }

  @Test func underdamped_overshootStaysWithinTheDerivedBound() {
    // ζ = 0.5, length 0: the first overshoot is x₀ e^(−πζ/√(1−ζ²)) = 30 × e^(−π/√3) ≈ 4.89 pt,
    // at t = π / ωd = π / (2π √0.75) ≈ 0.577 s.
    let spring = JSQSpringBehavior(length: 0, damping: 0.5, frequency: 1)
    let bound = 30 * exp(-Double.pi * 0.5 / (1 - 0.25).squareRoot())
    var state = JSQSpringState(position: 30)
    var lowest = 30.0
    var lowestTime = 0.0
    for step in 1...1800 {
      state = spring.step(state, anchor: 0, duration: 1.0 / 600)
      if state.position < lowest { (lowest, lowestTime) = (state.position, Double(step) / 600) }
    }
    #expect(lowest >= -bound - 1e-9)
    #expect(lowest < -0.999 * bound)  // the bound is reached, not just respected
    #expect(abs(lowestTime - 1 / (2 * 0.75.squareRoot())) < 2.0 / 600)
    #expect(abs(state.position) < 30 * exp(-0.5 * 2 * Double.pi * 3) / 0.75.squareRoot())  // envelope at t = 3 s
  }

  @Test func overdamped_creepsBackSlowerThanCritical() {
    let critical = JSQSpringBehavior(length: 0, damping: 1, frequency: 1)
    let overdamped = JSQSpringBehavior(length: 0, damping: 2, frequency: 1)
    var fast = JSQSpringState(position: 30)
    var slow = JSQSpringState(position: 30)
    for _ in 0..<60 {
      let previous = slow.position
      fast = critical.step(fast, anchor: 0, duration: 1.0 / 60)
      slow = overdamped.step(slow, anchor: 0, duration: 1.0 / 60)
      #expect(slow.position > 0 && slow.position < previous)
      #expect(slow.position > fast.position)
    }
  }

  @Test func rigidAttachment_snapsToRest() {
    let rigid = JSQSpringBehavior(length: 1, damping: 1, frequency: 0)
    #expect(
      rigid.step(JSQSpringState(position: 130, velocity: 50), anchor: 100, duration: 1.0 / 60)
        == JSQSpringState(position: 101))
  }

  @Test func scrollThenRelease_returnsEveryItemToRest() {
    let moved = JSQSpringyScroll(resistanceFactor: 1000).adjust(Self.items, touchLocation: Self.touch, scrollDelta: 20)
    for item in moved {
      var state = JSQSpringState(position: Double(item.center.y))
      for _ in 0..<180 { state = JSQSpringBehavior.jsq.step(state, anchor: Double(item.anchor.y), duration: 1.0 / 60) }
      let rest = JSQSpringBehavior.jsq.restPosition(anchor: Double(item.anchor.y), position: Double(item.center.y))
      #expect(abs(state.position - rest) < 1e-3)
      #expect(abs(rest - Double(item.anchor.y)) <= 1)
    }
  }
}
