#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// An `NSObject` that swift-corelibs-foundation can compare as an attribute
/// value: the superclass of ``UIFont``, ``UIColor``, ``NSParagraphStyle``,
/// ``NSTextAttachment``, ``NSTextTab`` and ``UIFontDescriptor``.
///
/// When `setAttributes(_:range:)`, `addAttribute(_:value:range:)` or
/// `addAttributes(_:range:)` leaves two runs side by side, Core Foundation
/// compares their values with `CFEqual`. `CFEqual` reads a type ID from
/// the object's first stored word, where Core Foundation's own objects
/// keep their runtime header. It hands the comparison to Swift's
/// `isEqual(_:)` when that ID is not 0; with 0 it stops the process
/// (`__HALT`). A plain `NSObject` subclass, a Swift class and a struct
/// (which Foundation boxes) have their first stored property there, and a
/// small integer or a round `Double` such as 1.0 or 17.0 reads as 0.
///
/// This class's first stored word is such a header, with the type ID of
/// a generic Core Foundation object, so the comparison always reaches
/// `isEqual(_:)`; subclasses override `isEqual(_:)` and `hash`. On Linux, a
/// port whose own attribute values are `NSObject` subclasses can inherit
/// from this class instead to be safe (it does not exist in UIKit).
open class AttributeValueObject: NSObject {
  /// Core Foundation's header: the generic object type ID (1) in bits 8–17
  /// and bit 7 set, as Core Foundation initialises its own objects. It
  /// must stay this class's only stored property.
  private let coreFoundationHeader: UInt64 = 1 << 8 | 0x80
}
#endif
