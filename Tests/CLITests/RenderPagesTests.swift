import Foundation
import Testing

/// `textmeasure render` past one bitmap: pages (--page-height), the PNG
/// compression option and long conversations.
@Suite("render pages and long conversations")
struct RenderPagesTests {
  /// The bundled example's messages repeated to `count`, with new ids.
  static func longConversation(count: Int, in folder: URL) throws -> URL {
    let data = try Data(contentsOf: URL(fileURLWithPath: RenderCommandTests.example))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let messages = try #require(object["messages"] as? [[String: Any]])
    object["messages"] = (0..<count).map { index -> [String: Any] in
      var message = messages[index % messages.count]
      message["id"] = "m\(index)"
      return message
    }
    let url = folder.appendingPathComponent("long.json")
    try JSONSerialization.data(withJSONObject: object).write(to: url)
    return url
  }

  /// PNG files in `folder`, sorted.
  static func pngs(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
  }

  @Test("--page-height writes numbered pages, each at most that tall, their rows adding up to the picture")
  func pages() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("chat.png")
    let result = try CLI.run([
      "render", RenderCommandTests.example, "--scale", "2", "--page-height", "400", "--json", "-o", output.path,
    ])
    #expect(result.succeeded, "\(result.summary)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let pages = try #require(object["pages"] as? [[String: Any]])
    #expect(pages.count >= 4)
    let files = try Self.pngs(in: folder)
    #expect(files == (1...pages.count).map { String(format: "chat-%03d.png", $0) })
    var rows = 0
    var nextMessage = 0
    for (page, file) in zip(pages, files) {
      let size = try RenderCommandTests.pngSize(folder.appendingPathComponent(file))
      #expect(page["output"] as? String == folder.appendingPathComponent(file).path)
      #expect(page["pixel_height"] as? Int == size.height)
      #expect(size.width == 750 && size.height <= 800)
      rows += size.height
      let messages = try #require(page["messages"] as? [Int])
      #expect(messages.first == nextMessage)
      nextMessage = (messages.last ?? 0) + 1
    }
    #expect(nextMessage == 20)
    #expect(object["pixel_height"] as? Int == rows)
  }

  @Test(
    "a page height that is zero, negative, NaN or smaller than one message: a clear error, status 1, no PNG",
    arguments: [
      ("0", "invalid page height 0.0 pt"), ("-5", "invalid page height -5.0 pt"),
      ("nan", "invalid page height nan pt"), ("20", "the page height 20.0 pt is smaller than message"),
    ])
  func badPageHeight(value: String, message: String) throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run([
      "render", RenderCommandTests.example, "--page-height", value, "-o", folder.appendingPathComponent("c.png").path,
    ])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test("--compression smallest writes a smaller file of the same size in pixels; an unknown value is refused")
  func compression() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var sizes: [String: Int] = [:]
    for compression in ["fast", "smallest"] {
      let output = folder.appendingPathComponent("\(compression).png")
      let result = try CLI.run([
        "render", RenderCommandTests.example, "--compression", compression, "-o", output.path,
      ])
      #expect(result.succeeded, "\(result.summary)")
      #expect(try RenderCommandTests.pngSize(output).width == 750)
      sizes[compression] = try Data(contentsOf: output).count
    }
    #expect(try #require(sizes["smallest"]) < #require(sizes["fast"]))
    let unknown = try CLI.run(["render", RenderCommandTests.example, "--compression", "tiny"])
    #expect(unknown.status != 0 && unknown.stderr.contains("tiny"), "\(unknown.summary)")
  }

  @Test("500 messages at scale 2, taller than one bitmap, render to one PNG")
  func fiveHundredMessages() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.longConversation(count: 500, in: folder)
    let output = folder.appendingPathComponent("chat.png")
    let result = try CLI.run(["render", input.path, "--style", "jsq", "--scale", "2", "-o", output.path])
    #expect(result.succeeded, "\(result.summary)")
    #expect(result.stdoutLines.filter { $0.contains(" bubble ") }.count == 500)
    let size = try RenderCommandTests.pngSize(output)
    #expect(size.width == 750 && size.height > 32767)
    #expect(result.stdoutLines.last?.hasPrefix("wrote \(output.path): 750 x \(size.height) px (375 x ") == true)
  }
}
