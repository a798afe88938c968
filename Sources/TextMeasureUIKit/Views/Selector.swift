#if !canImport(UIKit) && !canImport(AppKit)
/// `Selector`: the name of a method, as Objective-C's `SEL` names one
/// (`Selector("copy:")`), for the responder members that take one
/// (``UIResponder/canPerformAction(_:withSender:)``). There is no
/// Objective-C runtime on Linux: nothing is ever performed by name, and
/// `#selector` is not available.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name, e.g. `copy:`.
  public let name: String
  /// The selector of the method named `name`.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}
#endif
