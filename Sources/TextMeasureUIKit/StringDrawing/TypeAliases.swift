#if !canImport(UIKit) && !canImport(AppKit)
import TextMeasure

/// `NSLineBreakMode`: the engine's ``LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// `NSTextAlignment`: the engine's ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// `NSWritingDirection`: the engine's ``WritingDirection``.
public typealias NSWritingDirection = WritingDirection
#endif
