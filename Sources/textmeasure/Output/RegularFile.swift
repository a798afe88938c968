#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The check that a path the CLI reads or replaces is a plain file: a FIFO
/// would block the reader forever, a device such as `/dev/zero` never ends,
/// and replacing a device or a link by renaming a new file over it would
/// swap out the directory entry rather than write into it.
enum RegularFile {
  /// Throws unless `path` is a regular file or does not exist (its reader or
  /// writer then reports that).
  ///
  /// - Parameters:
  ///   - path: the path to check.
  ///   - followingLinks: whether a symbolic link is judged by its target
  ///     (`stat`) or as itself (`lstat`, for paths a new file replaces).
  /// - Throws: ``CommandError`` "PATH is a FIFO, not a regular file" (or a
  ///   directory, a character device, …).
  static func check(_ path: String, followingLinks: Bool) throws {
    var info = stat()
    let status = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return }
    let type = info.st_mode & S_IFMT
    guard type != S_IFREG else { return }
    throw CommandError("\(path) is \(kind(type)), not a regular file")
  }

  /// The kind of a non-regular file type, with its article.
  private static func kind(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFDIR: "a directory"
    case S_IFLNK: "a symbolic link"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }
}
