import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What one run of the `textmeasure` binary did.
struct CLIResult {
  var status: Int32
  var reason: Process.TerminationReason
  var stdout: String
  var stderr: String

  /// Exited normally (not killed by a signal) with status 0.
  var succeeded: Bool { reason == .exit && status == 0 }

  /// The non-empty lines of stdout.
  var stdoutLines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// The non-empty lines of stderr.
  var stderrLines: [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  var summary: String {
    "reason \(reason == .exit ? "exit" : "uncaughtSignal") status \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)"
  }
}

struct CLIError: Error, CustomStringConvertible {
  var description: String
}

/// Runs the built `textmeasure` binary as a subprocess.
enum CLI {
  /// The `textmeasure` executable in the products directory the tests were built into.
  ///
  /// Looked for next to the running test executable (Linux: the
  /// `*.xctest` executable sits in the products directory) or next to the
  /// `.xctest` bundle (macOS), so it works for `swift test` with any
  /// `--scratch-path`. `TEXTMEASURE_CLI` overrides the search.
  static func binary() throws -> URL {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["TEXTMEASURE_CLI"], !override.isEmpty {
      guard fileManager.isExecutableFile(atPath: override) else {
        throw CLIError(description: "TEXTMEASURE_CLI=\(override) is not an executable file")
      }
      return URL(fileURLWithPath: override)
    }
    var starts: [URL] = []
    starts.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
    if let executable = Bundle.main.executableURL { starts.append(executable.resolvingSymlinksInPath()) }
    starts.append(Bundle.main.bundleURL.resolvingSymlinksInPath())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      starts.append(bundle.bundleURL.resolvingSymlinksInPath())
    }
    if let first = CommandLine.arguments.first, first.contains("/") {
      starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath())
    }
    var searched: [String] = []
    for start in starts {
      // Climb out of any `.xctest` bundle to the directory that holds it.
      var directory = start
      var isDirectory: ObjCBool = false
      if !fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
        directory = directory.deletingLastPathComponent()
      }
      while directory.path != "/" && directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
        directory = directory.deletingLastPathComponent()
      }
      let candidate = directory.appendingPathComponent("textmeasure")
      if searched.contains(candidate.path) { continue }
      searched.append(candidate.path)
      var candidateIsDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: candidate.path, isDirectory: &candidateIsDirectory),
        !candidateIsDirectory.boolValue, fileManager.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw CLIError(
      description: """
        The textmeasure binary was not found next to the test bundle (looked at: \
        \(searched.joined(separator: ", "))). Build it with `swift build --build-tests` (same \
        --scratch-path as `swift test`), or point TEXTMEASURE_CLI at it.
        """)
  }

  /// Runs `textmeasure arguments…` with `stdin` as its standard input and waits for it.
  ///
  /// - Parameters:
  ///   - stdinData: bytes for standard input in place of `stdin` (ones no `String` holds).
  ///   - standardOutput, standardError: where the process writes instead of
  ///     the captured files (the result's `stdout`/`stderr` are then empty).
  ///   - shellSetup: shell commands run before the binary is started in their
  ///     place (`trap '' PIPE`, `ulimit -f 8`), for what a child inherits.
  ///   - executable: another copy of the binary to run instead of the built one.
  ///   - workingDirectory: where the process starts (the test's own by default).
  static func run(
    _ arguments: [String], stdin: String = "", stdinData: Data? = nil, standardOutput: FileHandle? = nil,
    standardError: FileHandle? = nil, shellSetup: String? = nil, timeout: TimeInterval = 120,
    executable: URL? = nil, workingDirectory: URL? = nil
  ) throws -> CLIResult {
    let binary = try executable ?? binary()
    let fileManager = FileManager.default
    let directory = fileManager.temporaryDirectory.appendingPathComponent("textmeasure-cli-tests-\(UUID().uuidString)")
    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: directory) }
    let inURL = directory.appendingPathComponent("stdin")
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    try (stdinData ?? Data(stdin.utf8)).write(to: inURL)
    _ = fileManager.createFile(atPath: outURL.path, contents: nil)
    _ = fileManager.createFile(atPath: errURL.path, contents: nil)
    let input = try FileHandle(forReadingFrom: inURL)
    let output = try FileHandle(forWritingTo: outURL)
    let errors = try FileHandle(forWritingTo: errURL)
    defer {
      try? input.close()
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    if let shellSetup {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shellSetup + #"; exec "$0" "$@""#, binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.standardInput = input
    process.standardOutput = standardOutput ?? output
    process.standardError = standardError ?? errors
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"  // a crash is reported by its signal, quickly
    process.environment = environment
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline {
        // SIGKILL, not terminate()'s SIGTERM: the child inherits the test thread's
        // blocked signals, SIGTERM among them, and would never exit.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw CLIError(description: "textmeasure \(arguments) did not finish within \(timeout) s")
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// Runs `textmeasure measure --jsonl extra…` with `requests` as stdin lines.
  /// Runs `measure --jsonl` on `requests`. Without `extra` arguments the
  /// chain is exact (`--no-system-fallback`), so that the fonts a test names
  /// are the only ones used, whatever else the machine has installed.
  static func batch(_ requests: [String], extra: [String] = ["--no-system-fallback"]) throws -> CLIResult {
    try run(["measure", "--jsonl"] + extra, stdin: requests.map { $0 + "\n" }.joined())
  }
}

/// A JSON request line for the batch, from a dictionary.
func requestLine(_ object: [String: Any]) -> String {
  let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  return String(decoding: data, as: UTF8.self)
}

/// One answer of the batch (or of `--json`), parsed.
struct Answer {
  var object: [String: Any]

  init(line: String) throws {
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
      throw CLIError(description: "not a JSON object: \(line)")
    }
    self.object = object
  }

  var id: Any? { object["id"] }
  var idString: String? { object["id"] as? String }
  var error: String? { object["error"] as? String }
  var lines: [String]? { object["lines"] as? [String] }
  var lineWidths: [Double]? { (object["line_widths"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } }
  var width: Double? { (object["width"] as? NSNumber)?.doubleValue }
  var height: Double? { (object["height"] as? NSNumber)?.doubleValue }
  var rect: [String: Double]? {
    guard let rect = object["rect"] as? [String: Any] else { return nil }
    var result: [String: Double] = [:]
    for (key, value) in rect {
      if let number = value as? NSNumber { result[key] = number.doubleValue }
    }
    return result
  }
}

/// The answers of a run, one per stdout line.
func answers(_ result: CLIResult) throws -> [Answer] {
  try result.stdoutLines.map { try Answer(line: $0) }
}

/// `a` and `b` equal up to floating-point rounding of the sums involved.
func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance * max(1, abs(b))
}
