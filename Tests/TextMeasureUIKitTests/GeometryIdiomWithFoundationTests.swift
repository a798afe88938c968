import Foundation
import Testing
import TextMeasureUIKit

/// The idiom compiles too where a file imports Foundation beside
/// TextMeasureUIKit, as many iOS files import Foundation beside UIKit.
@Suite struct GeometryIdiomWithFoundationTests {
  @Test func greatestFiniteMagnitude_besideFoundation_isCGFloats() {
    #expect(CGSize(width: 250, height: .greatestFiniteMagnitude).height == CGFloat.greatestFiniteMagnitude)
    #expect(CGRect(x: 0, y: 0, width: 250, height: .infinity).height == CGFloat.infinity)
  }
}
