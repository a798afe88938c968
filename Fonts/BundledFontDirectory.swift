import Foundation

/// Where the bundled Inter family lives once the package is built.
///
/// The fonts are a resource of this target so that any package that depends
/// on TextMeasure gets them with no set-up. `nil` only when the resource
/// bundle was removed from beside the binary.
package enum BundledFontDirectory {
  /// The folder that holds the Inter `.otf` files and their licence.
  package static var url: URL? {
    Bundle.module.url(forResource: "Inter", withExtension: nil)
  }
}
