import Foundation
import TextMeasure
import TextMeasureBatch

extension BatchMeasurer {
  /// Reads request lines until the end of `input`, answers each on `output`
  /// in order (blank lines skipped), and reports failed ones on stderr too.
  ///
  /// - Returns: the number of failed requests.
  /// - Throws: ``CommandError`` when `input` cannot be read or `output`
  ///   cannot be written: the batch stops there, and the line being written
  ///   is left without its newline.
  func run(input: FileHandle, output: StandardStream) throws -> Int {
    let data: Data
    do {
      data = try input.readToEnd() ?? Data()
    } catch {
      // Foundation wraps the system's error ("Is a directory") in a generic one.
      guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
        underlying.domain == NSPOSIXErrorDomain
      else { throw CommandError("cannot read standard input: \(error.localizedDescription)") }
      throw CommandError("cannot read standard input: \(String(cString: strerror(Int32(underlying.code))))")
    }
    var failures = 0
    for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      if line.allSatisfy({ [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) }) { continue }
      let answer = answer(toLine: line)
      if let error = answer.error {
        failures += 1
        StandardStream.warn("input line \(index + 1): \(error)")
      }
      try output.write(answer.json + "\n")
    }
    return failures
  }
}
