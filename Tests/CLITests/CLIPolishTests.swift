import FontOracles
import Foundation
import Testing

/// `--version`, help that names defaults in words and once, the same
/// defaults in every subcommand, one key convention in JSON output, and
/// font files that say why they cannot be used.
@Suite struct CLIPolishTests {
  /// The version as `Sources/TextMeasure/TextMeasureVersion.swift` writes it, read from the source.
  static func versionInTheSource() throws -> String {
    let file = FontFiles.repositoryRoot.appendingPathComponent("Sources/TextMeasure/TextMeasureVersion.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let match = try #require(source.firstMatch(of: /static let current = "([^"]+)"/))
    return String(match.1)
  }

  @Test("--version prints the version of TextMeasureVersion.swift")
  func version() throws {
    let result = try CLI.run(["--version"])
    #expect(result.succeeded, "\(result.summary)")
    let expected = try Self.versionInTheSource()
    #expect(result.stdout == expected + "\n")
    #expect(expected.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
  }

  /// Each option's block of a help text: its line starting "  -" and the indented lines that follow.
  static func optionBlocks(_ help: String) -> [String] {
    var blocks: [String] = []
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  -") {
        blocks.append(String(line))
      } else if line.hasPrefix("    "), !blocks.isEmpty {
        blocks[blocks.count - 1] += "\n" + line
      } else if !line.hasPrefix("  ") {
        blocks.append("")
      }
    }
    return blocks.filter { !$0.isEmpty }
  }

  @Test(
    "help names each option's default once, in words",
    arguments: [["measure"], ["bubble"], ["susi"], ["render"]])
  func helpDefaults(subcommand: [String]) throws {
    let result = try CLI.run(subcommand + ["--help"])
    #expect(result.succeeded, "\(result.summary)")
    for block in Self.optionBlocks(result.stdout) {
      let defaults = block.components(separatedBy: "default").count - 1
      #expect(defaults <= 1, "\(block)")
      // A list of values is printed once: by ArgumentParser's "(values: …)" or by the help text, not both.
      let flat = block.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if let values = flat.firstMatch(of: /\(values: ([^;)]+)/)?.1 {
        #expect(flat.components(separatedBy: String(values)).count == 2, "\(block)")
      }
    }
    // Options parsed by a transform get no default from ArgumentParser: the help says it.
    for scale in Self.optionBlocks(result.stdout) where scale.hasPrefix("  --scale") {
      #expect(scale.contains("default: "), "\(scale)")
    }
    if subcommand == ["measure"] {
      let lineBreak = try #require(Self.optionBlocks(result.stdout).first { $0.contains("--line-break-mode") })
      #expect(lineBreak.contains("default: word"), "\(lineBreak)")
      #expect(!lineBreak.contains("default: 0"), "\(lineBreak)")
      let options = try #require(Self.optionBlocks(result.stdout).first { $0.contains("--options") })
      #expect(options.components(separatedBy: "usesLineFragmentOrigin").count == 2, "\(options)")
    }
  }

  @Test("bubble defaults to the jsq style, as measure and render do")
  func bubbleDefaultStyle() throws {
    let implicit = try CLI.run(["bubble", "Hello Susi", "--json"])
    let explicit = try CLI.run(["bubble", "Hello Susi", "--style", "jsq", "--json"])
    #expect(implicit.succeeded, "\(implicit.summary)")
    #expect(implicit.stdout == explicit.stdout)
    #expect(implicit.stdout.contains(#""style":"jsq""#))
    let help = try CLI.run(["bubble", "--help"])
    #expect(help.stdout.contains("default: jsq"))
  }

  /// Every key of a JSON value, however deep.
  static func keys(of value: Any) -> [String] {
    if let object = value as? [String: Any] { return object.keys + object.values.flatMap(keys(of:)) }
    if let array = value as? [Any] { return array.flatMap(keys(of:)) }
    return []
  }

  static func expectSnakeCase(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let keys = Self.keys(of: value)
    #expect(!keys.isEmpty, sourceLocation: sourceLocation)
    for key in Set(keys) {
      #expect(key.wholeMatch(of: /[a-z][a-z0-9]*(_[a-z0-9]+)*/) != nil, "key \(key)", sourceLocation: sourceLocation)
    }
  }

  @Test("--json output writes every key in snake_case")
  func snakeCaseKeys() throws {
    let measure = try CLI.run(["measure", "Hello wide world", "--width", "40", "--json"])
    #expect(measure.succeeded, "\(measure.summary)")
    try Self.expectSnakeCase(measure.stdout)
    #expect(measure.stdout.contains(#""break_reason":"#) && measure.stdout.contains(#""is_truncated":"#))

    let bubble = try CLI.run(["bubble", "Hello Susi", "--json"])
    try Self.expectSnakeCase(bubble.stdout)

    let batch = try CLI.run(["measure", "--jsonl"], stdin: #"{"id": 1, "text": "Hi there", "size": 17, "width": 30}"# + "\n")
    #expect(batch.succeeded, "\(batch.summary)")
    try Self.expectSnakeCase(batch.stdout)
  }

  @Test("--font-file names a missing file as missing and a text file as not a font")
  func fontFileErrors() throws {
    let missing = "/nonexistent-\(UUID().uuidString)/nope.ttf"
    let absent = try CLI.run(["measure", "Hi", "--font-file", missing])
    #expect(!absent.succeeded)
    #expect(absent.stderr.contains("--font-file: \(missing): the font file does not exist"), "\(absent.summary)")

    let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
    try Data(String(repeating: "Plain words, no glyphs. ", count: 20).utf8).write(to: text)
    defer { try? FileManager.default.removeItem(at: text) }
    let notAFont = try CLI.run(["measure", "Hi", "--font-file", text.path])
    #expect(!notAFont.succeeded)
    #expect(notAFont.stderr.contains("--font-file: \(text.path): not a font file"), "\(notAFont.summary)")
    #expect(!notAFont.stderr.contains("FreeType error"))
  }
}
