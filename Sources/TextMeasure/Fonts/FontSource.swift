import Foundation
internal import _TextMeasureSupport

/// Where a face's bytes come from: a font file, or a bundled face built into
/// the binary.
///
/// Held as one string, so that a face's identity costs no more to copy,
/// hash and compare than a path (caches copy and compare it on every
/// lookup): a file's standardized path, which is absolute and so starts
/// with "/", or a bundled face's PostScript name, which does not.
struct FontSource: Hashable, Sendable, CustomStringConvertible {
  /// The path or the PostScript name.
  private let key: String

  private init(key: String) { self.key = key }

  /// A font file, by its standardized (absolute) path.
  static func file(path: String) -> FontSource { FontSource(key: path) }

  /// A bundled Inter face, whose bytes are in the binary.
  static func bundled(_ font: BundledFont) -> FontSource { FontSource(key: font.rawValue) }

  /// The bundled face, nil for a file.
  var bundledFont: BundledFont? { key.utf8.first == UInt8(ascii: "/") ? nil : BundledFont(rawValue: key) }

  /// The bytes: the file read into memory, or the built-in bytes.
  ///
  /// - Throws: the errors of ``FontFile/bytes(path:)`` for a file, and of
  ///   ``BundledFont/bytes()`` for a bundled face.
  func bytes() throws -> FontBytes {
    try bundledFont?.bytes() ?? FontFile.bytes(path: key)
  }

  /// The font file, nil for a bundled face.
  var fileURL: URL? { bundledFont == nil ? URL(fileURLWithPath: key) : nil }

  /// Whether this is the file at `path` (a path as Fontconfig lists it).
  func isFile(at path: String) -> Bool { key == path && bundledFont == nil }

  /// A hash of the path or the bundled face's name, for cache keys.
  var codeUnitHash: Int { key.codeUnitHash }

  /// The bytes of the path or name, for cache budgets.
  var byteCount: Int { key.utf8.count }

  /// How messages name it: the path, or e.g. "the bundled Inter-Regular.otf".
  var description: String { bundledFont.map { "the bundled \($0.fileName)" } ?? key }
}
