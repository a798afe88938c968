import BubbleLayout
import FontOracles
import Foundation
import Testing
import TextMeasure

/// README.md's Swift blocks are the compiled examples of this target, verbatim, and they run.
@Suite struct ReadmeCodeBlockTests {
  /// The example files, in the order README shows their blocks.
  static let exampleFiles = ["OneLineExample", "EngineExample", "UIKitExample", "BubbleExample"]

  /// The first line of a README block that is a fragment of a package manifest:
  /// such blocks are not Swift a file can compile, and are left out.
  static let manifestMarker = "// Package.swift"

  static let folder = FontFiles.repositoryRoot.appendingPathComponent("Tests/ReadmeExampleTests")

  /// README's ```swift blocks, each as its lines, manifest fragments left out.
  static func readmeBlocks() throws -> [[String]] {
    let readme = try String(contentsOf: FontFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.components(separatedBy: "\n") {
      if current == nil {
        if line == "```swift" { current = [] }
      } else if line == "```" {
        blocks.append(current!)
        current = nil
      } else {
        current!.append(line)
      }
    }
    #expect(current == nil, "README ends inside a ```swift block")
    return blocks.filter { $0.first != manifestMarker }
  }

  /// The block an example file compiles: its `import` lines, an empty line, then
  /// the lines between `// README begins` and `// README ends` without the
  /// function body's two-space indent.
  static func compiledBlock(_ name: String) throws -> [String] {
    let text = try String(contentsOf: folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let imports = lines.filter { $0.hasPrefix("import ") }
    let begin = try #require(lines.firstIndex(of: "  // README begins"), "\(name).swift has no begin marker")
    let end = try #require(lines.firstIndex(of: "  // README ends"), "\(name).swift has no end marker")
    try #require(begin < end)
    let body = try lines[(begin + 1)..<end].map { line in
      guard !line.isEmpty else { return line }
      try #require(line.hasPrefix("  "), "\(name).swift: '\(line)' is not indented inside the function")
      return String(line.dropFirst(2))
    }
    return imports + [""] + body
  }

  @Test func readmeShowsTheCompiledExamplesVerbatim() throws {
    let readme = try Self.readmeBlocks()
    let compiled = try Self.exampleFiles.map(Self.compiledBlock)
    #expect(readme.count == compiled.count, "README has \(readme.count) Swift blocks, the examples \(compiled.count)")
    for (index, (shown, compiled)) in zip(readme, compiled).enumerated() {
      #expect(shown == compiled, "README's Swift block \(index + 1) differs from \(Self.exampleFiles[index]).swift")
    }
  }

  /// The one-line call gives the bundled Inter Regular's width of "Hello Susi"
  /// by hb-shape, and one line of the system font's height, SF Pro's
  /// (1950 + 494) / 2048 × 17; README quotes both to 3 decimals.
  @Test func theOneLineCallGivesTheSizeReadmeQuotes() throws {
    let rect = try #require(try oneLineExample() as? CGRect)
    let width = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello Susi", size: 17)
    let height = SFProLineMetrics.lineHeight(17)
    #expect(abs(rect.width - width) < 1e-9)
    #expect(abs(rect.height - height) < 1e-9)
    let readme = try String(contentsOf: FontFiles.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let quoted = String(format: "%.3f × %.3f points", width, height)
    #expect(readme.contains(quoted), "README does not quote \(quoted)")
  }

  /// UIKit's `boundingRect` with the same string, font and width gives the same size.
  @Test func theUIKitExampleGivesTheSameSize() throws {
    let rect = uiKitExample()
    let width = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello Susi", size: 17)
    let height = SFProLineMetrics.lineHeight(17)
    #expect(abs(rect.width - width) < 1e-9)
    #expect(abs(rect.height - height) < 1e-9)
  }

  /// The engine example's lines partition the text, each within the 120-point width.
  @Test func theEngineExampleWrapsWithinItsWidth() throws {
    let layout = try engineExample()
    #expect(layout.lines.map(\.text).joined() == "Hello Susi, 你好")
    #expect(layout.lines.count > 1)
    for line in layout.lines { #expect(line.width <= 120) }
  }

  /// The bubble example's text rect lies inside its bubble, and the bubble inside its cell.
  @Test func theBubbleExampleNestsItsRects() throws {
    let measurement = try bubbleExample()
    let bubble = CGRect(origin: .zero, size: measurement.bubbleFrame.size)
    #expect(bubble.contains(measurement.textRect))
    #expect(CGRect(origin: .zero, size: measurement.cellSize).contains(measurement.bubbleFrame))
  }
}
