import Testing

@testable import TextRender

/// Groups of glyphs whose ink boxes overlap, checked against boxes drawn
/// by hand.
@Suite struct InkOverlapGroupsTests {
  /// A box `width` wide and 10 high from `x`.
  static func box(_ x: Double, width: Double = 4) -> InkOverlapGroups.Box {
    InkOverlapGroups.Box(minX: x, minY: 0, maxX: x + width, maxY: 10)
  }

  @Test func boxesApart_eachMakeAGroup() {
    #expect(InkOverlapGroups([Self.box(0), Self.box(5), Self.box(10)]).ranges == [0..<1, 1..<2, 2..<3])
  }

  @Test func aBoxMeetingTheOneBefore_joinsItsGroup() {
    // 0-4 and 3-7 overlap; 9-13 stands apart.
    #expect(InkOverlapGroups([Self.box(0), Self.box(3), Self.box(9)]).ranges == [0..<2, 2..<3])
  }

  @Test func boxesSharingAnEdge_overlap() {
    #expect(InkOverlapGroups([Self.box(0), Self.box(4)]).ranges == [0..<2])
  }

  @Test func aBoxReachingBackOverGroups_mergesThemAll() {
    // A mark drawn last reaching back over the first two glyphs (0-4, 5-9)
    // joins them and the third (10-14) between: groups stay consecutive.
    let boxes = [Self.box(0), Self.box(5), Self.box(10), Self.box(2, width: 4)]
    #expect(InkOverlapGroups(boxes).ranges == [0..<4])
  }

  @Test func aBoxReachingBack_keepsTheGroupsBeforeWhatItMeets() {
    let boxes = [Self.box(0), Self.box(5), Self.box(10), Self.box(6, width: 1), Self.box(20)]
    #expect(InkOverlapGroups(boxes).ranges == [0..<1, 1..<4, 4..<5])
  }

  @Test func glyphsWithoutInk_joinTheGroupBefore() {
    // The first has no group before it and makes one of its own.
    #expect(InkOverlapGroups([nil, Self.box(0), nil, nil, Self.box(10), nil]).ranges == [0..<1, 1..<4, 4..<6])
  }

  @Test func boxesApartVertically_doNotOverlap() {
    let above = InkOverlapGroups.Box(minX: 0, minY: 0, maxX: 4, maxY: 4)
    let below = InkOverlapGroups.Box(minX: 0, minY: 5, maxX: 4, maxY: 9)
    #expect(InkOverlapGroups([above, below]).ranges == [0..<1, 1..<2])
  }
}
