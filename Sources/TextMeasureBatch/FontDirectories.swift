import Foundation

/// The directories a service's requests may take fonts from, and the font
/// files found in them: what ``BatchMeasurer`` opens, and nothing else,
/// when it is given them.
///
/// With them, a request's `font_file` is a path relative to one of the
/// directories, and `font` a name found only among their fonts (see
/// <doc:BatchContract>). Every font file the batch measurer opens is then
/// one found here, besides the bundled Inter (and the system-font folder and
/// fallback fonts its maker gives it).
///
/// The directories are read when this value is made: their symbolic links
/// are resolved, every regular file in them and their subdirectories is
/// listed, and a symbolic link to a file is listed when the file it leads
/// to is inside one of the directories (links to directories are not
/// followed). Files added later are not seen; make the value again.
///
/// ```swift
/// let fonts = try FontDirectories([URL(fileURLWithPath: "/srv/fonts")])
/// let batch = BatchMeasurer(fontDirectories: fonts)
/// ```
public struct FontDirectories: Sendable, Equatable {
  /// The directories, by their real paths (symbolic links resolved), in
  /// the order given, each once.
  public let directories: [URL]
  /// The real path of each file, by the path relative to its directory
  /// that a request names it with; where several directories have a path,
  /// the first one's file.
  private let filesByRelativePath: [String: String]
  /// The files' real paths, each once, in the order they were found.
  let files: [String]

  /// The most entries (files, links and subdirectories) the directories may
  /// hold together, which bounds the time and memory reading them takes.
  public static let entryLimit = 10_000

  /// The directories `directories` name, and the files in them.
  ///
  /// - Throws: ``FontDirectoryError`` naming a directory that does not
  ///   exist, is not a directory, cannot be read, or holds more than
  ///   ``entryLimit`` entries.
  /// - Complexity: one `lstat` per entry, and a `realpath` per symbolic link.
  public init(_ directories: [URL]) throws {
    var realDirectories: [String] = []
    for directory in directories {
      let real = try Self.realDirectory(directory.path)
      if !realDirectories.contains(real) { realDirectories.append(real) }
    }
    var listing = FontDirectoryListing(directories: realDirectories, entryLimit: Self.entryLimit)
    for directory in realDirectories { try listing.list(directory) }
    self.directories = realDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) }
    filesByRelativePath = listing.filesByRelativePath
    files = listing.files
  }

  /// The real path of the file `relativePath` names, nil when it names none
  /// of the listed files: an empty or absolute path, one whose `..` leaves
  /// its directory, or a path that was not listed. Touches no file.
  func file(atRelativePath relativePath: String) -> String? {
    Self.normalized(relativePath).flatMap { filesByRelativePath[$0] }
  }

  /// `path` without `.`, empty components and the `..` that step back
  /// inside it; nil when it is empty or absolute, or a `..` leaves it.
  static func normalized(_ path: String) -> String? {
    guard !path.hasPrefix("/") else { return nil }
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == ".." {
        guard components.popLast() != nil else { return nil }
      } else {
        components.append(component)
      }
    }
    return components.isEmpty ? nil : components.joined(separator: "/")
  }

  /// The real path of the directory at `path`.
  private static func realDirectory(_ path: String) throws -> String {
    guard let resolved = realpath(path, nil) else {
      let code = errno
      if code == ENOENT { throw FontDirectoryError.notFound(path: path) }
      throw FontDirectoryError.unreadable(path: path, reason: String(cString: strerror(code)))
    }
    defer { free(resolved) }
    var status = stat()
    guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw FontDirectoryError.notADirectory(path: path)
    }
    return String(cString: resolved)
  }
}
