import Testing
import TextMeasureBatch

/// ``BatchBody``: a body's JSON checked, and an array cut into its
/// elements' bytes, against the elements written out by hand.
@Suite struct BatchBodyTests {
  @Test func anArray_isCutIntoItsElements() throws {
    let elements = [#"{"text":"a , ]"}"#, #"{"id":[1,{"x":"}"}]}"#, "7"]
    let body = Array((" [ " + elements.joined(separator: " ,\n") + " ]\n").utf8)
    let ranges = try #require(try BatchBody.elements(ofArray: body, limit: 3))
    #expect(ranges.map { String(decoding: body[$0], as: UTF8.self) } == elements)
    #expect(try BatchBody.elements(ofArray: Array("[]".utf8), limit: 3) == [])
  }

  @Test func anArrayOverTheLimit_isNil() throws {
    #expect(try BatchBody.elements(ofArray: Array("[1,2,3]".utf8), limit: 2) == nil)
    #expect(try BatchBody.elements(ofArray: Array("[1,2]".utf8), limit: 2)?.count == 2)
  }

  @Test func bytesThatAreNotAnArray_throwWhereTheyStop() {
    // `[1,2` ends where a ',' or ']' is expected: at byte 4.
    #expect(throws: BatchBody.SyntaxError.self) { try BatchBody.elements(ofArray: Array("[1,2".utf8), limit: 9) }
    #expect(BatchBody.syntaxError(in: Array("[1,2".utf8))?.offset == 4)
    #expect(throws: BatchBody.SyntaxError.self) { try BatchBody.elements(ofArray: Array("{}".utf8), limit: 9) }
    #expect(BatchBody.syntaxError(in: Array("{} x".utf8))?.offset == 3)
    #expect(BatchBody.syntaxError(in: [0x22, 0xFF, 0x22]) != nil)
    #expect(BatchBody.syntaxError(in: Array(#" {"a":[true,null]} "#.utf8)) == nil)
  }
}
