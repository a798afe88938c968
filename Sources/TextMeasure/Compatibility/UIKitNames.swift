/// `UIFont`, so UIKit sizing code ports by changing its imports.
public typealias UIFont = Font
/// `NSStringDrawingOptions`.
public typealias NSStringDrawingOptions = StringDrawingOptions
/// `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSWritingDirection`.
public typealias NSWritingDirection = WritingDirection
/// `NSStringDrawingContext`.
public typealias NSStringDrawingContext = StringDrawingContext
