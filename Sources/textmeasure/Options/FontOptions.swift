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

  @Option(name: .customLong("named-instance"), help: "A variable font's named instance (e.g. Bold).")
  var namedInstance: String?

  @Option(
    name: .customLong("variation"),
    help: ArgumentHelp(
      "A variable font's axis at a design value, TAG=VALUE (e.g. wght=650), over the named instance; repeat for more axes.",
      valueName: "TAG=VALUE"))
  var variations: [VariationSetting] = []

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
    if let repeated = Dictionary(grouping: variations, by: \.tag).first(where: { $0.value.count > 1 })?.key {
      throw ValidationError("--variation gives the axis '\(repeated)' more than once")
    }
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
    return try instance(of: primary).cascading(to: try fallbackFonts(), systemFallback: usesSystemFallback)
  }

  /// `font` at `--named-instance` and `--variation`.
  ///
  /// - Throws: ``CommandError`` naming the option the font cannot take.
  private func instance(of font: Font) throws -> Font {
    let values = Dictionary(uniqueKeysWithValues: variations.map { ($0.tag, $0.value) })
    do {
      return try font.instance(named: namedInstance, variations: values)
    } catch let error as FontError {
      if case .namedInstanceNotFound = error { throw CommandError("--named-instance: \(error)") }
      throw CommandError("--variation: \(error)")
    }
  }

  /// The `--fallback` fonts, in order.
  ///
  /// - Throws: ``CommandError`` "--fallback: " and why a file cannot be opened.
  func fallbackFonts() throws -> [Font] {
    try fallbacks.map { try $0.font(size: size, option: "--fallback") }
  }
}
