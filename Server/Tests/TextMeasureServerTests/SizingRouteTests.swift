import Foundation
import HummingbirdTesting
import Testing
import TextMeasureServer

/// `/v1/measure` and `/v1/bubble` against the library's own answers to the
/// same requests (``BatchMeasurer`` called directly), in each body shape.
@Suite struct SizingRouteTests {
  @Test func aTextRequest_isAnsweredAsTheLibraryAnswersIt() async throws {
    let line = ServiceFixture.textRequest("Hello, World!", extra: #","id":7"#)
    try await ServiceFixture.withService { client in
      let response = try await client.post("/v1/measure", line)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "application/json")
      #expect(response.text == (try ServiceFixture.libraryAnswer(line)))
    }
  }

  @Test func anArray_isAnsweredWithAnArray_andJSONLWithLines() async throws {
    let lines = [ServiceFixture.textRequest("one"), ServiceFixture.textRequest("two words", size: 30)]
    let answers = try lines.map(ServiceFixture.libraryAnswer)
    try await ServiceFixture.withService { client in
      let array = try await client.post("/v1/measure", " [" + lines.joined(separator: ", ") + "]\n")
      #expect(array.status == .ok)
      #expect(array.text == "[" + answers.joined(separator: ",") + "]")
      for type in ["application/x-ndjson", "application/jsonl"] {
        let jsonl = try await client.post("/v1/measure", lines.joined(separator: "\n") + "\n", contentType: type)
        #expect(jsonl.status == .ok)
        #expect(jsonl.headers[.contentType] == type)
        #expect(jsonl.text == answers.map { $0 + "\n" }.joined())
      }
    }
  }

  @Test func aBubbleRequest_isAnsweredAsTheLibraryAnswersIt() async throws {
    let line = ServiceFixture.bubbleRequest("Hi there, how are you?")
    try await ServiceFixture.withService { client in
      let response = try await client.post("/v1/bubble", line)
      #expect(response.status == .ok)
      #expect(response.text == (try ServiceFixture.libraryAnswer(line)))
    }
  }

  @Test func aRequestOfTheOtherKind_is422AtItsPath() async throws {
    try await ServiceFixture.withService { client in
      let body = "[" + ServiceFixture.textRequest("a") + "," + ServiceFixture.bubbleRequest("b") + "]"
      let measure = try await client.post("/v1/measure", body)
      #expect(measure.status == .unprocessableContent)
      #expect(try measure.errorBody()["path"] == "$[1]")
      #expect(try measure.errorBody()["kind"] == "wrong_kind")
      let bubble = try await client.post("/v1/bubble", ServiceFixture.textRequest("a"))
      #expect(bubble.status == .unprocessableContent)
      #expect(try bubble.errorBody()["path"] == "$")
    }
  }

  @Test func anInvalidRequest_is422AtThePathOfItsValue() async throws {
    try await ServiceFixture.withService { client in
      let body = "[" + ServiceFixture.textRequest("a") + "," + ServiceFixture.textRequest("b", size: 0) + "]"
      let response = try await client.post("/v1/measure", body)
      #expect(response.status == .unprocessableContent)
      let error = try response.errorBody()
      #expect(error["path"] == "$[1].size")
      #expect(error["kind"] == "invalid_request")
      #expect(error["error"]?.hasPrefix("must be a number greater than 0") == true)
      let one = try await client.post("/v1/measure", ServiceFixture.textRequest("b", size: 0))
      #expect(try one.errorBody()["path"] == "$.size")
    }
  }

  @Test func malformedJSON_is400_atTheLineOfJSONL() async throws {
    try await ServiceFixture.withService { client in
      let object = try await client.post("/v1/measure", #"{"text":"a""#)
      #expect(object.status == .badRequest)
      #expect(try object.errorBody()["kind"] == "malformed_json")
      let lines = ServiceFixture.textRequest("a") + "\n{nope\n"
      let jsonl = try await client.post("/v1/measure", lines, contentType: "application/x-ndjson")
      #expect(jsonl.status == .badRequest)
      #expect(try jsonl.errorBody()["path"] == "$[1]")
    }
  }

  @Test func aContentTypeThatIsNotJSON_is415() async throws {
    try await ServiceFixture.withService { client in
      for type in ["text/plain", nil] {
        let response = try await client.post("/v1/measure", ServiceFixture.textRequest("a"), contentType: type)
        #expect(response.status == .unsupportedMediaType)
        #expect(try response.errorBody()["kind"] == "unsupported_media_type")
      }
      let charset = try await client.post(
        "/v1/measure", ServiceFixture.textRequest("a"), contentType: "application/json; charset=utf-8")
      #expect(charset.status == .ok)
    }
  }
}
