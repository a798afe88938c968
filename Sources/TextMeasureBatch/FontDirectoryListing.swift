import Foundation

/// The regular files found in font directories and their subdirectories
/// (see ``FontDirectories``), each by the path relative to its directory.
struct FontDirectoryListing {
  /// The real paths of the directories listed, against which a symbolic
  /// link's target is checked.
  let directories: [String]
  /// The most entries listed before it throws.
  let entryLimit: Int
  private(set) var filesByRelativePath: [String: String] = [:]
  /// Each file's real path once, in the order found.
  private(set) var files: [String] = []
  private var listed: Set<String> = []
  private var entryCount = 0

  init(directories: [String], entryLimit: Int) {
    self.directories = directories
    self.entryLimit = entryLimit
  }

  /// Lists the files in `directory` (a real path) and its subdirectories,
  /// in name order. A symbolic link is listed when it leads to a regular
  /// file inside one of ``directories``; links to directories are not
  /// followed, so the walk cannot loop.
  ///
  /// - Throws: ``FontDirectoryError/unreadable(path:reason:)`` or
  ///   ``FontDirectoryError/tooManyEntries(path:limit:)``.
  mutating func list(_ directory: String) throws {
    var pending = [(relative: "", path: directory)]
    while let (relative, path) = pending.popLast() {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
      } catch {
        throw FontDirectoryError.unreadable(path: path, reason: (error as NSError).localizedDescription)
      }
      for name in names {
        entryCount += 1
        let entryPath = path == "/" ? "/" + name : path + "/" + name
        guard entryCount <= entryLimit else {
          throw FontDirectoryError.tooManyEntries(path: entryPath, limit: entryLimit)
        }
        let entryRelative = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(entryPath, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: pending.append((entryRelative, entryPath))
        case S_IFREG: add(entryPath, as: entryRelative)
        case S_IFLNK: if let target = regularFileInside(linkedFrom: entryPath) { add(target, as: entryRelative) }
        default: continue
        }
      }
    }
  }

  /// Files the real path `file` under `relative`, unless an earlier
  /// directory has that relative path.
  private mutating func add(_ file: String, as relative: String) {
    guard filesByRelativePath[relative] == nil else { return }
    filesByRelativePath[relative] = file
    if listed.insert(file).inserted { files.append(file) }
  }

  /// The real path of the regular file the link at `path` leads to, when it
  /// is inside one of ``directories``.
  private func regularFileInside(linkedFrom path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    let target = String(cString: resolved)
    var status = stat()
    guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      directories.contains(where: { Self.isInside(target, directory: $0) })
    else { return nil }
    return target
  }

  /// Whether the real path `path` is inside the real path `directory`.
  private static func isInside(_ path: String, directory: String) -> Bool {
    path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
  }
}
