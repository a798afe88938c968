import BenchmarkFixtures
import TextMeasure

/// What a fresh process loads and measures first.
enum ProbeMode: String, CaseIterable {
  /// The bundled Inter by name, the oracle's fallback files as its cascade
  /// list, and one layout: our engine with exactly Pango's fonts.
  case ours
  /// `Font.systemFont(ofSize: 17)` with the system's fallback: the first
  /// layout also starts Fontconfig on the machine's configuration.
  case oursSystemFallback = "ours-system-fallback"
  /// Pango: the private Fontconfig configuration, font map, context, layout
  /// and one `pango_layout_get_extents`.
  case pango
  /// HarfBuzz: the blob, face, font, buffer and one `hb_shape`.
  case harfbuzz

  /// Text that needs a fallback font (CJK and emoji) besides Inter.
  static let text = "Hello Susi 你好 👍"

  /// Loads the fonts and measures ``text`` once.
  ///
  /// - Throws: ``ProbeError`` or the engine's error when a font cannot be loaded.
  func measureOnce() throws {
    let width = BenchmarkSetting.width
    switch self {
    case .ours:
      _ = try TextMeasurer().layout(Self.text, font: try BenchmarkSetting.font(), width: width)
    case .oursSystemFallback:
      _ = try TextMeasurer().layout(Self.text, font: .systemFont(ofSize: BenchmarkSetting.fontSize), width: width)
    case .pango:
      guard let pango = PangoBaseline() else { throw ProbeError.fontsUnavailable(self) }
      _ = pango.size(of: Self.text, width: width)
    case .harfbuzz:
      guard let harfBuzz = HarfBuzzBaseline() else { throw ProbeError.fontsUnavailable(self) }
      _ = harfBuzz.advance(of: Self.text)
    }
  }
}
