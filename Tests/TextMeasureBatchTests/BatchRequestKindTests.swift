import Testing
import TextMeasureBatch

/// ``BatchRequestKind``: a line with a `style` key is a bubble request,
/// any other object a text request (as the batch contract says).
@Suite struct BatchRequestKindTests {
  @Test(arguments: [
    (#"{"text":"a","size":17}"#, BatchRequestKind.text),
    (#"{"id":{"style":1},"text":"a"}"#, .text),
    (#"{"text":"a","style":"jsq"}"#, .bubble),
    (#"{"style":"nonsense"}"#, .bubble),
  ])
  func anObject_isOfItsKind(line: String, kind: BatchRequestKind) {
    #expect(BatchRequestKind(ofLine: Array(line.utf8)) == kind)
  }

  @Test(arguments: ["[1]", "\"style\"", "{\"style\":", ""])
  func aLineThatIsNotAnObject_hasNoKind(line: String) {
    #expect(BatchRequestKind(ofLine: Array(line.utf8)) == nil)
  }
}
