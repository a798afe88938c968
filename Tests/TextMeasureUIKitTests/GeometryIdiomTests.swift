import Testing
import TextMeasureUIKit

// This file imports only TextMeasureUIKit (and Testing), as a port does:
// each idiom below is ambiguous with Foundation alone on Linux, so the
// file compiling is half the test.

/// `.greatestFiniteMagnitude` and `.infinity` in CoreGraphics initialisers
/// resolve to `CGFloat`'s, and `Double` contexts keep `Double`'s.
@Suite struct GeometryIdiomTests {
  @Test func greatestFiniteMagnitude_inSizeRectPoint_isCGFloats() {
    let size = CGSize(width: 250, height: .greatestFiniteMagnitude)
    #expect(size.width == 250)
    #expect(size.height == CGFloat.greatestFiniteMagnitude)
    #expect(CGSize(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude).width == CGFloat.greatestFiniteMagnitude)
    #expect(CGRect(x: 0, y: 0, width: 250, height: .greatestFiniteMagnitude).height == CGFloat.greatestFiniteMagnitude)
    #expect(CGPoint(x: .greatestFiniteMagnitude, y: 0).x == CGFloat.greatestFiniteMagnitude)
    let implicit: CGSize = .init(width: 10, height: .greatestFiniteMagnitude)
    #expect(implicit.height == CGFloat.greatestFiniteMagnitude)
  }

  @Test func infinity_inSize_isCGFloats() {
    #expect(CGSize(width: 250, height: .infinity).height == CGFloat.infinity)
  }

  @Test func otherIdioms_stillCompileWithTheirValues() {
    let double = 3.5
    let cgFloat: CGFloat = 4.5
    let integer = 5
    #expect(CGSize(width: 1, height: 2) == CGSize(width: CGFloat(1), height: CGFloat(2)))
    #expect(CGSize(width: double, height: double).width == 3.5)
    #expect(CGSize(width: cgFloat, height: cgFloat).width == 4.5)
    #expect(CGSize(width: integer, height: integer).height == 5)
    #expect(CGSize(width: double, height: .greatestFiniteMagnitude).height == CGFloat.greatestFiniteMagnitude)
    #expect(CGSize(width: cgFloat * 0.5, height: .infinity).width == 2.25)
    #expect(CGRect(x: integer, y: integer, width: integer, height: integer).maxX == 10)
    #expect(CGPoint(x: double, y: double).y == 3.5)
  }

  @Test func doubleContexts_keepDouble() {
    let double = 2.0
    let largest = max(double, .greatestFiniteMagnitude)
    let values = [1.5, .infinity]
    #expect(type(of: largest) == Double.self)
    #expect(type(of: values) == [Double].self)
    // The value is the standard library's: the largest finite Double, 2^1024 − 2^971.
    #expect(Double.greatestFiniteMagnitude == (2 - 0x1p-52) * 0x1p1023)
    #expect(Double.greatestFiniteMagnitude.nextUp == Double.infinity)
    #expect(Double.infinity > 0 && Double.infinity.isInfinite)
  }
}
