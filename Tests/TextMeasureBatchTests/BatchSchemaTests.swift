import FontOracles
import Foundation
import Testing
import TextMeasureBatch

/// The JSON Schema of requests and answers, checked by a real validator
/// (Python's `jsonschema`, draft 2020-12): every example the contract
/// documents (the article's JSON blocks and the schema's own `examples`)
/// and every answer the batch gives to the documented requests.
@Suite struct BatchSchemaTests {
  static let schema = FontFiles.repositoryRoot.appendingPathComponent(
    "Sources/TextMeasureBatch/Schema/batch.schema.json")
  static let article = FontFiles.repositoryRoot.appendingPathComponent(
    "Sources/TextMeasureBatch/TextMeasureBatch.docc/Articles/BatchContract.md")

  /// The keys only an answer has.
  static let answerKeys: Set<String> = ["error", "rect", "lines", "cell"]

  /// Each line of the article's ```json blocks: one request or answer each.
  static func articleExamples() throws -> [String] {
    let text = try String(contentsOf: article, encoding: .utf8)
    var examples: [String] = []
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock = line == "```json"
        continue
      }
      if inBlock && !line.trimmingCharacters(in: .whitespaces).isEmpty { examples.append(String(line)) }
    }
    return examples
  }

  /// The schema's own examples, each as one line of JSON.
  static func schemaExamples() throws -> [String] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schema)) as? [String: Any])
    let examples = try #require(object["examples"] as? [Any])
    return try examples.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
  }

  static func isAnswer(_ line: String) throws -> Bool {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    return !answerKeys.isDisjoint(with: object.keys)
  }

  /// The validator's complaints about `lines` as `kind` (`request` or `answer`), one line each; empty when all are valid.
  static func validate(_ lines: [String], as kind: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let instances = folder.appendingPathComponent("instances.jsonl")
    try lines.joined(separator: "\n").write(to: instances, atomically: true, encoding: .utf8)
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft202012Validator.check_schema(schema)
      part = jsonschema.Draft202012Validator({"$ref": "#/$defs/" + sys.argv[3], "$defs": schema["$defs"]})
      whole = jsonschema.Draft202012Validator(schema)
      for number, line in enumerate(open(sys.argv[2]), 1):
          instance = json.loads(line)
          for validator in (part, whole):
              for error in validator.iter_errors(instance):
                  print(f"line {number}: {error.message[:300]}")
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, schema.path, instances.path, kind]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 with jsonschema (scripts/install-dependencies.sh): \(text)")
    return text
  }

  @Test func theDocumentedExamples_andTheirAnswers_matchTheSchema() throws {
    let examples = try Self.articleExamples() + Self.schemaExamples()
    let requests = try examples.filter { try !Self.isAnswer($0) }
    let answers = try examples.filter { try Self.isAnswer($0) }
    #expect(requests.count >= 6)
    #expect(answers.count >= 3)
    let batch = BatchMeasurer()
    let given = requests.map { batch.answer(toLine: Array($0.utf8)) }
    #expect(given.allSatisfy { $0.error == nil }, "\(given.compactMap(\.error))")
    #expect(try Self.validate(requests, as: "request") == "")
    #expect(try Self.validate(answers + given.map(\.json), as: "answer") == "")
  }

  /// The validator is strict: requests the batch refuses are refused by the schema too.
  @Test(arguments: [
    #"{"text":"a","size":17,"widht":100}"#, #"{"text":"a","size":0}"#, #"{"text":"a","size":17,"width":-1}"#,
    #"{"id":[1],"text":"a","size":17}"#, #"{"runs":[{"text":"a","colour":1}],"size":17}"#,
    #"{"text":"a","size":17,"returns":"everything"}"#, #"{"style":"jsq"}"#,
  ])
  func aBadRequest_isInvalidForTheSchema(line: String) throws {
    #expect(BatchMeasurer().answer(toLine: Array(line.utf8)).error != nil)
    #expect(try Self.validate([line], as: "request") != "")
  }
}
