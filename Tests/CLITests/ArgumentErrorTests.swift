import FontOracles
import Foundation
import Testing

/// An argument list the single-text command must refuse.
struct BadArguments: Sendable, CustomTestStringConvertible {
  var name: String
  var arguments: [String]
  var testDescription: String { name }
}

/// CLI argument errors: a message on stderr, a non-zero exit status, no crash.
@Suite("measure: argument errors")
struct ArgumentErrorTests {
  static let badArguments: [BadArguments] = [
    BadArguments(name: "--size -3", arguments: ["measure", "Hello", "--size", "-3"]),
    BadArguments(name: "--size=-3", arguments: ["measure", "Hello", "--size=-3"]),
    BadArguments(name: "--size 0", arguments: ["measure", "Hello", "--size", "0"]),
    BadArguments(name: "--size nan", arguments: ["measure", "Hello", "--size", "nan"]),
    BadArguments(name: "--size abc", arguments: ["measure", "Hello", "--size", "abc"]),
    BadArguments(name: "--font NoSuchFamily123", arguments: ["measure", "Hello", "--font", "NoSuchFamily123"]),
    BadArguments(
      name: "both --font and --font-file",
      arguments: ["measure", "Hello", "--font", "Inter", "--font-file", FontFiles.interRegular.path]),
    BadArguments(name: "no text", arguments: ["measure"]),
    BadArguments(name: "no arguments at all", arguments: []),
    BadArguments(name: "a text and --jsonl", arguments: ["measure", "Hello", "--jsonl"]),
    BadArguments(name: "unknown drawing option", arguments: ["measure", "Hello", "--options", "noSuchOption"]),
    BadArguments(name: "--width nan", arguments: ["measure", "Hello", "--width", "nan"]),
    BadArguments(
      name: "nonexistent --font-file", arguments: ["measure", "Hello", "--font-file", "/nonexistent/NoSuchFont.ttf"]),
    BadArguments(
      name: "--font-file that is not a font",
      arguments: [
        "measure", "Hello", "--font-file", FontFiles.repositoryRoot.appendingPathComponent("Package.swift").path,
      ]),
    BadArguments(
      name: "--font-file FILE:INDEX past its faces",
      arguments: ["measure", "Hello", "--font-file", "\(FontFiles.interRegular.path):7"]),
    BadArguments(
      name: "nonexistent --fallback", arguments: ["measure", "Hello", "--fallback", "/nonexistent/NoSuchFont.ttf"]),
    BadArguments(name: "unknown --line-break-mode", arguments: ["measure", "Hello", "--line-break-mode", "sideways"]),
    BadArguments(name: "unknown flag", arguments: ["measure", "Hello", "--no-such-flag"]),
    BadArguments(name: "--variation without a value", arguments: ["measure", "Hello", "--variation", "wght"]),
    BadArguments(name: "--variation wght=nan", arguments: ["measure", "Hello", "--variation", "wght=nan"]),
    BadArguments(
      name: "--variation of an axis the font lacks",
      arguments: ["measure", "Hello", "--font-file", FontFiles.dejaVuVariable.path, "--variation", "wdth=75"]),
    BadArguments(
      name: "--variation of one axis twice",
      arguments: [
        "measure", "Hello", "--font-file", FontFiles.dejaVuVariable.path, "--variation", "wght=300", "--variation",
        "wght=700",
      ]),
    BadArguments(
      name: "--named-instance the font lacks",
      arguments: ["measure", "Hello", "--font-file", FontFiles.dejaVuVariable.path, "--named-instance", "Heavy"]),
    BadArguments(name: "--variation with --jsonl", arguments: ["measure", "--jsonl", "--variation", "wght=700"]),
  ]

  @Test("refused with a message on stderr and a non-zero exit status, not a crash", arguments: badArguments)
  func refused(_ bad: BadArguments) throws {
    let result = try CLI.run(bad.arguments)
    #expect(result.reason == .exit, "killed by a signal: \(result.summary)")
    #expect(result.status != 0, "\(result.summary)")
    #expect(!result.stderrLines.isEmpty, "no message on stderr")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
  }
}
