import CBaselines

/// Raw HarfBuzz: `hb_shape` of a whole message as one run with the OpenType
/// functions, one font and one reused buffer. Not thread-safe.
public final class HarfBuzzBaseline {
  private let shaper: OpaquePointer

  /// Shapes with face `font.faceIndex` of `font.url` (the bundled Inter by default).
  ///
  /// - Returns: nil when the file cannot be read.
  public init?(font: BenchmarkFontFile = .inter) {
    guard let created = tm_harfbuzz_baseline_create(font.url.path, UInt32(font.faceIndex)) else { return nil }
    shaper = created
  }

  deinit { tm_harfbuzz_baseline_destroy(shaper) }

  /// The advance of `text` on one line at `size` pixels.
  public func advance(of text: String, size: Double = BenchmarkSetting.fontSize) -> Double {
    var text = text
    return text.withUTF8 { tm_harfbuzz_baseline_shape(shaper, $0.baseAddress, $0.count, size) }
  }
}
