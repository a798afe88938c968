internal import CTextMeasureFonts

extension Font {
  /// The licence of the bundled Inter faces: the SIL Open Font License 1.1
  /// with the fonts' copyright notice, the text of `Fonts/Inter/OFL.txt`.
  ///
  /// The faces are built into every binary that links the engine, and the
  /// licence asks that it accompany them wherever they are redistributed:
  /// ship this text with such a binary (in its notices or an "about"
  /// screen), as you would a file.
  public static let bundledFontLicense: String = {
    var count = 0
    guard let text = tm_bundled_font_license(&count) else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: text, count: count), as: UTF8.self)
  }()
}
