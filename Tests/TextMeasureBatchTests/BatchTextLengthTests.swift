import Foundation
import Testing
import TextMeasureBatch

/// A batch measurer's own text-length limit (UTF-16 units, runs together),
/// answered as ``BatchLimits/textLength`` is, at the text's path.
@Suite struct BatchTextLengthTests {
  static let batch = BatchMeasurer(systemFallback: false, maximumTextLength: 10)

  static func error(_ line: String) -> String? {
    batch.answer(toLine: Array(line.utf8)).error
  }

  @Test func aTextAtTheLimit_isMeasured() {
    // 4 emoji of 2 UTF-16 units each, and 2 letters: 10 units.
    #expect(Self.error(#"{"text":"😀😀😀😀ab","size":17}"#) == nil)
    #expect(Self.error(#"{"runs":[{"text":"abcde"},{"text":"fghij"}],"size":17}"#) == nil)
  }

  @Test func aTextOverTheLimit_isAnErrorAtItsPath() {
    let message = "the text must have at most 10 UTF-16 units, it has 11"
    #expect(Self.error(#"{"text":"😀😀😀😀abc","size":17}"#) == "$.text: \(message)")
    #expect(Self.error(#"{"runs":[{"text":"abcdef"},{"text":"ghijk"}],"size":17}"#) == "$.runs: \(message)")
    #expect(Self.error(#"{"style":"jsq","text":"abcdefghijk"}"#) == "$.text: \(message)")
  }
}
