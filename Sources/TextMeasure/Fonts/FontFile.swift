import CHarfBuzz
import Foundation

extension Font {
  /// The largest font file that is opened, in bytes: 512 MiB.
  ///
  /// Fonts in use are far smaller: the largest in Debian's Noto packages is
  /// the Noto Serif CJK Bold collection at 27 MB (Noto Sans CJK 20 MB, Noto
  /// Color Emoji 11 MB). The largest collections distributed at all are
  /// Noto Serif CJK's of every weight, about 180 MB, and Source Han's
  /// 78-font Mega OTC, just over 300 MB. The cap admits them with room to
  /// spare, and bounds what a wrong or hostile path can make the engine map
  /// (the file is mapped, not read, so only the pages FreeType and HarfBuzz
  /// touch are loaded). A larger file throws
  /// ``FontError/fileTooLarge(path:byteCount:limit:)`` without being read.
  public static let maximumFileByteCount = 512 << 20
}

/// Maps font files into memory, refusing what is not a font file's shape:
/// anything but a regular file, an empty file, or one over
/// ``Font/maximumFileByteCount``.
///
/// The path is checked with `stat` before it is opened (so a device is
/// never opened) and again with `fstat` on what was opened (so a path
/// swapped in between is caught); a FIFO is opened without blocking. The
/// bytes are mapped read-only and private, as HarfBuzz maps files itself.
enum FontFile {
  /// The bytes of the font file at `path` as a HarfBuzz blob, which unmaps
  /// them when it is destroyed.
  ///
  /// - Throws: ``FontError/notARegularFile(path:kind:)``,
  ///   ``FontError/fileTooLarge(path:byteCount:limit:)``,
  ///   ``FontError/invalidFontFile(path:reason:)`` for an empty file,
  ///   ``FontError/fileNotFound(path:)``, or
  ///   ``FontError/unreadableFile(path:reason:)`` when it cannot be opened or mapped.
  static func blob(path: String) throws -> OpaquePointer {
    var status = stat()
    guard stat(path, &status) == 0 else { throw systemError(path: path) }
    try validate(status, path: path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw systemError(path: path) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { throw systemError(path: path) }
    try validate(status, path: path)
    let count = Int(status.st_size)
    guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != UnsafeMutableRawPointer(bitPattern: -1)
    else { throw systemError(path: path) }
    let mapping = Unmanaged.passRetained(Mapping(address: address, count: count)).toOpaque()
    return hb_blob_create(
      address.assumingMemoryBound(to: CChar.self), UInt32(count), HB_MEMORY_MODE_READONLY_MAY_MAKE_WRITABLE, mapping
    ) { Unmanaged<Mapping>.fromOpaque($0!).release() }
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

  /// A read-only mapping of a file, unmapped when the blob that holds it
  /// releases it.
  private final class Mapping {
    let address: UnsafeMutableRawPointer
    let count: Int

    init(address: UnsafeMutableRawPointer, count: Int) {
      self.address = address
      self.count = count
    }

    deinit {
      munmap(address, count)
    }
  }
}
