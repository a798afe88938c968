import Foundation
import FuzzSupport

/// Where each fuzzed font is written: a file of its own in a directory of
/// this process's, so that no face an engine opened from earlier bytes (an
/// engine keeps faces by path) stands for the new ones.
final class FontFileSlots: @unchecked Sendable {
  private let directory: URL
  /// How many files were written (only libFuzzer's thread writes).
  private var count = 0

  /// Slots in a new directory under the temporary directory.
  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("textmeasure-fuzz-font-bytes-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      fatalError("cannot make \(directory.path): \(error)")
    }
  }

  /// Runs `body` with a new file holding `bytes`, removed afterwards.
  func withFile(containing bytes: UnsafeRawBufferPointer, _ body: (URL) -> Void) {
    count += 1
    let url = directory.appendingPathComponent("font-\(count)")
    do {
      try Data(bytes).write(to: url)
    } catch {
      fatalError("cannot write \(url.path): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: url) }
    body(url)
  }
}
