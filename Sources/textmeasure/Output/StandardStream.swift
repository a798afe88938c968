#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written with `write(2)` so that every
/// failure is seen: `print` and `FileHandle.write(_:)` either ignore a full
/// disk, `/dev/full` or a closed pipe (with SIGPIPE ignored) or trap on it.
///
/// Each ``write(_:)`` goes straight to the descriptor (no buffer to flush
/// later), so what was written before a failure is complete lines and the
/// failure is reported at the write that met it.
struct StandardStream: Sendable {
  /// The file descriptor.
  let descriptor: Int32
  /// The stream's name in error messages.
  let name: String

  /// Standard output: the command's results.
  static let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
  /// Standard error: messages and the progress bar.
  static let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")

  /// Writes all of `text`, resuming after interrupted and partial writes.
  ///
  /// - Throws: ``CommandError`` naming the stream and the system's reason
  ///   (e.g. "No space left on device", "Broken pipe").
  func write(_ text: String) throws {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure {
      throw CommandError("cannot write to \(name): \(String(cString: strerror(failure)))")
    }
  }

  /// Writes `textmeasure: message` and a newline to standard error. A
  /// failure is ignored: standard error is where it would be reported.
  static func warn(_ message: String) {
    try? error.write("textmeasure: \(message)\n")
  }
}

/// `write(2)`, under a name that ``StandardStream/write(_:)`` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
  #endif
}
