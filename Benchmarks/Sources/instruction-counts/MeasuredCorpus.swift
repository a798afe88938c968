import BenchmarkFixtures
import Foundation

/// The messages a counted run measures, and those that warm the engine first.
enum MeasuredCorpus: String, CaseIterable {
  /// The project's chat corpus, every message measured (nothing warms).
  case chat
  /// The chat corpus: the first half warms, the second half is measured.
  case chatHalves = "chat-halves"
  /// Debian's `fortunes` package: the first half warms, the second half is measured.
  case fortunes

  /// Where Debian's `fortunes` package installs its English texts.
  static let fortunesFolder = URL(fileURLWithPath: "/usr/share/games/fortunes")

  /// The texts that warm the engine, and the texts measured.
  func texts() throws -> (warming: [String], measured: [String]) {
    switch self {
    case .chat:
      return ([], try CorpusMessage.corpus().map(\.text))
    case .chatHalves:
      return Self.halves(try CorpusMessage.corpus().map(\.text))
    case .fortunes:
      return Self.halves(try Self.fortunes())
    }
  }

  private static func halves(_ texts: [String]) -> (warming: [String], measured: [String]) {
    (Array(texts[..<(texts.count / 2)]), Array(texts[(texts.count / 2)...]))
  }

  /// Every text of the `fortunes` package, in the order of its files' names
  /// and then of the file: each file in the folder (not the `.dat` indexes
  /// or the `.u8` links to them) holds texts separated by lines of a single
  /// `%`. The package installs only the inoffensive English files
  /// (`fortunes-off` has the others, in a folder of their own).
  ///
  /// - Throws: an error when the folder cannot be read (install `fortunes`).
  static func fortunes() throws -> [String] {
    let files = try FileManager.default.contentsOfDirectory(atPath: fortunesFolder.path)
      .filter { !$0.hasSuffix(".dat") && !$0.hasSuffix(".u8") }
      .sorted()
    var texts: [String] = []
    for name in files {
      let file = fortunesFolder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
        continue
      }
      let contents = try String(contentsOf: file, encoding: .utf8)
      var lines: [Substring] = []
      for line in contents.split(separator: "\n", omittingEmptySubsequences: false) {
        if line == "%" {
          if !lines.isEmpty { texts.append(lines.joined(separator: "\n")) }
          lines = []
        } else {
          lines.append(line)
        }
      }
      while lines.last?.isEmpty == true { lines.removeLast() }
      if !lines.isEmpty { texts.append(lines.joined(separator: "\n")) }
    }
    return texts
  }
}
