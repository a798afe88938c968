import Foundation

/// A fresh directory for one test's files, named after its suite; the test
/// removes it when done.
func makeTemporaryDirectory(for suite: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(suite)-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
