import ArgumentParser
import Foundation
import TextMeasure
import TextMeasureBatch

/// Which font to measure with, and its cascade list.
struct FontOptions: ParsableArguments {
  @Option(name: .long, help: "Font family, full or PostScript name (default: the bundled Inter).")
  var font: String?

  @Option(name: .customLong("font-file"), help: "Font file (TTF, OTF, TTC); FILE:INDEX picks a face.")
  var fontFile: FontFileReference?

  @Option(name: .long, parsing: .unconditional, help: "Point size.")
  var size: Double = 17

  @Option(name: .customLong("fallback"), help: "A fallback font file, FILE[:INDEX]; repeat in cascade order.")
  var fallbacks: [FontFileReference] = []

  @Flag(
    inversion: .prefixedNo,
    help: "Try Fontconfig's fallback fonts for text no given font has (default: on without --fallback, off with it).")
  var systemFallback: Bool?

  /// Whether the system's fallback fonts are used: as asked, else only when no list is given.
  var usesSystemFallback: Bool { systemFallback ?? fallbacks.isEmpty }

  func validate() throws {
    if font != nil && fontFile != nil { throw ValidationError("give --font or --font-file, not both") }
    if !(size.isFinite && size > 0) { throw ValidationError("--size must be a number greater than 0") }
  }

  /// The primary font with its cascade list.
  ///
  /// - Throws: ``CommandError`` naming the option of a font file that cannot
  ///   be opened, or the ``FontError`` of a name that cannot be found.
  func resolvedFont() throws -> Font {
    let primary: Font
    if let fontFile {
      primary = try fontFile.font(size: size, option: "--font-file")
    } else if let font {
      primary = try Font(name: font, size: size)
    } else {
      primary = .systemFont(ofSize: size)
    }
    return primary.cascading(to: try fallbackFonts(), systemFallback: usesSystemFallback)
  }

  /// The `--fallback` fonts, in order.
  ///
  /// - Throws: ``CommandError`` "--fallback: " and why a file cannot be opened.
  func fallbackFonts() throws -> [Font] {
    try fallbacks.map { try $0.font(size: size, option: "--fallback") }
  }
}
