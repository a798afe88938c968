import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A command run with its output lost.
struct OutputCommand: Sendable, CustomTestStringConvertible {
  var name: String
  var arguments: [String]
  var stdin: String = ""
  /// The exit status when stdout fails: `measure --jsonl` has one of its own.
  var failureStatus: Int32 = 1
  var testDescription: String { name }
}

/// Results that cannot be written are failures: a message on stderr and
/// exit status 1 (3 for `measure --jsonl`), never status 0 with the output lost.
@Suite("output failures")
struct OutputFailureTests {
  static let example = RenderCommandTests.example
  /// Stands for a SUSI response file in the run's own folder.
  static let susiFile = "SUSI_FILE"

  static let commands: [OutputCommand] = [
    OutputCommand(name: "measure", arguments: ["measure", "Hello Susi"]),
    OutputCommand(name: "measure --json", arguments: ["measure", "Hello Susi", "--json"]),
    OutputCommand(
      name: "measure --jsonl", arguments: ["measure", "--jsonl"],
      stdin: requestLine(["id": "a", "text": "Hello Susi", "size": 17, "width": 0]) + "\n", failureStatus: 3),
    OutputCommand(name: "bubble", arguments: ["bubble", "Hello Susi", "--style", "jsq"]),
    OutputCommand(name: "bubble --json", arguments: ["bubble", "Hello Susi", "--style", "susi", "--json"]),
    OutputCommand(name: "susi", arguments: ["susi", susiFile]),
    OutputCommand(name: "susi --json", arguments: ["susi", susiFile, "--json"]),
    OutputCommand(name: "render", arguments: ["render", example, "--scale", "1"]),
  ]

  /// Runs `command` in a fresh folder (its SUSI response, render's PNG)
  /// with stdout going to `standardOutput`, after `shellSetup`.
  private func run(
    _ command: OutputCommand, standardOutput: FileHandle, shellSetup: String? = nil
  ) throws -> CLIResult {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let susi = folder.appendingPathComponent("susi.json")
    try Data(#"{"answers": [{"actions": [{"type": "answer", "expression": "Hi there"}]}]}"#.utf8).write(to: susi)
    var arguments = command.arguments.map { $0 == Self.susiFile ? susi.path : $0 }
    if arguments.first == "render" { arguments += ["-o", folder.appendingPathComponent("chat.png").path] }
    return try CLI.run(arguments, stdin: command.stdin, standardOutput: standardOutput, shellSetup: shellSetup)
  }

  @Test("stdout on /dev/full (a full disk): 'cannot write', exit status 1 (3 for the batch)", arguments: commands)
  func fullDevice(_ command: OutputCommand) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try run(command, standardOutput: full)
    #expect(result.reason == .exit && result.status == command.failureStatus, "\(result.summary)")
    #expect(
      result.stderrLines.last == "Error: cannot write to standard output: No space left on device", "\(result.stderr)")
  }

  @Test("stdout a pipe whose reader has gone, SIGPIPE ignored: EPIPE is an error, exit status 1 (3)", arguments: commands)
  func closedPipeIgnoringSIGPIPE(_ command: OutputCommand) throws {
    let result = try run(command, standardOutput: try closedPipe(), shellSetup: "trap '' PIPE")
    #expect(result.reason == .exit && result.status == command.failureStatus, "\(result.summary)")
    #expect(result.stderrLines.last == "Error: cannot write to standard output: Broken pipe", "\(result.stderr)")
  }

  @Test("stdout a pipe whose reader has gone, SIGPIPE at its default: the signal ends the process, as Unix tools")
  func closedPipeDefaultSIGPIPE() throws {
    let result = try run(Self.commands[0], standardOutput: try closedPipe())
    #expect(result.reason == .uncaughtSignal && result.status == SIGPIPE, "\(result.summary)")
  }

  @Test("the batch stops at the first answer it cannot write: no later line is read")
  func batchStops() throws {
    let lines = [requestLine(["id": "good", "text": "Hello", "size": 17, "width": 0])]
      + (1...3).map { requestLine(["id": "bad-\($0)", "text": "Hello", "size": -1]) }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try CLI.run(
      ["measure", "--jsonl", "--no-system-fallback"], stdin: lines.map { $0 + "\n" }.joined(), standardOutput: full)
    #expect(result.reason == .exit && result.status == 3, "\(result.summary)")
    // The bad lines after the first answer would each have a message of their own.
    #expect(
      result.stderrLines == ["Error: cannot write to standard output: No space left on device"], "\(result.stderr)")
  }

  @Test("stderr on /dev/full: a bad batch line still gets its error answer and status 1, not a crash")
  func fullStandardError() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try CLI.run(
      ["measure", "--jsonl", "--no-system-fallback"], stdin: "not json\n", standardError: full)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    let answer = try Answer(line: try #require(result.stdoutLines.first))
    #expect(answer.error?.hasPrefix("not valid JSON: ") == true, "\(answer.object)")
  }

  @Test("a PNG that does not fit the disk (an 8 KB file size limit) leaves no file behind: exit status 1")
  func renderOnFullDisk() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("chat.png")
    // Writes past the limit fail with EFBIG once SIGXFSZ is ignored; the captured stdout and stderr stay below it.
    let result = try CLI.run(
      ["render", Self.example, "--scale", "1", "-o", output.path], shellSetup: "ulimit -f 16; trap '' XFSZ")
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderr.hasPrefix("Error: \(output.path): "), "\(result.stderr)")
    // The system's reason for EFBIG, not Foundation's generic wrapper.
    #expect(result.stderr.contains(String(cString: strerror(EFBIG))), "\(result.stderr)")
    #expect(result.stdout.isEmpty, "nothing reported as written: \(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [], "a file was left behind")
  }

  @Test("--output naming a FIFO is refused before anything is written; the FIFO stays")
  func renderOntoFIFO() throws {
    // Not a system device: were the check gone, the PNG would be renamed over the path.
    let (folder, fifo) = try FontPathTests.folderWithFIFO()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["render", Self.example, "--scale", "1", "-o", fifo])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["Error: --output: \(fifo) is a FIFO, not a regular file"])
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("--output naming a symbolic link is refused: renaming the PNG over it would replace the link")
  func renderOntoLink() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.png")
    let link = folder.appendingPathComponent("link.png")
    try Data("target".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let result = try CLI.run(["render", Self.example, "--scale", "1", "-o", link.path])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["Error: --output: \(link.path) is a symbolic link, not a regular file"])
    #expect(try Data(contentsOf: target) == Data("target".utf8))
  }
}
