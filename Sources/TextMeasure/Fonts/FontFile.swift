import Foundation

extension Font {
  /// The largest font file that is opened, in bytes: 512 MiB.
  ///
  /// Fonts in use are far smaller: the largest in Debian's Noto packages is
  /// the Noto Serif CJK Bold collection at 27 MB (Noto Sans CJK 20 MB, Noto
  /// Color Emoji 11 MB). The largest collections distributed at all are
  /// Noto Serif CJK's of every weight, about 180 MB, and Source Han's
  /// 78-font Mega OTC, just over 300 MB. The cap admits them with room to
  /// spare, and bounds what a wrong or hostile path can make the engine read
  /// into memory. A larger file throws
  /// ``FontError/fileTooLarge(path:byteCount:limit:)`` without being read.
  public static let maximumFileByteCount = 512 << 20

  /// The most bytes of font files an engine keeps in memory for faces no
  /// ``Font`` holds: 128 MiB.
  ///
  /// Font files are read whole into memory (a file on disk may change
  /// while it is in use; see <doc:FontsAndErrors>), and the faces of one
  /// file share one copy. A face some font holds keeps its file's bytes;
  /// beyond those, an engine keeps the faces handed out last, up to 64 of
  /// them and up to this many bytes, each counted at least at 2 MiB (a
  /// 64th of the budget, for the face's own tables and FreeType's
  /// structures). A file larger than the budget is kept only while a font
  /// holds one of its faces. ``TextEngine/releaseMemory()`` closes them all.
  public static let idleFaceByteBudget = 128 << 20
}

/// Reads font files into memory, refusing what is not a font file's shape:
/// anything but a regular file, an empty file, or one over
/// ``Font/maximumFileByteCount``.
///
/// The path is checked with `stat` before it is opened (so a device is
/// never opened) and again with `fstat` on what was opened (so a path
/// swapped in between is caught); a FIFO is opened without blocking.
///
/// The whole file is read into memory the process owns, not mapped: a
/// mapped file that is truncated on disk while mapped (`cp new.ttf
/// font.ttf` truncates before it writes) makes the next read of a page past
/// the new end raise `SIGBUS`, even through a private mapping, and a file
/// rewritten in place would change the bytes under HarfBuzz's checked
/// tables. A copy cannot change: a face reads the bytes of the file as it
/// was when it opened, whatever happens on disk later. The cost is the
/// file's size in resident memory for as long as a face of it is open
/// (a mapping made resident only the pages read), and the time to copy
/// it (13 ms of the kernel's time for 34 MB from the page cache on a
/// shared 2-core machine); the faces of one
/// file share one copy (``FontBytes``), and the faces kept beyond those a
/// ``Font`` holds are bounded by ``TextEngine/idleFontByteBudget``.
enum FontFile {
  /// The bytes of the font file at `path`, read whole into memory.
  ///
  /// - Throws: ``FontError/notARegularFile(path:kind:)``,
  ///   ``FontError/fileTooLarge(path:byteCount:limit:)``,
  ///   ``FontError/invalidFontFile(path:reason:)`` for an empty file,
  ///   ``FontError/fileNotFound(path:)``, or
  ///   ``FontError/unreadableFile(path:reason:)`` when it cannot be opened
  ///   or read, or is truncated while it is read.
  static func bytes(path: String) throws -> FontBytes {
    var status = stat()
    guard stat(path, &status) == 0 else { throw systemError(path: path) }
    try validate(status, path: path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw systemError(path: path) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { throw systemError(path: path) }
    try validate(status, path: path)
    let memory = try Memory(count: Int(status.st_size), path: path)
    try read(descriptor, into: memory.address, count: memory.count, path: path)
    return FontBytes(address: memory.address, count: memory.count, storage: memory)
  }

  /// Reads `count` bytes of `descriptor` from its start into `bytes`.
  ///
  /// - Throws: ``FontError/unreadableFile(path:reason:)`` when a read fails,
  ///   or the file ends before `count` bytes (it was truncated meanwhile).
  private static func read(_ descriptor: Int32, into bytes: UnsafeMutableRawPointer, count: Int, path: String) throws {
    var offset = 0
    while offset < count {
      let read = pread(descriptor, bytes + offset, count - offset, off_t(offset))
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else { throw systemError(path: path) }
      guard read > 0 else {
        throw FontError.unreadableFile(path: path, reason: "the file was truncated while it was read")
      }
      offset += read
    }
  }

  /// Memory of the process's own for a file's bytes, unmapped when the
  /// last of the ``FontBytes`` and the HarfBuzz blob that hold it lets it go.
  ///
  /// Mapped anonymous, asking for huge pages (`MADV_HUGEPAGE`) and for
  /// every page at once (`MADV_POPULATE_WRITE`, Linux 5.14): a 20 MB file
  /// then costs a few dozen page faults to read instead of 5,000, which
  /// halves the time to read it. Where the kernel does neither, pages come
  /// one fault at a time as the read fills them.
  private final class Memory {
    let address: UnsafeMutableRawPointer
    let count: Int

    /// `count` bytes of zeros.
    ///
    /// - Throws: ``FontError/unreadableFile(path:reason:)`` naming `path`
    ///   when there is no memory for them.
    init(count: Int, path: String) throws {
      guard
        let address = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        address != UnsafeMutableRawPointer(bitPattern: -1)
      else { throw FontFile.systemError(path: path) }
      _ = madvise(address, count, MADV_HUGEPAGE)
      _ = madvise(address, count, MADV_POPULATE_WRITE)
      self.address = address
      self.count = count
    }

    deinit {
      munmap(address, count)
    }
  }

  /// The error for the system call on `path` that just failed: the file
  /// does not exist (`ENOENT`), or cannot be read, for the reason `errno` gives.
  private static func systemError(path: String) -> FontError {
    let code = errno
    if code == ENOENT { return .fileNotFound(path: path) }
    return .unreadableFile(path: path, reason: String(cString: strerror(code)))
  }

  /// Throws unless `status` describes a regular file of 1 byte to
  /// ``Font/maximumFileByteCount`` bytes.
  private static func validate(_ status: stat, path: String) throws {
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else { throw FontError.notARegularFile(path: path, kind: kind(type)) }
    let count = Int(status.st_size)
    guard count <= Font.maximumFileByteCount else {
      throw FontError.fileTooLarge(path: path, byteCount: count, limit: Font.maximumFileByteCount)
    }
    guard count > 0 else { throw FontError.invalidFontFile(path: path, reason: "the file is empty") }
  }

  /// What a file of type `type` (`st_mode & S_IFMT`) is, in words.
  private static func kind(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: return "directory"
    case S_IFIFO: return "FIFO"
    case S_IFCHR: return "character device"
    case S_IFBLK: return "block device"
    case S_IFSOCK: return "socket"
    default: return "file of type \(String(type, radix: 8))"
    }
  }
}
