import Foundation
import Testing

/// `textmeasure render`: a conversation drawn to a PNG, and its input errors.
@Suite("render command")
struct RenderCommandTests {
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/conversation.json").path

  /// A fresh temporary folder.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A PNG's width and height from its IHDR chunk.
  static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
    let data = try Data(contentsOf: url)
    try #require(data.count > 24)
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func word(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test(
    "renders the example in every style: one bubble line per message, then where the PNG went",
    arguments: ["jsq", "messagekit", "susi", "sms", "chatlog", "selfsizing"])
  func everyStyle(style: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("chat-\(style).png")
    let result = try CLI.run([
      "render", Self.example, "--style", style, "--view-width", "375", "--scale", "2", "-o", output.path,
    ])
    #expect(result.succeeded, "\(result.summary)")
    #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal: \(result.stderr)")
    let bubbles = result.stdoutLines.filter { $0.contains(" bubble ") }
    #expect(bubbles.count == 20)
    #expect(bubbles.first?.hasPrefix("m01") == true)
    let last = try #require(result.stdoutLines.last)
    #expect(last.hasPrefix("wrote \(output.path): 750 x "), "\(last)")
    let size = try Self.pngSize(output)
    #expect(size.width == 750)
    #expect(last.contains("750 x \(size.height) px"))
  }

  @Test("--json reports the output, the pixel size and every bubble; --debug-overlay and --scale 1 work")
  func json() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("chat.png")
    let result = try CLI.run([
      "render", Self.example, "--style", "messagekit", "--scale", "1", "--debug-overlay", "--json", "-o", output.path,
    ])
    #expect(result.succeeded, "\(result.summary)")
    let line = try #require(result.stdoutLines.first)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["output"] as? String == output.path)
    #expect(object["pixel_width"] as? Int == 375)
    let messages = try #require(object["messages"] as? [[String: Any]])
    #expect(messages.count == 20)
    #expect(messages.first?["id"] as? String == "m01")
    #expect(messages.first?["side"] as? String == "incoming")
    let size = try Self.pngSize(output)
    #expect(size.width == 375)
    #expect(object["pixel_height"] as? Int == size.height)
  }

  @Test("a SUSI response is detected by its answers key and drawn in the susi style")
  func susiResponse() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("susi.json")
    try Data(#"{"query": "hello", "answers": [{"actions": [{"type": "answer", "expression": "Hi there"}]}]}"#.utf8)
      .write(to: input)
    let output = folder.appendingPathComponent("susi.png")
    let auto = try CLI.run(["render", input.path, "-o", output.path, "--scale", "1"])
    #expect(auto.succeeded, "\(auto.summary)")
    #expect(auto.stdoutLines.first == "style susi, view width 375 pt")
    #expect(auto.stdoutLines.filter { $0.contains(" bubble ") }.count == 2)
    let forced = try CLI.run(["render", input.path, "--susi", "--style", "susi", "-o", output.path])
    #expect(forced.succeeded, "\(forced.summary)")
    let wrongStyle = try CLI.run(["render", input.path, "--style", "jsq", "-o", output.path])
    #expect(wrongStyle.status == 1)
    #expect(wrongStyle.stderr.contains("--style susi"))
  }

  /// Runs `render` on `json` written to a file; the result.
  static func render(json: String?, extra: [String] = []) throws -> CLIResult {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("conversation.json")
    if let json { try Data(json.utf8).write(to: input) }
    return try CLI.run(["render", input.path, "-o", folder.appendingPathComponent("out.png").path] + extra)
  }

  @Test(
    "bad input: a clear message on stderr, exit status 1, no crash",
    arguments: [
      (#"{"me": "a", "messages": [{"text": "hi"}]}"#, "messages[0].sender is missing"),
      (#"{"me": "a", "messages": [{"sender": "a", "text": 3}]}"#, "messages[0].text should be a string"),
      (#"{"me": "a", "messages": [}"#, "not JSON"),
      (#"{"me": "a", "messages": []}"#, "the conversation has no messages"),
      ("", "not JSON"),
    ] as [(String, String)])
  func badInput(json: String, message: String) throws {
    let result = try Self.render(json: json)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("a missing file names the file")
  func missingFile() throws {
    let result = try Self.render(json: nil)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("conversation.json: cannot read the file"))
  }

  @Test("an endless input (/dev/zero) is refused after 64 MiB, not read into memory", arguments: ["render", "susi"])
  func endlessInput(command: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = command == "render" ? ["render", "/dev/zero", "-o", folder.appendingPathComponent("chat.png").path] : ["susi", "/dev/zero"]
    let result = try CLI.run(arguments)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("/dev/zero: more than 64 MiB, the most a command reads"), "\(result.stderr)")
  }

  @Test(
    "bad arguments are ArgumentParser's errors (status 64)",
    arguments: [["--style", "whatsapp"], ["--scale", "4"], ["--view-width", "0"]])
  func badArguments(arguments: [String]) throws {
    let result = try CLI.run(["render", Self.example, "-o", "/nonexistent-dir/chat.png"] + arguments)
    #expect(result.reason == .exit && result.status == 64, "\(result.summary)")
    #expect(!result.stderr.isEmpty)
  }

  @Test("an unwritable output path is an error naming it")
  func unwritable() throws {
    let result = try CLI.run(["render", Self.example, "--scale", "1", "-o", "/nonexistent-dir/chat.png"])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains("/nonexistent-dir/chat.png"))
  }
}
