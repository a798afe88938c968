import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// A temporary font directory for a test, removed when the fixture goes:
///
/// ```
/// DejaVuSans.ttf            a copy of DejaVu Sans
/// inside-link.ttf           a symbolic link to DejaVuSans.ttf
/// outside.ttf               a symbolic link to the system's Noto Sans (outside)
/// notes.txt                 a file that is not a font
/// empty.ttf                 an empty file
/// sub/LiberationSans-Regular.ttf, sub/NotoSansDevanagari-Regular.ttf   copies
/// ```
final class FontDirectoryFixture {
  /// The directory (its real path).
  let url: URL

  init() throws {
    for file in [FontFiles.dejaVuSans, FontFiles.liberationSans, FontFiles.notoSans, FontFiles.notoSansDevanagari] {
      try FontFiles.requireFile(file)
    }
    let manager = FileManager.default
    url = manager.temporaryDirectory.appendingPathComponent("font-directory-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    let sub = url.appendingPathComponent("sub")
    try manager.createDirectory(at: sub, withIntermediateDirectories: true)
    try manager.copyItem(at: FontFiles.dejaVuSans, to: url.appendingPathComponent("DejaVuSans.ttf"))
    try manager.copyItem(at: FontFiles.liberationSans, to: sub.appendingPathComponent("LiberationSans-Regular.ttf"))
    try manager.copyItem(
      at: FontFiles.notoSansDevanagari, to: sub.appendingPathComponent("NotoSansDevanagari-Regular.ttf"))
    try manager.createSymbolicLink(
      atPath: url.appendingPathComponent("inside-link.ttf").path, withDestinationPath: "DejaVuSans.ttf")
    try manager.createSymbolicLink(
      atPath: url.appendingPathComponent("outside.ttf").path, withDestinationPath: FontFiles.notoSans.path)
    try Data("not a font\n".utf8).write(to: url.appendingPathComponent("notes.txt"))
    try Data().write(to: url.appendingPathComponent("empty.ttf"))
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The directory as ``FontDirectories``.
  func directories() throws -> FontDirectories {
    try FontDirectories([url])
  }

  /// A batch measurer limited to the directory, on an engine of its own.
  func batch(systemFallback: Bool = false) throws -> BatchMeasurer {
    BatchMeasurer(
      measurer: TextMeasurer(engine: TextEngine()), systemFallback: systemFallback, fontDirectories: try directories())
  }
}
