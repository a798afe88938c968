import Testing
import TextMeasureBatch

/// ``BatchFailure``: an answer's error taken apart into the JSON path and
/// the message, as the batch writes them (`path: message`).
@Suite struct BatchFailureTests {
  @Test(arguments: [
    ("$.runs[2].size: must be a number", "$.runs[2].size", "must be a number"),
    (#"$.configuration["a: b"].x_1: unknown"#, #"$.configuration["a: b"].x_1"#, "unknown"),
    (#"$["q\"]: "][0]: no"#, #"$["q\"]: "][0]"#, "no"),
    ("$: the line is empty", "$", "the line is empty"),
    ("not valid JSON: expected a value at byte 0", "$", "not valid JSON: expected a value at byte 0"),
    ("$.size must be", "$", "$.size must be"),
  ])
  func anError_isTakenApart(error: String, path: String, message: String) {
    let failure = BatchFailure(error: error)
    #expect(failure.path == path)
    #expect(failure.message == message)
  }

  @Test func aPath_isPutInsideAnArrayElement() {
    #expect(BatchFailure(error: "$.runs[0].text: x").path(inElement: 3) == "$[3].runs[0].text")
    #expect(BatchFailure(error: "no path").path(inElement: 0) == "$[0]")
  }

  @Test func aFailedAnswer_namesItsField_andAMeasuredOneNone() throws {
    let measurer = BatchMeasurer(systemFallback: false)
    let failed = measurer.answer(toLine: Array(#"{"text":"a","size":0}"#.utf8))
    let failure = try #require(BatchFailure(failed))
    #expect(failure.path == "$.size")
    #expect(failure.message.hasPrefix("must be a number greater than 0"))
    #expect(BatchFailure(measurer.answer(toLine: Array(#"{"text":"a","size":17}"#.utf8))) == nil)
  }
}
