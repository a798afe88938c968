import Foundation
import Testing

@testable import BubbleLayout

/// `NineSlice` against hand arithmetic.
@Suite struct PresetNineSliceTests {
  /// A 60 × 50 image with the chat-log tutorial's caps (22, 26, 22, 26).
  static let bubble = NineSlice(
    imageSize: CGSize(width: 60, height: 50), capInsets: EdgeInsets(top: 22, left: 26, bottom: 22, right: 26))

  @Test func stretch_keepsCornersAndStretchesEdgesOneWayAndTheCentreBoth() {
    // Destination (10, 20, 200, 80): columns 10 | 36 | 184 (26, 200 − 52 = 148, 26),
    // rows 20 | 42 | 78 (22, 80 − 44 = 36, 22).
    // Source: columns 0 | 26 | 34 (26, 60 − 52 = 8, 26), rows 0 | 22 | 28 (22, 50 − 44 = 6, 22).
    let slices = Self.bubble.slices(in: CGRect(x: 10, y: 20, width: 200, height: 80))
    #expect(slices.map(\.position) == NineSlice.Position.allCases)
    #expect(
      slices.map(\.destination) == [
        CGRect(x: 10, y: 20, width: 26, height: 22), CGRect(x: 36, y: 20, width: 148, height: 22),
        CGRect(x: 184, y: 20, width: 26, height: 22),
        CGRect(x: 10, y: 42, width: 26, height: 36), CGRect(x: 36, y: 42, width: 148, height: 36),
        CGRect(x: 184, y: 42, width: 26, height: 36),
        CGRect(x: 10, y: 78, width: 26, height: 22), CGRect(x: 36, y: 78, width: 148, height: 22),
        CGRect(x: 184, y: 78, width: 26, height: 22),
      ])
    #expect(
      slices.map(\.source) == [
        CGRect(x: 0, y: 0, width: 26, height: 22), CGRect(x: 26, y: 0, width: 8, height: 22),
        CGRect(x: 34, y: 0, width: 26, height: 22),
        CGRect(x: 0, y: 22, width: 26, height: 6), CGRect(x: 26, y: 22, width: 8, height: 6),
        CGRect(x: 34, y: 22, width: 26, height: 6),
        CGRect(x: 0, y: 28, width: 26, height: 22), CGRect(x: 26, y: 28, width: 8, height: 22),
        CGRect(x: 34, y: 28, width: 26, height: 22),
      ])
    #expect(slices.allSatisfy { !$0.isMirrored })
  }

  @Test func mirrored_flipsTheDestinationAboutItsVerticalAxis() {
    // x′ = 10 + 210 − maxX: the top-left cap (10…36) lands at 184…210, the
    // centre (36…184) stays, the right cap (184…210) lands at 10…36.
    let slices = Self.bubble.slices(in: CGRect(x: 10, y: 20, width: 200, height: 80), mirrored: true)
    #expect(slices[0].destination == CGRect(x: 184, y: 20, width: 26, height: 22))
    #expect(slices[0].source == CGRect(x: 0, y: 0, width: 26, height: 22))
    #expect(slices[4].destination == CGRect(x: 36, y: 42, width: 148, height: 36))
    #expect(slices[8].destination == CGRect(x: 10, y: 78, width: 26, height: 22))
    #expect(slices.allSatisfy { $0.isMirrored })
  }

  @Test func capsLargerThanTheDestination_shrinkInProportion() {
    // Width 26 < 26 + 26: each cap gets 26 × 26/52 = 13, the centre 0.
    // Height 88 ≥ 44: rows 22, 44, 22.
    let slices = Self.bubble.slices(in: CGRect(x: 0, y: 0, width: 26, height: 88))
    #expect(slices[3].destination == CGRect(x: 0, y: 22, width: 13, height: 44))
    #expect(slices[4].destination == CGRect(x: 13, y: 22, width: 0, height: 44))
    #expect(slices[5].destination == CGRect(x: 13, y: 22, width: 13, height: 44))
  }

  @Test func capsAtTheCentrePoint_leaveAZeroSizedCentreSource() {
    // JSQ's bubble_min: 48 × 35 capped at {35/2, 48/2, 35/2, 48/2} = {17.5, 24, 17.5, 24}.
    let jsq = NineSlice(
      imageSize: CGSize(width: 48, height: 35), capInsets: EdgeInsets(top: 17.5, left: 24, bottom: 17.5, right: 24))
    let slices = jsq.slices(in: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(slices[4].source == CGRect(x: 24, y: 17.5, width: 0, height: 0))
    // Centre: 100 − 48 = 52 wide, 60 − 35 = 25 tall.
    #expect(slices[4].destination == CGRect(x: 24, y: 17.5, width: 52, height: 25))
    #expect(slices[8].destination == CGRect(x: 76, y: 42.5, width: 24, height: 17.5))
  }
}
