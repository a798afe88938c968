import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The `textmeasure` binary running with pipes on its standard input and
/// output, for a test that talks to it as a co-process does: write a line,
/// read the answer, with standard input still open.
final class InteractiveProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var pending: [UInt8] = []

  /// Starts `textmeasure arguments…`, through `launcher` when given (a
  /// command and its arguments that run the rest, such as `taskset -c 0`);
  /// its standard error is discarded.
  init(_ arguments: [String], launcher: [String] = []) throws {
    let binary = try CLI.binary()
    if let command = launcher.first {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = launcher.dropFirst() + [binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    // Until it has seen its child exit, a running Process holds on to itself and its pipes.
    process.waitUntilExit()
  }

  /// The number of threads the process runs, from `/proc` (the launcher
  /// has replaced itself with the binary by the time it answers).
  var threadCount: Int {
    get throws {
      try FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task").count
    }
  }

  /// Writes `line` and its newline to the process's standard input.
  func write(line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The next line of the process's standard output, without its newline;
  /// throws when none comes within `timeout` seconds or the output ends.
  func readLine(timeout: TimeInterval) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    let descriptor = output.fileHandleForReading.fileDescriptor
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        defer { pending.removeSubrange(...newline) }
        return String(decoding: pending[..<newline], as: UTF8.self)
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw CLIError(description: "no answer line within \(timeout) s") }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { throw CLIError(description: "the output ended before an answer line") }
      pending += buffer[..<count]
    }
  }

  /// Closes standard input and waits for the process to exit; its status.
  func finish(timeout: TimeInterval) throws -> Int32 {
    try input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      guard Date() < deadline else { throw CLIError(description: "did not exit within \(timeout) s") }
      Thread.sleep(forTimeInterval: 0.005)
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
