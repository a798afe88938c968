import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// The suites that set or read `UITraitCollection.current` (one value for
/// the process), run one after another.
@Suite(.serialized) enum CurrentTraitsSuites {}

extension CurrentTraitsSuites {
  /// Dynamic Type: cells of Apple's published tables (HIG, Typography →
  /// Specifications, typed here from the guidelines), UIKit's raw values, and
  /// UIFontMetrics' scaling by hand arithmetic.
  @Suite struct DynamicTypeTests {
    static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
      UITraitCollection(preferredContentSizeCategory: category)
    }

    /// (style, category, point size) from the HIG tables.
    static let cells: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
      (.body, .large, 17), (.body, .extraSmall, 14), (.body, .accessibilityExtraExtraExtraLarge, 53),
      (.largeTitle, .large, 34), (.largeTitle, .accessibilityExtraLarge, 52), (.title1, .medium, 27),
      (.title2, .extraExtraLarge, 26), (.title3, .accessibilityLarge, 37), (.headline, .extraExtraExtraLarge, 23),
      (.subheadline, .small, 13), (.callout, .accessibilityMedium, 26), (.footnote, .medium, 12),
      (.footnote, .extraLarge, 15), (.caption1, .large, 12), (.caption2, .large, 11),
      (.caption2, .accessibilityExtraExtraExtraLarge, 40), (.caption1, .accessibilityExtraExtraLarge, 37),
    ]

    @Test func preferredFont_hasTheTablesSizes() {
      for (style, category, size) in Self.cells {
        #expect(
          UIFont.preferredFont(forTextStyle: style, compatibleWith: Self.traits(category)).pointSize == size,
          "\(style.rawValue) \(category.rawValue)")
      }
    }

    @Test func weights_headlineIsSemibold() {
      #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
      #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "Inter-Regular")
      #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
    }

    @Test func sizesGrowWithTheCategory_everyStyle() {
      let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2,
      ]
      let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
      ]
      for style in styles {
        let sizes = categories.map { UIFont.preferredFont(forTextStyle: style, compatibleWith: Self.traits($0)).pointSize }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style.rawValue)")
      }
      #expect(categories == categories.sorted())
      #expect(categories.filter(\.isAccessibilityCategory).count == 5)
    }

    @Test func rawValues_areUIKits() {
      #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
      #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
      #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
      #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
    }

    @Test func unknownStyleOrCategory_readAsBodyAndLarge() {
      let unknown = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "nonsense"), compatibleWith: Self.traits(.small))
      #expect(unknown.pointSize == 15)  // Body at small
      for category in [UIContentSizeCategory.unspecified, UIContentSizeCategory(rawValue: "nonsense")] {
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.traits(category)).pointSize == 17)
      }
    }

    @Test func fontMetrics_scaleByTheStylesRatio() {
      let title3 = UIFontMetrics(forTextStyle: .title3)
      let base = UIFont.systemFont(ofSize: 20)
      // Title 3 is 20 at large and 37 at AX2: a 20 pt font becomes 20 × 37 / 20.
      #expect(title3.scaledFont(for: base, compatibleWith: Self.traits(.accessibilityLarge)).pointSize == 37)
      #expect(title3.scaledFont(for: base, maximumPointSize: 30, compatibleWith: Self.traits(.accessibilityLarge)).pointSize == 30)
      #expect(title3.scaledFont(for: base, maximumPointSize: 0, compatibleWith: Self.traits(.accessibilityLarge)).pointSize == 37)
      // Body: 17 at large, 23 at xxxL: 10 × 23 / 17.
      #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: Self.traits(.extraExtraExtraLarge)) == 10 * (23.0 / 17))
      #expect(UIFontMetrics.default.scaledValue(for: -4, compatibleWith: Self.traits(.extraSmall)) == -4 * (14.0 / 17))
      #expect(UIFontMetrics.default.scaledValue(for: .nan, compatibleWith: Self.traits(.large)).isNaN)
      #expect(title3.scaledFont(for: base, compatibleWith: Self.traits(.large)) == base)
    }

    @Test func currentCategory_isSettable_andReadByDefault() {
      let saved = UITraitCollection.current
      defer { UITraitCollection.current = saved }
      #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
      UITraitCollection.current = Self.traits(.extraLarge)
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
      #expect(UIFontMetrics.default.scaledValue(for: 17) == 19)
      #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize == 19)
      #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
    }
  }
}
