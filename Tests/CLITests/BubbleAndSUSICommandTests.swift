import Foundation
import Testing

/// `bubble --json` and `susi --json`: the shapes other tools rely on.
@Suite("bubble and susi: output contracts")
struct BubbleAndSUSICommandTests {
  @Test(
    "bubble --json starts with text_rect, bubble, cell; the cell is as wide as the library's item",
    // JSQ's item is the view minus its section insets 4 + 4; MessageKit's minus 8 + 8; the others use the view's width.
    arguments: [
      ("jsq", 375.0 - 8), ("messagekit", 375.0 - 16), ("susi", 375.0), ("sms", 375.0), ("chatlog", 375.0),
      ("selfsizing", 375.0),
    ] as [(String, Double)])
  func bubbleJSON(style: String, itemWidth: Double) throws {
    let result = try CLI.run(["bubble", "Hello Susi", "--style", style, "--view-width", "375", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(result.stdoutLines.first)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let order = ["text_rect", "bubble", "cell"].map { line.range(of: "\"\($0)\":")!.lowerBound }
    #expect(order == order.sorted())
    #expect(line.hasPrefix("{\"text_rect\":{\"x\":"))
    let cell = try #require(object["cell"] as? [String: Double])
    let bubble = try #require(object["bubble"] as? [String: Double])
    let textRect = try #require(object["text_rect"] as? [String: Double])
    #expect(cell["width"] == itemWidth)
    #expect(Set(bubble.keys) == ["width", "height"])
    #expect(Set(textRect.keys) == ["x", "y", "width", "height"])
  }

  @Test("bubble --scale rounds the bubble up to that screen's pixels")
  func bubbleScale() throws {
    // SUSI's text bubble is max(w + 40, V/3) × (h + 36), unrounded; at scale 2 each size is ceil(2x)/2.
    let one = try CLI.run(["bubble", "Hello Susi", "--style", "susi", "--json", "--scale", "1"])
    let two = try CLI.run(["bubble", "Hello Susi", "--style", "susi", "--json", "--scale", "2"])
    func height(_ result: CLIResult) throws -> Double {
      let line = try #require(result.stdoutLines.first)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return try #require((object["bubble"] as? [String: Double])?["height"])
    }
    let h1 = try height(one)
    let h2 = try height(two)
    #expect(h1 == h1.rounded(.up))
    #expect(h2 * 2 == (h2 * 2).rounded(.up))
    #expect(h2 <= h1 && h1 - h2 < 1)
  }

  static let response = """
    {"query": "currency rates", "answers": [{"data": [{"currency": "EUR", "rate": "1.0"}, {"currency": "USD", "rate": "1.08"}], \
    "actions": [{"type": "answer", "expression": "Here is a currency rate table:"}, \
    {"type": "table", "count": 3, "columns": {"currency": "Valuta", "rate": "Quota"}}, {"type": "dance"}, \
    {"type": "map", "latitude": "52.5", "longitude": "13.4", "zoom": "13"}]}]}
    """

  @Test("susi --json: one object per action in order; unknown types reported and skipped")
  func susiJSON() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("susi-\(UUID().uuidString).json")
    try Data(Self.response.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CLI.run(["susi", file.path, "--view-width", "375", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("answers[0].actions[2]"))
    let line = try #require(result.stdoutLines.first)
    let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[String: Any]])
    #expect(array.map { $0["type"] as? String } == ["answer", "table", "map"])
    // The map: SUSI iOS's cell height 200 and bubble (8, 0, 275, 198), at the view's width.
    #expect(array[2]["cell"] as? [String: Double] == ["width": 375, "height": 200])
    #expect(array[2]["bubble"] as? [String: Double] == ["x": 8, "y": 0, "width": 275, "height": 198])
    #expect(line.hasPrefix("[{\"type\":\"answer\",\"cell\":{\"width\":"))
  }

  @Test("susi: a malformed response is an error naming where, exit 1, no usage text")
  func susiMalformed() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("susi-\(UUID().uuidString).json")
    try Data(#"{"answers": [{"actions": [{"type": "answer", "expression": "hi"}, {"expression": "x"}]}]}"#.utf8)
      .write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CLI.run(["susi", file.path, "--json"])
    #expect(result.reason == .exit)
    #expect(result.status == 1)
    #expect(result.stderr.contains("answers[0].actions[1].type"))
    #expect(!result.stderr.contains("Usage"))
    #expect(result.stdout.isEmpty)
  }
}
