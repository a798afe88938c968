#if !canImport(UIKit) && !canImport(AppKit)
import TextMeasure

/// `NSLineBreakMode`: the engine's ``/TextMeasure/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// `NSTextAlignment`: the engine's ``/TextMeasure/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// `NSWritingDirection`: the engine's ``/TextMeasure/WritingDirection``.
public typealias NSWritingDirection = WritingDirection
#endif
