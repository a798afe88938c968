import FontOracles
import Foundation
import Testing

/// The binary alone, as a server image that copies only it deploys it: the
/// bundled fonts are built into it, so it measures with no other file of
/// the build beside it.
@Suite struct DeployedBinaryTests {
  /// The width of the last line `measure` prints in its text report
  /// (the row "  1  width    38.1234  height …").
  static func lineWidth(_ result: CLIResult) throws -> Double {
    let fields = try #require(result.stdoutLines.last).split(separator: " ")
    let index = try #require(fields.firstIndex(of: "width"))
    return try #require(Double(fields[fields.index(after: index)]))
  }

  /// The binary looks for no resource bundle. SwiftPM's accessor names its
  /// `<package>_<target>.resources` folder beside the binary and, failing
  /// that, the build folder's copy by its absolute path: a binary copied
  /// alone on the machine that built it still finds that copy, and traps
  /// (SIGILL) on any other machine. With such an accessor the run below
  /// would pass here and fail in a deployment; this check fails here too.
  @Test func theBinaryNamesNoResourceBundle() throws {
    let bytes = try Data(contentsOf: try CLI.binary())
    #expect(bytes.range(of: Data(".resources".utf8)) == nil)
  }

  @Test func theBinaryCopiedAloneIntoAnEmptyFolder_measuresWithTheBundledInter() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("textmeasure")
    try FileManager.default.copyItem(at: try CLI.binary(), to: copy)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["textmeasure"])

    let result = try CLI.run(["measure", "Hello"], executable: copy, workingDirectory: folder)
    #expect(result.succeeded, "\(result.summary)")
    // The text report prints widths to 4 decimals (the default size is 17 pt).
    let expected = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello", size: 17)
    let width = try Self.lineWidth(result)
    #expect(abs(width - expected) <= 0.00005 + 1e-9, "printed \(width), hb-shape \(expected)")
    #expect(result.stdoutLines.count == 3, "\(result.summary)")
  }
}
