import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Font paths that are not font files: refused at once with a message naming
/// the option or field, never a hang or an endless read.
@Suite("font paths that are not regular files")
struct FontPathTests {
  /// A fresh folder with a FIFO (no writer ever opens it) named `font.ttf`.
  static func folderWithFIFO() throws -> (folder: URL, fifo: String) {
    let folder = try RenderCommandTests.folder()
    let fifo = folder.appendingPathComponent("font.ttf").path
    guard mkfifo(fifo, 0o600) == 0 else { throw CLIError(description: "mkfifo: \(String(cString: strerror(errno)))") }
    return (folder, fifo)
  }

  /// What `FontError.notARegularFile` says of `path`, a `kind` of file.
  static func refusal(_ path: String, _ kind: String) -> String {
    "\(path): not a regular file (a \(kind)); only regular files are opened as fonts"
  }

  @Test(
    "a FIFO as --font-file or --fallback: refused without opening it",
    arguments: ["--font-file", "--fallback"])
  func fifoOption(option: String) throws {
    let (folder, fifo) = try Self.folderWithFIFO()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["measure", "Hello", option, fifo], timeout: 30)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["Error: \(option): \(Self.refusal(fifo, "FIFO"))"])
    #expect(result.stdout.isEmpty)
  }

  @Test("a FIFO as a batch line's font_file: that line's error, the next line still answered")
  func fifoField() throws {
    let (folder, fifo) = try Self.folderWithFIFO()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.batch([
      requestLine(["id": "fifo", "text": "Hello", "size": 17, "font_file": fifo]),
      requestLine(["id": "next", "text": "Hello", "size": 17]),
    ])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == 2, "\(result.summary)")
    #expect(out[0].error == "$.font_file: \(Self.refusal(fifo, "FIFO"))")
    #expect(out[1].error == nil && out[1].lines == ["Hello"])
  }

  @Test("/dev/zero as --font-file: refused as a device, not read")
  func devZero() throws {
    let result = try CLI.run(["measure", "Hello", "--font-file", "/dev/zero"], timeout: 30)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderrLines == ["Error: --font-file: \(Self.refusal("/dev/zero", "character device"))"])
  }

  @Test("a directory as a batch font_file: refused naming the field")
  func directory() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.batch([requestLine(["id": "dir", "text": "Hello", "size": 17, "font_file": folder.path])])
    #expect(result.status == 1, "\(result.summary)")
    #expect(try answers(result).first?.error == "$.font_file: \(Self.refusal(folder.path, "directory"))")
  }

  @Test("a 2 GiB regular file of zeros as --font-file fails within seconds, naming the option and the file")
  func hugeRegularFile() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("huge.ttf").path
    // Sparse: it takes no disk space, but reading it whole would take 2 GiB of memory.
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw CLIError(description: "cannot create \(path)")
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    let start = Date()
    let result = try CLI.run(["measure", "Hello", "--font-file", path], timeout: 30)
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderr.hasPrefix("Error: --font-file: \(path): "), "\(result.stderr)")
  }
}
