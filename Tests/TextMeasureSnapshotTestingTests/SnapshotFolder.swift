import Foundation
import TextRender

/// A fresh folder for a test's references, in the temporary directory, so
/// that the strategies' tests never touch the repository's snapshots.
struct SnapshotFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-strategy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The reference file swift-snapshot-testing reads for `testName` and
  /// `name`: `<testName>.<name>.<pathExtension>`.
  func reference(_ testName: String, _ name: String, pathExtension: String) -> URL {
    url.appendingPathComponent("\(testName).\(name).\(pathExtension)")
  }

  /// Writes `bitmap` as the PNG reference of `testName` and `name`.
  func write(_ bitmap: Bitmap, _ testName: String, _ name: String) throws {
    try bitmap.writePNG(to: reference(testName, name, pathExtension: "png"))
  }
}
