import Foundation
import Testing

@testable import BubbleLayout

@Suite struct GeometryTests {
  @Test func integral_floorsTheOriginAndCeilsTheFarEdges() {
    // x 0.5 → 0, maxX 0.5 + 10.2 = 10.7 → 11; y −1.25 → −2, maxY −1.25 + 3 = 1.75 → 2.
    let rect = PixelRounding.integral(CGRect(x: 0.5, y: -1.25, width: 10.2, height: 3))
    #expect(rect == CGRect(x: 0, y: -2, width: 11, height: 4))
    #expect(PixelRounding.integral(CGRect(x: 2, y: 3, width: 4, height: 5)) == CGRect(x: 2, y: 3, width: 4, height: 5))
    #expect(PixelRounding.integral(.null).isNull)
  }

  @Test func pixelCeil_roundsUpToTheDevicePixel() {
    #expect(PixelRounding.ceil(20.287109375, scale: 1) == 21)
    #expect(PixelRounding.ceil(20.287109375, scale: 2) == 20.5)
    #expect(PixelRounding.ceil(20.287109375, scale: 3) == 61.0 / 3)
    #expect(PixelRounding.ceil(20.5, scale: 2) == 20.5)
  }

  @Test func edgeInsets_sumAndMirror() {
    let insets = EdgeInsets(top: 7, left: 18, bottom: 7, right: 14)
    #expect(insets.horizontal == 32)
    #expect(insets.vertical == 14)
    #expect(insets.mirrored == EdgeInsets(top: 7, left: 14, bottom: 7, right: 18))
    #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 18, y: 7, width: 68, height: 36))
  }
}
