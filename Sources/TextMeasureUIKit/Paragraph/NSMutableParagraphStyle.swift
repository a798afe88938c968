#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `NSMutableParagraphStyle`: ``NSParagraphStyle`` with every property settable.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// let attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Replaces every value with `other`'s.
  open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }

  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { values.style.lineSpacing = Double(newValue) }
  }
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { values.style.paragraphSpacing = Double(newValue) }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { values.style.paragraphSpacingBefore = Double(newValue) }
  }
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { values.style.alignment = newValue }
  }
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { values.style.headIndent = Double(newValue) }
  }
  open override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { values.style.tailIndent = Double(newValue) }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { values.style.firstLineHeadIndent = Double(newValue) }
  }
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { values.style.minimumLineHeight = Double(newValue) }
  }
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { values.style.maximumLineHeight = Double(newValue) }
  }
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { values.style.lineHeightMultiple = Double(newValue) }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { values.style.lineBreakMode = newValue }
  }
  open override var baseWritingDirection: NSWritingDirection {
    get { super.baseWritingDirection }
    set { values.style.baseWritingDirection = newValue }
  }
  open override var defaultTabInterval: CGFloat {
    get { super.defaultTabInterval }
    set {
      values.defaultTabInterval = newValue
      // NaN is passed on, for layout to refuse.
      values.style.defaultTabInterval =
        newValue > 0 || newValue.isNaN ? Double(newValue) : ParagraphStyle.default.defaultTabInterval
    }
  }
  open override var tabStops: [NSTextTab] {
    get { super.tabStops }
    set { values.tabStops = newValue }
  }
  open override var hyphenationFactor: Float {
    get { super.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  open override var usesDefaultHyphenation: Bool {
    get { super.usesDefaultHyphenation }
    set { values.usesDefaultHyphenation = newValue }
  }
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { super.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }
  open override var lineBreakStrategy: LineBreakStrategy {
    get { super.lineBreakStrategy }
    set { values.lineBreakStrategy = newValue }
  }
}
#endif
