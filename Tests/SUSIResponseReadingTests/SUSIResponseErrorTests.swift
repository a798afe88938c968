import BubbleLayout
import Foundation
import SUSIResponseReading
import Testing

/// Malformed SUSI responses: each error names the JSON path it is about.
@Suite struct SUSIResponseErrorTests {
  private func error(_ json: String) -> SUSIResponseError? {
    do {
      _ = try SUSIResponse(jsonData: Data(json.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test func notJSON() throws {
    let error = try #require(self.error("hello, SUSI"))
    guard case .notJSON(let detail) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(detail == "Invalid value around character 0.")
    #expect(error.path == nil)
    #expect(error.description == "the response is not JSON: Invalid value around character 0.")
    #expect(self.error(#"{"answers": [}"#) == .notJSON("Invalid value around character 13."))
  }

  @Test func rootNotAnObject() {
    #expect(error("[1, 2]") == .wrongType(path: "$", expected: "an object", found: "an array"))
  }

  @Test func answersMissing() {
    let error = error(#"{"query": "hello"}"#)
    #expect(error == .missing(path: "answers"))
    #expect(error?.description == "answers is missing")
  }

  @Test func answersEmptyOrNotAnArray() {
    #expect(error(#"{"answers": []}"#) == .missing(path: "answers[0]"))
    #expect(
      error(#"{"answers": {"actions": []}}"#) == .wrongType(path: "answers", expected: "an array", found: "an object"))
    #expect(error(#"{"answers": [42]}"#) == .wrongType(path: "answers[0]", expected: "an object", found: "a number"))
  }

  @Test func actionsNotAnArray() {
    let error = error(#"{"answers": [{"actions": {"type": "answer", "expression": "Hi"}}]}"#)
    #expect(error == .wrongType(path: "answers[0].actions", expected: "an array", found: "an object"))
    #expect(error?.description == "answers[0].actions should be an array, not an object")
    #expect(self.error(#"{"answers": [{"data": []}]}"#) == .missing(path: "answers[0].actions"))
  }

  @Test func actionWithoutType() {
    let json = #"""
      {"answers": [{"actions": [
        {"type": "answer", "expression": "one"},
        {"type": "answer", "expression": "two"},
        {"expression": "three"}]}]}
      """#
    let error = error(json)
    #expect(error == .missing(path: "answers[0].actions[2].type"))
    #expect(error?.path == "answers[0].actions[2].type")
    #expect(
      self.error(#"{"answers": [{"actions": [{"type": null}]}]}"#) == .missing(path: "answers[0].actions[0].type"))
    #expect(
      self.error(#"{"answers": [{"actions": [{"type": 7}]}]}"#)
        == .wrongType(path: "answers[0].actions[0].type", expected: "a string", found: "a number"))
    #expect(
      self.error(#"{"answers": [{"actions": ["answer"]}]}"#)
        == .wrongType(path: "answers[0].actions[0]", expected: "an object", found: "a string"))
  }

  /// Fractional seconds of a hundred digits: ICU's parser would overflow on
  /// them (a SIGFPE, found by fuzz-susi-json); the date is refused by name.
  @Test func aDateWithAHundredFractionalDigits() {
    let date = "2017-02-17T16:06:24." + String(repeating: "0", count: 100) + "Z"
    let json = #"{"answer_date": "\#(date)", "answers": [{"actions": [{"type": "answer", "expression": "Hi"}]}]}"#
    let reason = "\"\(date.prefix(64))\" is not a yyyy-MM-dd'T'HH:mm:ss.SSSZ date"
    #expect(error(json) == .invalidValue(path: "answer_date", reason: reason))
  }

  /// A combining mark in a date: Foundation's DateFormatter would trap on
  /// it ("Incorrect range", found by fuzz-susi-json); the date is refused.
  @Test func aDateWithACombiningMark() {
    let date = "2017-02-17T16:06:24.79\u{32F}Z"
    let json = #"{"answer_date": "\#(date)", "answers": [{"actions": [{"type": "answer", "expression": "Hi"}]}]}"#
    let reason = "\"\(date)\" is not a yyyy-MM-dd'T'HH:mm:ss.SSSZ date"
    #expect(error(json) == .invalidValue(path: "answer_date", reason: reason))
  }

  @Test func mapWithNonNumericLatitude() {
    let json = #"""
      {"answers": [{"actions": [
        {"type": "anchor", "link": "https://www.openstreetmap.org", "text": "Here is a map"},
        {"type": "map", "latitude": "north", "longitude": "13.405", "zoom": "13"}]}]}
      """#
    let error = error(json)
    #expect(error == .invalidValue(path: "answers[0].actions[1].latitude", reason: #""north" is not a number"#))
    #expect(error?.description == #"answers[0].actions[1].latitude: "north" is not a number"#)
    let zoom = #"{"answers": [{"actions": [{"type": "map", "latitude": 1, "longitude": 2, "zoom": "12.5"}]}]}"#
    #expect(self.error(zoom) == .invalidValue(path: "answers[0].actions[0].zoom", reason: "12.5 is not a whole number"))
    let flag = #"{"answers": [{"actions": [{"type": "map", "latitude": true, "longitude": 2}]}]}"#
    #expect(
      self.error(flag) == .wrongType(path: "answers[0].actions[0].latitude", expected: "a number", found: "a boolean"))
  }

  @Test func unknownTypeAmongGoodOnes_isAWarningNotAnError() throws {
    let json = #"""
      {"answers": [{"actions": [
        {"type": "answer", "expression": "Setting a timer"},
        {"type": "hologram", "expression": "?"},
        {"type": "stop"}]}]}
      """#
    let response = try SUSIResponse(jsonData: Data(json.utf8))
    #expect(response.messages.map(\.action.type) == [.answer, .stop])
    #expect(response.warnings == [.unknownActionType(path: "answers[0].actions[1].type", type: "hologram")])
    #expect(response.warnings[0].path == "answers[0].actions[1].type")
  }

  @Test func missingFieldsOfKnownTypes() {
    func action(_ body: String) -> String { #"{"answers": [{"actions": [\#(body)]}]}"# }
    #expect(error(action(#"{"type": "answer"}"#)) == .missing(path: "answers[0].actions[0].expression"))
    #expect(error(action(#"{"type": "anchor", "text": "x"}"#)) == .missing(path: "answers[0].actions[0].link"))
    #expect(error(action(#"{"type": "table"}"#)) == .missing(path: "answers[0].actions[0].columns"))
    #expect(
      error(action(#"{"type": "table", "columns": {"a": 1}}"#))
        == .wrongType(path: "answers[0].actions[0].columns.a", expected: "a string", found: "a number"))
    #expect(
      error(action(#"{"type": "piechart", "key": "k", "value": "v", "unit": "u"}"#))
        == .missing(path: "answers[0].actions[0].total"))
    #expect(
      error(action(#"{"type": "rss", "title": "t", "link": "l"}"#))
        == .missing(path: "answers[0].actions[0].description"))
    #expect(error(action(#"{"type": "websearch"}"#)) == .missing(path: "answers[0].actions[0].query"))
    #expect(error(action(#"{"type": "video_play"}"#)) == .missing(path: "answers[0].actions[0].identifier"))
    #expect(
      error(action(#"{"type": "table", "columns": {"a": "A"}, "count": "three"}"#))
        == .invalidValue(path: "answers[0].actions[0].count", reason: #""three" is not a number"#))
  }

  @Test func badRows() {
    let pie = #"""
      {"answers": [{"data": [{"k": "a", "v": 1}, {"k": "b"}],
        "actions": [{"type": "piechart", "key": "k", "value": "v", "total": 2, "unit": "u"}]}]}
      """#
    #expect(error(pie) == .missing(path: "answers[0].data[1].v"))
    let table = #"""
      {"answers": [{"data": [{"a": {"nested": true}}],
        "actions": [{"type": "table", "columns": {"a": "A"}}]}]}
      """#
    #expect(
      error(table)
        == .wrongType(path: "answers[0].data[0].a", expected: "a string, number or boolean", found: "an object"))
    let rows = #"{"answers": [{"data": {"a": 1}, "actions": []}]}"#
    #expect(error(rows) == .wrongType(path: "answers[0].data", expected: "an array", found: "an object"))
  }

  @Test func badTopLevelFields() {
    #expect(
      error(#"{"query": 5, "answers": []}"#) == .wrongType(path: "query", expected: "a string", found: "a number"))
    #expect(
      error(#"{"query_date": "yesterday", "answers": [{"actions": []}]}"#)
        == .invalidValue(path: "query_date", reason: #""yesterday" is not a yyyy-MM-dd'T'HH:mm:ss.SSSZ date"#))
  }

  @Test func localizedDescription_isTheDescription() throws {
    for json in ["[", #"{"answers": 1}"#, "{}"] {
      let error = try #require(throws: SUSIResponseError.self) { try SUSIResponse(jsonData: Data(json.utf8)) }
      #expect(error.localizedDescription == error.description)
    }
  }
}
