/// Why a font directory cannot be used (see ``FontDirectories``): what the
/// service's operator reads when it starts, so it names the path.
public enum FontDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The path names a file, not a directory.
  case notADirectory(path: String)
  /// The directory, or one of its subdirectories, cannot be read: `reason`
  /// is the system's (e.g. "Permission denied").
  case unreadable(path: String, reason: String)
  /// The directories hold more than `limit` entries together; the one at
  /// `path` was the first past it.
  case tooManyEntries(path: String, limit: Int)

  public var description: String {
    switch self {
    case .notFound(let path): return "\(path): no such font directory"
    case .notADirectory(let path): return "\(path): not a directory (font directories must be directories)"
    case .unreadable(let path, let reason): return "\(path): cannot read the font directory (\(reason))"
    case .tooManyEntries(let path, let limit):
      return "\(path): the font directories hold more than \(limit) entries together"
    }
  }
}
