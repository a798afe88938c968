import Foundation
import TextRender

/// Where a failed image comparison leaves its difference image: in the
/// folder swift-snapshot-testing leaves failed snapshots in
/// (`SNAPSHOT_ARTIFACTS`, or the temporary directory), under
/// `differences/`, named by a hash of the image so that the same failure
/// writes the same file.
enum DifferenceImageFile {
  /// Writes `png` and returns its path.
  ///
  /// - Throws: the file system's error when the folder or the file cannot be written.
  static func write(_ png: Data) throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    let folder = URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
      .appendingPathComponent("differences", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(String(fnv1a(png), radix: 16) + ".png")
    try png.write(to: file, options: .atomic)
    return file
  }

  /// The 64-bit FNV-1a hash of `bytes`: the same on every run, unlike `Hasher`.
  private static func fnv1a(_ bytes: Data) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
  }
}
