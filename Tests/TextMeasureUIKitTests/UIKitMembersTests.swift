import Foundation
import Testing
import TextMeasureUIKit

/// The members ports use that change no size, or change it through
/// another path: colours by hand arithmetic, attachments against a box of
/// the same size, stored defaults against UIKit's documented ones.
@Suite struct UIKitMembersTests {
  static func components(_ color: UIColor) -> [CGFloat] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
  }

  /// HSB to RGB by hand: chroma c = b × s, x = c × (1 − |h mod 2 − 1|)
  /// with h the hue in sixths, m = b − c added to each.
  @Test(arguments: [
    // hue, saturation, brightness → red, green, blue
    ([0, 1, 1], [1, 0, 0]),  // h 0: (c, x, 0), x = 0
    ([1.0 / 3, 1, 1], [0, 1, 0]),  // h 2: (0, c, x), x = 0
    ([2.0 / 3, 1, 1], [0, 0, 1]),  // h 4: (x, 0, c), x = 0
    ([1.0 / 12, 1, 1], [1, 0.5, 0]),  // h 0.5: x = 1 × (1 − |0.5 − 1|) = 0.5
    ([0.5, 0.5, 0.8], [0.4, 0.8, 0.8]),  // h 3: c = 0.4, x = 0.4, m = 0.4 → (0, x, c) + m
    ([-0.25, 1, 1], [0.5, 0, 1]),  // wraps to 0.75, h 4.5: x = 0.5 → (x, 0, c)
    ([1.25, 1, 1], [0.5, 1, 0]),  // wraps to 0.25, h 1.5: x = 0.5 → (x, c, 0)
    ([0.3, 0, 0.6], [0.6, 0.6, 0.6]),  // no saturation: grey b
    ([0.3, 2, -1], [0, 0, 0]),  // clamped: b 0 is black
  ] as [([CGFloat], [CGFloat])])
  func hueSaturationBrightness_convertsToRGB(hsb: [CGFloat], rgb: [CGFloat]) {
    let color = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: 0.25)
    let got = Self.components(color)
    for (value, expected) in zip(got, rgb + [0.25]) { #expect(abs(value - expected) < 1e-12) }
  }

  @Test func darkText_isOpaqueBlack() {
    #expect(Self.components(.darkText) == [0, 0, 0, 1])
  }

  @Test func emptyMutableAttributedString_takesNoArguments() {
    let mutable = NSMutableAttributedString()
    #expect(mutable.length == 0)
    mutable.append(NSAttributedString(string: "ab"))
    #expect(mutable.string == "ab")
    #expect(NSTextStorage().length == 0)
  }

  @Test func attachmentImage_givesTheBoxWhenTheBoundsAreZero() {
    let font = UIFont.systemFont(ofSize: 17)
    func rect(_ attachment: NSTextAttachment) -> CGRect {
      let text = NSMutableAttributedString(string: "a", attributes: [.font: font])
      text.append(NSAttributedString(attachment: attachment))
      return text.boundingRect(with: .zero, options: [.usesLineFragmentOrigin], context: nil)
    }
    let image = UIImage(size: CGSize(width: 20, height: 30))
    let byImage = rect(NSTextAttachment(image: image))
    #expect(byImage == rect(NSTextAttachment(bounds: CGRect(x: 0, y: 0, width: 20, height: 30))))
    let bounded = NSTextAttachment(bounds: CGRect(x: 0, y: -2, width: 8, height: 8))
    bounded.image = image  // bounds that are not zero win
    #expect(rect(bounded) == rect(NSTextAttachment(bounds: CGRect(x: 0, y: -2, width: 8, height: 8))))
    #expect(byImage.height >= 30)
  }

  @Test func image_refusesBadSizes() {
    let image = UIImage(size: CGSize(width: -3, height: CGFloat.nan), scale: 0)
    #expect(image.size == .zero && image.scale == 1)
  }

  @Test func cfTimeInterval_isDouble() {
    let duration: CFTimeInterval = 0.25
    #expect(type(of: duration) == Double.self)
  }

  @Test func textViewMembers_haveUIKitsDefaults() {
    let view = UITextView()
    #expect(view.isSelectable && view.isEditable && view.isScrollEnabled)
    #expect(view.dataDetectorTypes.isEmpty && view.linkTextAttributes.isEmpty)
    #expect(!view.adjustsFontForContentSizeCategory)
    view.dataDetectorTypes = [.link, .phoneNumber]
    #expect(view.dataDetectorTypes.rawValue == 0b11)
    #expect(UIDataDetectorTypes.all.rawValue == UInt.max)
    let label = UILabel()
    #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0 && !label.adjustsFontForContentSizeCategory)
  }

  @Test func layoutPriorities_haveUIKitsValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
  }
}
