import Foundation
internal import _TextMeasureSupport

/// Where a face's bytes come from: a font file, or a bundled face built into
/// the binary.
enum FontSource: Hashable, Sendable, CustomStringConvertible {
  /// A font file, by its standardized path.
  case file(path: String)
  /// A bundled Inter face, whose bytes are in the binary.
  case bundled(BundledFont)

  /// The bytes as a HarfBuzz blob: the file mapped, or the built-in bytes.
  ///
  /// - Throws: the errors of ``FontFile/blob(path:)`` for a file, and of
  ///   ``BundledFont/blob()`` for a bundled face.
  func blob() throws -> OpaquePointer {
    switch self {
    case .file(let path): return try FontFile.blob(path: path)
    case .bundled(let font): return try font.blob()
    }
  }

  /// The font file, nil for a bundled face.
  var fileURL: URL? {
    guard case .file(let path) = self else { return nil }
    return URL(fileURLWithPath: path)
  }

  /// Whether this is the file at `path` (a path as Fontconfig lists it).
  func isFile(at path: String) -> Bool {
    guard case .file(let own) = self else { return false }
    return own == path
  }

  /// A hash of the path or the bundled face's name, for cache keys.
  var codeUnitHash: Int {
    switch self {
    case .file(let path): return path.codeUnitHash
    case .bundled(let font): return font.rawValue.codeUnitHash
    }
  }

  /// The bytes the source keeps in memory beyond its own size (a path's
  /// characters; none for a bundled face), for cache budgets.
  var byteCount: Int {
    guard case .file(let path) = self else { return 0 }
    return path.utf8.count
  }

  /// How messages name it: the path, or e.g. "the bundled Inter-Regular.otf".
  var description: String {
    switch self {
    case .file(let path): return path
    case .bundled(let font): return "the bundled \(font.fileName)"
    }
  }
}
