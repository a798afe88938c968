import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, read with `read(2)` as its bytes arrive: a request
/// written to a pipe that stays open is read at once, not at the end.
enum StandardInput {
  /// Reads what is available into `buffer` (waiting for at least one byte),
  /// resuming after interrupted reads; 0 at the end of the input.
  ///
  /// - Throws: ``CommandError`` "cannot read standard input: " and the
  ///   system's reason (e.g. "Is a directory").
  @Sendable static func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    while true {
      let count = systemRead(STDIN_FILENO, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: waitForInput()
      case let failure: throw CommandError("cannot read standard input: \(String(cString: strerror(failure)))")
      }
    }
  }

  /// Waits until a non-blocking standard input has bytes (or its end) to read.
  private static func waitForInput() {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, -1)
  }
}

/// `read(2)`, under a name that ``StandardInput/read(into:)`` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #elseif canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
  #endif
}
