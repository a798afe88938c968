#if !canImport(UIKit) && !canImport(AppKit)
import TextMeasure

/// Apple's Dynamic Type sizes for iOS: each text style's point size at
/// each content size category, and its weight.
///
/// Source: Apple Human Interface Guidelines, Typography → Specifications,
/// "iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger accessibility
/// type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
/// One published measurement disagrees: an iOS 13.3 simulator gave Caption 2
/// 41 pt at AX5 where the guidelines say 40; the guidelines' 40 is used.
/// The guidelines' leading column is SF Pro's; line heights here come from
/// the system font's own tables.
enum DynamicTypeSizes {
  /// A style's sizes, one per category of ``UIContentSizeCategory/ordered``, and its weight.
  struct Row {
    var sizes: [Double]
    var weight: Font.Weight
  }

  static let rows: [UIFont.TextStyle: Row] = [
    .largeTitle: Row(sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], weight: .regular),
    .title1: Row(sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], weight: .regular),
    .title2: Row(sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], weight: .regular),
    .title3: Row(sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], weight: .regular),
    .headline: Row(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], weight: .semibold),
    .body: Row(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], weight: .regular),
    .callout: Row(sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], weight: .regular),
    .subheadline: Row(sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], weight: .regular),
    .footnote: Row(sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], weight: .regular),
    .caption1: Row(sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], weight: .regular),
    .caption2: Row(sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], weight: .regular),
  ]

  /// The row of `style`; Body's for a style UIKit does not define (a
  /// chosen rule: Apple documents none).
  static func row(_ style: UIFont.TextStyle) -> Row { rows[style] ?? rows[.body]! }

  /// The point size of `style` at `category`.
  static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> Double {
    row(style).sizes[category.column]
  }
}
#endif
