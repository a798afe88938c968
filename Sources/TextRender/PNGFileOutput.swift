import Foundation

/// Writes a PNG to a temporary file beside its destination and renames it
/// over the destination when the caller commits: a failure, or an output
/// dropped uncommitted, leaves no partial file (the temporary one is removed).
///
/// The temporary file is `.<name>.<random>.tmp` in the destination's folder
/// (a rename within one file system replaces the destination whole); it is
/// created with mode 0666 less the process's umask, as a new file would be.
final class PNGFileOutput: PNGOutput {
  /// Where the PNG goes.
  let destination: URL
  /// The temporary file, until it is renamed or removed.
  private var temporaryPath: String?
  /// The open temporary file; -1 once closed.
  private var descriptor: Int32

  /// Creates the temporary file beside `destination`.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` when it cannot be created.
  init(replacing destination: URL) throws {
    self.destination = destination
    let folder = destination.deletingLastPathComponent().path
    let name = destination.lastPathComponent
    // O_EXCL: a name that exists already (another writer's) is never opened; another is tried.
    for _ in 0..<8 {
      let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let path = (folder as NSString).appendingPathComponent(".\(name).\(random).tmp")
      let opened = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if opened >= 0 {
        temporaryPath = path
        descriptor = opened
        return
      }
      guard errno == EEXIST else { break }
    }
    throw RenderError.writeFailed(path: destination.path, reason: String(cString: strerror(errno)))
  }

  deinit {
    discard()
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    var rest = bytes
    while !rest.isEmpty {
      let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
      if written < 0 {
        if errno == EINTR { continue }
        throw failure()
      }
      rest = UnsafeRawBufferPointer(rebasing: rest[written...])
    }
  }

  /// Closes the temporary file (the PNG is complete); ``commit()`` then
  /// renames it. Keeps no descriptor open between pages.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` when the last bytes
  ///   cannot be written (a full disk reports here at the latest).
  func close() throws {
    guard descriptor >= 0 else { return }
    let closed = Glibc.close(descriptor)
    descriptor = -1
    guard closed == 0 else { throw failure() }
  }

  /// Renames the complete temporary file over the destination.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``.
  func commit() throws {
    try close()
    guard let temporaryPath else { return }
    guard rename(temporaryPath, destination.path) == 0 else { throw failure() }
    self.temporaryPath = nil
  }

  /// Closes and removes the temporary file, if it is still there.
  func discard() {
    if descriptor >= 0 { _ = Glibc.close(descriptor) }
    descriptor = -1
    if let temporaryPath { unlink(temporaryPath) }
    temporaryPath = nil
  }

  /// The error for the failed call that set `errno`.
  private func failure() -> RenderError {
    .writeFailed(path: destination.path, reason: String(cString: strerror(errno)))
  }
}
