import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The write end of a pipe whose read end is already closed, as a reader
/// that went away leaves it: a write fails with EPIPE, or raises SIGPIPE.
/// (`Process` closes a child's other descriptors, so no child holds the
/// read end open either.)
func closedPipe() throws -> FileHandle {
  var ends: [Int32] = [-1, -1]
  guard ends.withUnsafeMutableBufferPointer({ pipe($0.baseAddress!) }) == 0 else {
    throw CLIError(description: "pipe: \(String(cString: strerror(errno)))")
  }
  close(ends[0])
  return FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
}
