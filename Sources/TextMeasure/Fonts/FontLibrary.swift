import CFreeType
import Foundation

/// The process-wide owner of the FreeType library and of every opened face.
///
/// A face is opened once per (file, index) and kept for the life of the
/// process; a name is resolved once and remembered, so making a font at
/// another size does no file I/O and no Fontconfig query. Thread-safe.
final class FontLibrary: @unchecked Sendable {
  /// The one library of the process.
  static let shared = FontLibrary()

  private let lock = NSRecursiveLock()
  private var freeTypeLibrary: FT_Library?
  private var facesByFile: [FaceKey: FontFace] = [:]
  private var facesByName: [String: FontFace] = [:]
  private let fontconfig = FontconfigResolver()

  private struct FaceKey: Hashable {
    var path: String
    var index: Int
  }

  private init() {}

  /// Runs `body` with exclusive use of the FreeType library.
  func withFreeTypeLibrary<Result>(_ body: (FT_Library) throws -> Result) throws -> Result {
    lock.lock()
    defer { lock.unlock() }
    if freeTypeLibrary == nil {
      var library: FT_Library?
      let error = FT_Init_FreeType(&library)
      guard error == 0, let library else {
        throw FontError.invalidFontFile(path: "", reason: "FreeType failed to start (error \(error))")
      }
      freeTypeLibrary = library
    }
    return try body(freeTypeLibrary!)
  }

  /// Runs `body` with exclusive use of Fontconfig.
  func withFontconfig<Result>(_ body: (FontconfigResolver) -> Result) -> Result {
    lock.withLock { body(fontconfig) }
  }

  /// The face at `index` of the file at `path`, opened on first use.
  func face(path: String, index: Int) throws -> FontFace {
    let key = FaceKey(path: URL(fileURLWithPath: path).standardizedFileURL.path, index: index)
    return try withFreeTypeLibrary { library in
      if let face = facesByFile[key] { return face }
      let face = try FontFace(path: key.path, faceIndex: index, library: library)
      facesByFile[key] = face
      return face
    }
  }

  /// A bundled face.
  func face(_ bundled: BundledFont) throws -> FontFace {
    guard let path = bundled.path else {
      throw FontError.notFound(
        name: bundled.postScriptName, searched: ["the package's bundled fonts (resource bundle missing)"])
    }
    return try face(path: path, index: 0)
  }

  /// The face for a family, full or PostScript name: the bundled fonts first,
  /// then Fontconfig.
  func face(named name: String) throws -> FontFace {
    let key = name.lowercased()
    if let face = (lock.withLock { facesByName[key] }) { return face }
    let face: FontFace
    if let bundled = BundledFont(name: name) {
      face = try self.face(bundled)
    } else if let match = lock.withLock({ fontconfig.match(name: name) }) {
      face = try self.face(path: match.path, index: match.index)
    } else {
      let searched = [
        "the bundled fonts (\(BundledFont.allCases.map(\.postScriptName).joined(separator: ", ")))",
        "Fontconfig (family, full and PostScript names) in "
          + lock.withLock { fontconfig.fontDirectories() }.joined(separator: ", "),
      ]
      throw FontError.notFound(name: name, searched: searched)
    }
    lock.withLock { facesByName[key] = face }
    return face
  }
}
