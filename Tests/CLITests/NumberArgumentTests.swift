import Foundation
import Testing

/// Number options: negative values written with a space, the screen scale's
/// range, and view widths too narrow for a style's cells.
@Suite("number options")
struct NumberArgumentTests {
  @Test(
    "a negative value after a space is the option's value, as after '='",
    arguments: [("--kern", "-0.3"), ("--line-spacing", "-2")] as [(String, String)])
  func negativeValue(option: String, value: String) throws {
    let text = "Hello Susi\nsecond line"
    let spaced = try CLI.run(["measure", text, "--json", option, value])
    let joined = try CLI.run(["measure", text, "--json", "\(option)=\(value)"])
    let none = try CLI.run(["measure", text, "--json"])
    #expect(spaced.succeeded, "\(spaced.summary)")
    #expect(joined.succeeded, "\(joined.summary)")
    #expect(spaced.stdout == joined.stdout)
    #expect(spaced.stdout != none.stdout, "the value changed nothing")
  }

  @Test(
    "--scale outside 1, 2, 3 is refused with the allowed values, by bubble and render alike",
    arguments: [
      ["bubble", "Hello", "--style", "susi", "--scale=1e308"], ["bubble", "Hello", "--style", "susi", "--scale=1e-300"],
      ["bubble", "Hello", "--style", "jsq", "--scale", "1.5"], ["bubble", "Hello", "--style", "jsq", "--scale", "0"],
      render + ["--scale", "1e308"], render + ["--scale", "4"],
    ])
  func scale(arguments: [String]) throws {
    let result = try CLI.run(arguments)
    let value = try #require(arguments.last?.split(separator: "=").last)
    #expect(result.reason == .exit && result.status == 64, "\(result.summary)")
    #expect(
      result.stderrLines.first
        == "Error: The value '\(value)' is invalid for '--scale <scale>': must be 1, 2 or 3 (pixels per point)",
      "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  static let jsqMinimum =
    "--view-width must be more than 8 points for the jsq style: its cells are the view less the section insets (4 + 4)"
  static let messageKitMinimum =
    "--view-width must be more than 16 points for the messagekit style: its cells are the view less the section "
    + "insets (8 + 8)"
  static let render = ["render", RenderCommandTests.example, "-o", "/nonexistent-dir/chat.png"]

  @Test(
    "--view-width no wider than a style's section insets is refused with the minimum (bubble and render)",
    arguments: [
      ("jsq", ["bubble", "Hello"], "1", jsqMinimum), ("jsq", ["bubble", "Hello"], "8", jsqMinimum),
      ("messagekit", ["bubble", "Hello"], "16", messageKitMinimum),
      ("susi", ["bubble", "Hello"], "0", "--view-width must be a number greater than 0"),
      ("jsq", render, "1", jsqMinimum),
    ] as [(String, [String], String, String)])
  func narrowView(style: String, command: [String], width: String, message: String) throws {
    let result = try CLI.run(command + ["--style", style, "--view-width=\(width)"])
    #expect(result.reason == .exit && result.status == 64, "\(result.summary)")
    #expect(result.stderrLines.first == "Error: \(message)", "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "the narrowest views a style takes: every cell is the view less the section insets, never negative",
    arguments: [
      ("jsq", 9.0, 1.0), ("messagekit", 17, 1), ("susi", 1, 1), ("sms", 1, 1), ("chatlog", 1, 1), ("selfsizing", 1, 1),
    ] as [(String, Double, Double)])
  func narrowestView(style: String, viewWidth: Double, cellWidth: Double) throws {
    let result = try CLI.run(["bubble", "Hello Susi", "--style", style, "--view-width", "\(viewWidth)", "--json"])
    #expect(result.succeeded, "\(result.summary)")
    let line = try #require(result.stdoutLines.first)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect((object["cell"] as? [String: Double])?["width"] == cellWidth, "\(line)")
  }
}
