import BubbleLayout
import Foundation
import Testing
import TextRender

/// Golden-image assertions: a rendered bitmap against a committed reference PNG.
///
/// References live next to the test file, in
/// `__Snapshots__/<TestFile>/<name>.png` (always named, never numbered).
/// Record mode comes from `TEXTRENDER_RECORD`: `missing` writes references
/// that do not exist yet, `all` rewrites every one; unset (the default)
/// records nothing, and under `CI` nothing is ever recorded. A recorded
/// reference still fails its test once, so that it is looked at before it is
/// committed. On a mismatch the actual image and a diff image are written to
/// `TEXTRENDER_ARTIFACTS` (default: a `textrender-artifacts` folder in the
/// temporary directory) and the failure says where.
enum GoldenImage {
  /// When references are written.
  enum RecordMode: String {
    case never
    case missing
    case all

    /// The mode the environment asks for; `never` under CI.
    static var current: RecordMode {
      let environment = ProcessInfo.processInfo.environment
      if environment["CI"] != nil { return .never }
      return environment["TEXTRENDER_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .never
    }
  }

  /// The tolerance goldens use: a channel may differ by 8 of 255 (anti-aliasing
  /// noise), and at most 0.2 % of the pixels may differ beyond that.
  static let tolerance = DiffTolerance(channel: 8, maximumDifferingShare: 0.002)

  /// Renders the conversation `json` in the style named `style` at scale 1,
  /// 375 pt wide, and compares it with the reference `name` of the calling
  /// test file.
  static func assertConversation(
    _ json: String, style: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let conversation = try Conversation(jsonData: Data(json.utf8))
    let renderer = ConversationRenderer(style: ConversationRendererTests.style(style), scale: 1)
    let picture = try renderer.render(conversation, viewWidth: 375)
    try assert(picture.bitmap, named: name, filePath: filePath, sourceLocation: sourceLocation)
  }

  /// Compares `bitmap` with the reference `name` of the calling test file.
  static func assert(
    _ bitmap: Bitmap, named name: String, tolerance: DiffTolerance = tolerance, record mode: RecordMode = .current,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let testFile = URL(fileURLWithPath: filePath)
    let directory = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = directory.appendingPathComponent("\(name).png")
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if mode == .all || (mode == .missing && !exists) {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try bitmap.writePNG(to: reference)
      Issue.record("recorded \(reference.path): look at it, then run again", sourceLocation: sourceLocation)
      return
    }
    guard exists else {
      Issue.record(
        "no reference image \(reference.path); record it with TEXTRENDER_RECORD=missing and look at it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try Bitmap(pngData: try Data(contentsOf: reference), scale: bitmap.scale)
    let difference = try bitmap.difference(from: expected, tolerance: tolerance)
    guard !difference.isWithinTolerance else { return }
    let artifacts = artifactsDirectory()
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let actual = artifacts.appendingPathComponent("\(name).actual.png")
    let diff = artifacts.appendingPathComponent("\(name).diff.png")
    try bitmap.writePNG(to: actual)
    try difference.image.writePNG(to: diff)
    Issue.record(
      "\(name) differs from \(reference.path): \(difference); actual \(actual.path), diff \(diff.path)",
      sourceLocation: sourceLocation)
  }

  private static func artifactsDirectory() -> URL {
    if let path = ProcessInfo.processInfo.environment["TEXTRENDER_ARTIFACTS"] {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("textrender-artifacts")
  }
}
