import CBaselines
import Foundation

/// Pango's measurement of a message: `pango_layout_set_text` +
/// `pango_layout_get_extents` on one reused `PangoLayout`, over a private
/// Fontconfig configuration holding only the chain's files, unhinted,
/// positions unrounded, `PANGO_WRAP_WORD_CHAR`. Not thread-safe.
public final class PangoBaseline {
  private let layout: OpaquePointer

  /// A layout of `fonts` (first choice first) at `size` pixels.
  ///
  /// - Returns: nil when Fontconfig cannot add one of the files.
  public init?(fonts: [BenchmarkFontFile] = BenchmarkFontFile.chain, size: Double = BenchmarkSetting.fontSize) {
    let families = fonts.map(\.family).joined(separator: ",")
    let paths = fonts.map { strdup($0.url.path) }
    defer { paths.forEach { free($0) } }
    let created = paths.map { UnsafePointer($0) }.withUnsafeBufferPointer {
      tm_pango_baseline_create($0.baseAddress, $0.count, families, size)
    }
    guard let created else { return nil }
    layout = created
  }

  deinit { tm_pango_baseline_destroy(layout) }

  /// The logical extents of `text` wrapped at `width` pixels.
  public func size(of text: String, width: Double) -> CGSize {
    var text = text
    var size = (width: 0.0, height: 0.0)
    text.withUTF8 { tm_pango_baseline_measure(layout, $0.baseAddress, $0.count, width, &size.width, &size.height) }
    return CGSize(width: size.width, height: size.height)
  }
}
