import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A plain TCP connection to a loopback port, for what an HTTP client
/// never does: send a body slowly, hold a request open, or go away in the
/// middle of an answer.
final class RawConnection: @unchecked Sendable {
  private let socket: Int32

  /// A connection to 127.0.0.1:`port`.
  init(port: Int) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(socket)
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECONNREFUSED)
    }
  }

  deinit {
    close(socket)
  }

  /// The head of a JSON POST to `/v1/measure` whose body has `contentLength` bytes.
  static func head(contentLength: Int) -> String {
    "POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(contentLength)\r\n\r\n"
  }

  /// Sends `text`.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Everything received until the peer closes, `seconds` pass, or (when
  /// given) `byteCount` bytes have come.
  ///
  /// The wait is on a thread of its own: blocking one of Swift
  /// concurrency's few threads (two on a 2-core machine) would starve the
  /// service under test, whose handlers run on them too.
  func receive(seconds: Double, upTo byteCount: Int = .max) async -> String {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: self.receiveBlocking(seconds: seconds, upTo: byteCount)) }
    }
  }

  /// ``receive(seconds:upTo:)``, blocking the calling thread.
  private func receiveBlocking(seconds: Double, upTo byteCount: Int) -> String {
    var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < byteCount {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, min($0.count, byteCount - received.count), 0) }
      guard count > 0 else { break }
      received.append(contentsOf: buffer[..<count])
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Resets the connection (a close that drops what is unread and tells
  /// the peer at once, as a client that crashed or gave up does), before
  /// the connection itself is let go.
  func reset() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    shutdown(socket, Int32(SHUT_RDWR))
  }
}
