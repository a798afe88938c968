// TextMeasureUIKit: the UIKit and TextKit names over the TextMeasure engine,
// so that iOS sizing code ports to Linux by changing `import UIKit` (or
// `import CoreGraphics`) to `import TextMeasureUIKit`. Foundation comes with
// it, as with UIKit; the engine's own types (`Font`, `TextMeasurer`, …) do
// not: code that uses them imports `TextMeasure` as well. The bridges
// between the two sets of names (`UIFont.engineFont`, `AttributedText(_:)`
// of an `NSAttributedString`, …) are the `+EngineBridge` files.
//
// Where UIKit or AppKit exists, every UIKit-named declaration is compiled
// out (`#if !canImport(UIKit) && !canImport(AppKit)` in each file), so the
// real classes are the ones a program sees there; only the Swift-named
// TextKit model (`TextContainer`, `TextContainerLayout`) stays.

@_exported import Foundation
