import Foundation

/// Why a font could not be found, opened or used.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No font with this family, full or PostScript name was found.
  ///
  /// `searched` names the places that were looked at, in order.
  case notFound(name: String, searched: [String])
  /// No file exists at the path.
  case fileNotFound(path: String)
  /// The file exists but could not be read: `reason` is the system's
  /// (e.g. "Permission denied", or "Not a directory" for a path through a file).
  case unreadableFile(path: String, reason: String)
  /// The path names something other than a regular file: `kind` is
  /// "directory", "FIFO", "character device", "block device" or "socket".
  /// Only regular files are opened as fonts, because reading the others
  /// can block forever (a FIFO with no writer) or never end (`/dev/zero`).
  case notARegularFile(path: String, kind: String)
  /// The file holds `byteCount` bytes, more than ``Font/maximumFileByteCount``
  /// (`limit`); it was not read.
  case fileTooLarge(path: String, byteCount: Int, limit: Int)
  /// The file was read but is in no font format FreeType knows (it is not
  /// a TrueType, OpenType, collection, Type 1 or other font file).
  case notAFontFile(path: String)
  /// The file is in a font format but FreeType could not open it (a damaged
  /// or truncated font, say).
  case invalidFontFile(path: String, reason: String)
  /// The file holds fewer faces than the index asked for.
  case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
  /// FreeType could not start (it returned this error code): the process
  /// is out of memory, say.
  case freeTypeUnavailable(code: Int)
  /// A variation the font cannot take: it has no axis with this tag, or
  /// the value is not a finite number.
  case invalidVariation(tag: String, value: Double, font: String)
  /// The font has no named instance of this name (`available` lists its instances).
  case namedInstanceNotFound(name: String, font: String, available: [String])
  /// A folder given for the system fonts cannot be read or holds none of
  /// their families (see ``TextEngine/useSystemFonts(in:families:)``).
  case systemFontFolder(path: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let name, let searched):
      return "no font named '\(name)' (searched: \(searched.joined(separator: "; ")))"
    case .fileNotFound(let path):
      return "\(path): the font file does not exist"
    case .unreadableFile(let path, let reason):
      return "\(path): cannot read the font file (\(reason))"
    case .notAFontFile(let path):
      return "\(path): not a font file (FreeType knows no font format in it)"
    case .notARegularFile(let path, let kind):
      return "\(path): not a regular file (a \(kind)); only regular files are opened as fonts"
    case .fileTooLarge(let path, let byteCount, let limit):
      return "\(path): the file is too large to be a font (\(byteCount) bytes; at most \(limit))"
    case .invalidFontFile(let path, let reason):
      return "\(path): not a usable font file (\(reason))"
    case .faceIndexOutOfRange(let path, let index, let faceCount):
      return "\(path): face index \(index) out of range (the file has \(faceCount) face\(faceCount == 1 ? "" : "s"))"
    case .freeTypeUnavailable(let code):
      return "FreeType could not start (error \(code))"
    case .invalidVariation(let tag, let value, let font):
      return "\(font): no variation '\(tag)' = \(value) (the tag must be one of the font's axes, the value a finite number)"
    case .systemFontFolder(let path, let reason):
      return "\(path): cannot take the system fonts from this folder (\(reason))"
    case .namedInstanceNotFound(let name, let font, let available):
      return "\(font): no named instance '\(name)' (it has: \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
    }
  }
}

extension FontError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
