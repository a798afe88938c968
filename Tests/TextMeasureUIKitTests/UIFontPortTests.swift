import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// UIFont as ported code uses it: a failable name lookup, UIKit's metrics,
/// descriptors with bold and italic traits.
@Suite struct UIFontPortTests {
  @Test func missingName_isNil_soACoalescingFallbackCompiles() {
    let font = UIFont(name: "No Such Font 1234", size: 16) ?? .systemFont(ofSize: 16)
    #expect(UIFont(name: "No Such Font 1234", size: 16) == nil)
    #expect(font == UIFont.systemFont(ofSize: 16))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteSize_isNil(size: CGFloat) {
    #expect(UIFont(name: "Liberation Sans", size: size) == nil)
  }

  @Test(arguments: [CGFloat(0), -3])
  func sizeZeroOrLess_isTwelvePoints_asAppKitDocuments(size: CGFloat) throws {
    #expect(try #require(UIFont(name: "Liberation Sans", size: size)).pointSize == 12)
  }

  @Test func metrics_areTheHheaTablesInPoints() throws {
    let font = try #require(UIFont(name: "Liberation Sans", size: 20))
    let hhea = try FontFiles.hheaMetrics(FontFiles.liberationSans.path, size: 20)
    #expect(font.fontName == "LiberationSans")
    #expect(font.familyName == "Liberation Sans")
    #expect(abs(Double(font.ascender) - hhea.ascender) < 1e-9)
    #expect(abs(Double(font.descender) - hhea.descender) < 1e-9)
    #expect(abs(Double(font.lineHeight) - (hhea.ascender - hhea.descender + hhea.lineGap)) < 1e-9)
    #expect(font.withSize(10).pointSize == 10)
  }

  @Test func systemFontWeights_andTraits() {
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == "Inter-SemiBold")
    #expect(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == .traitBold)
    #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == .traitItalic)
    #expect(UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits == [])
    #expect(UIFont.labelFontSize == 17 && UIFont.systemFontSize == 14)
  }

  @Test func descriptorTraits_reachTheFamilysOtherFaces() throws {
    let regular = try #require(UIFont(name: "Liberation Sans", size: 15))
    let boldItalic = try #require(regular.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
    let font = UIFont(descriptor: boldItalic, size: 0)
    #expect(font.fontName == "LiberationSans-BoldItalic")
    #expect(font.pointSize == 15)
    #expect(font.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    let system = UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)
    #expect(system.map { UIFont(descriptor: $0, size: 20).fontName } == "Inter-Bold")
  }

  @Test func unsupportedTrait_isNil() {
    #expect(UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
  }

  @Test func asAnAttribute_measuresAsTheEngineFont() throws {
    let font = try #require(UIFont(name: "Liberation Sans", size: 18))
    let rect = "Hello".boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: font], context: nil)
    let upem = Double(try SfntTables(contentsOf: FontFiles.liberationSans).head().unitsPerEm)
    let advance = Double(try HBShape.totalAdvance(fontFile: FontFiles.liberationSans, text: "Hello")) * 18 / upem
    #expect(abs(Double(rect.width) - advance) < 1e-9)
  }
}

extension UIFontPortTests {
  @Test func monospacedDigitSystemFont_shapesDigitsWithTnum() throws {
    let font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
    let width = { (text: String, font: UIFont) in
      Double(text.boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: font], context: nil).width)
    }
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    for text in ["1111", "2026-11-24 01:05"] {
      let tabular = Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: text, features: ["tnum"])) * 20 / upem
      let proportional = Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: text)) * 20 / upem
      #expect(tabular != proportional)  // Inter's digits differ in width
      #expect(abs(width(text, font) - tabular) < 1e-9)
      #expect(abs(width(text, .systemFont(ofSize: 20)) - proportional) < 1e-9)
    }
    #expect(font.withSize(30).engineFont.usesTabularDigits)
    let bold = try #require(font.fontDescriptor.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).engineFont.usesTabularDigits)
    #expect(font != UIFont.systemFont(ofSize: 20))
  }
}

extension UIFontPortTests {
  @Test func monospacedSystemFont_isDejaVuSansMono_boldFromSemibold() throws {
    let cases: [(UIFont.Weight, URL, Bool)] = [
      (.light, FontFiles.dejaVuSansMono, false), (.regular, FontFiles.dejaVuSansMono, false),
      (.medium, FontFiles.dejaVuSansMono, false), (.semibold, FontFiles.dejaVuSansMonoBold, true),
      (.heavy, FontFiles.dejaVuSansMonoBold, true),
    ]
    for (weight, file, isBold) in cases {
      let font = UIFont.monospacedSystemFont(ofSize: 20, weight: weight)
      let upem = Double(try SfntTables(contentsOf: file).head().unitsPerEm)
      for text in ["iiii", "MMMM", "a1 b2"] {
        let expected = Double(try HBShape.totalAdvance(fontFile: file, text: text)) * 20 / upem
        let rect = text.boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: font], context: nil)
        #expect(abs(Double(rect.width) - expected) < 1e-9, "\(weight.rawValue) \(text)")
      }
      #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold) == isBold)
    }
  }
}
