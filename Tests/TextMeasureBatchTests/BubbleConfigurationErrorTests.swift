import BubbleLayout
import Foundation
import Testing
import TextMeasureBatch

/// A configuration key the style does not have, a value of the wrong type
/// and one out of range are error answers naming the value's JSON path.
@Suite struct BubbleConfigurationErrorTests {
  static let batch = BatchMeasurer(fallbacks: [], systemFallback: false)

  static func error(_ style: String, _ configuration: String) throws -> String {
    let line = #"{"id":1,"style":"\#(style)","text":"a","configuration":\#(configuration)}"#
    let answer = batch.answer(toLine: Array(line.utf8))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.json.utf8)) as? [String: Any])
    #expect(object["id"] as? Int == 1)
    return try #require(answer.error)
  }

  @Test(arguments: [
    ("jsq", #"{"font":{"size":12}}"#, "$.configuration.font: unknown key (the jsq style's configuration has 'idiom',"),
    ("jsq", #"{"idiom":"watch"}"#, #"$.configuration.idiom: must be one of "phone", "pad""#),
    ("jsq", #"{"uses_fixed_width_bubbles":1}"#, "$.configuration.uses_fixed_width_bubbles: must be true or false"),
    (
      "jsq", #"{"incoming_avatar_view_size":{"width":-1,"height":30}}"#,
      "$.configuration.incoming_avatar_view_size.width: must be a number at least 0"
    ),
    (
      "jsq", #"{"collection_view_height":0}"#, "$.configuration.collection_view_height: must be a number greater than 0"
    ),
    (
      "messagekit", #"{"measuring_size":{}}"#,
      "$.configuration.measuring_size: unknown key (the messagekit style's configuration"
    ),
    ("messagekit", #"{"section_inset":[1,2,3,4]}"#, "$.configuration.section_inset: must be an object"),
    (
      "messagekit", #"{"incoming_message_padding":{"top":0,"left":4,"bottom":0}}"#,
      "$.configuration.incoming_message_padding.right: missing"
    ),
    (
      "messagekit", #"{"outgoing_message_label_insets":{"top":0,"left":4,"bottom":0,"right":1,"start":2}}"#,
      "$.configuration.outgoing_message_label_insets.start: unknown key (insets has 'top', 'left', 'bottom', 'right')"
    ),
    ("messagekit", #"{"message_label_font":{"font":"Inter"}}"#, "$.configuration.message_label_font.size: missing"),
    (
      "susi", #"{"time_label_style":{}}"#,
      "$.configuration.time_label_style: unknown key (the susi style's configuration"
    ),
    ("susi", #"{"font":"Inter"}"#, "$.configuration.font: must be an object"),
    (
      "susi", #"{"font":{"size":12,"colour":"red"}}"#,
      "$.configuration.font.colour: unknown key (a font has 'font', 'font_file'"
    ),
    ("susi", #"{"font":{"size":0}}"#, "$.configuration.font.size: must be a number greater than 0"),
    (
      "sms", #"{"date_label_frame":{}}"#, "$.configuration.date_label_frame: unknown key (the sms style's configuration"
    ),
    ("sms", #"{"bubble_width":"wide"}"#, "$.configuration.bubble_width: must be a number"),
    (
      "sms", #"{"bubble_origin":{"x":1e7,"y":0}}"#,
      "$.configuration.bubble_origin.x: must be a number at least -1000000"
    ),
    ("sms", #"{"measuring_options":["wrapsNicely"]}"#, "$.configuration.measuring_options: unknown option"),
    ("chatlog", #"{"appearance":{}}"#, "$.configuration.appearance: unknown key (the chatlog style's configuration"),
    ("chatlog", #"{"incoming":{"side":"left"}}"#, "$.configuration.incoming.side: unknown key (a side's geometry has"),
    ("chatlog", #"{"outgoing":{"is_trailing":"yes"}}"#, "$.configuration.outgoing.is_trailing: must be true or false"),
    (
      "chatlog", #"{"estimate_size":{"width":250,"height":-1}}"#,
      "$.configuration.estimate_size.height: must be a number"
    ),
    (
      "selfsizing", #"{"appearance":{}}"#,
      "$.configuration.appearance: unknown key (the selfsizing style's configuration"
    ),
    ("selfsizing", #"{"maximum_bubble_width":true}"#, "$.configuration.maximum_bubble_width: must be a number"),
    (
      "selfsizing", #"{"line_fragment_padding":-5}"#,
      "$.configuration.line_fragment_padding: must be a number at least 0"
    ),
    ("selfsizing", #"[]"#, "$.configuration: must be an object"),
  ])
  func aBadConfiguration_isAnsweredWithItsPath(style: String, configuration: String, message: String) throws {
    let error = try Self.error(style, configuration)
    #expect(error.hasPrefix(message), "\(error)")
  }

  /// A text request has no configuration.
  @Test func aTextRequest_hasNoConfiguration() throws {
    let line = #"{"id":1,"text":"a","size":17,"configuration":{}}"#
    let error = try #require(Self.batch.answer(toLine: Array(line.utf8)).error)
    #expect(error.hasPrefix("$.configuration: unknown key (a request has"), "\(error)")
  }
}

/// The schema describes each style's configuration: it accepts the
/// configured requests the batch answers and refuses those it refuses.
@Suite struct BubbleConfigurationSchemaTests {
  @Test func theConfiguredRequests_matchTheSchema() throws {
    let lines = BubbleConfigurationTests.cases.map {
      #"{"style":"\#($0.style.rawValue)","text":"a","configuration":"#
        + $0.configuration.replacingOccurrences(of: "\n", with: "")
        + "}"
    }
    #expect(try BatchSchemaTests.validate(lines, as: "request") == "")
  }

  /// The keys an unknown key's error names are those the schema describes.
  @Test(arguments: ChatStyle.allCases)
  func anUnknownKeysError_namesTheSchemasKeys(style: ChatStyle) throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: BatchSchemaTests.schema)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let configuration = try #require(definitions["\(style.rawValue)_configuration"] as? [String: Any])
    let keys = try #require(configuration["properties"] as? [String: Any]).keys
    let error = try BubbleConfigurationErrorTests.error(style.rawValue, #"{"unknown":1}"#)
    let list = try #require(error.range(of: "configuration has ")).upperBound
    let named = error[list...].split(separator: "'", omittingEmptySubsequences: false).enumerated().filter {
      $0.offset % 2 == 1
    }.map {
      String($0.element)
    }
    #expect(Set(named) == Set(keys), "\(error)")
  }

  @Test(arguments: [
    #"{"style":"jsq","text":"a","configuration":{"emoji_font":{"size":12}}}"#,
    #"{"style":"messagekit","text":"a","configuration":{"section_inset":{"top":1,"left":1,"bottom":1}}}"#,
    #"{"style":"susi","text":"a","configuration":{"font":{"font":"Inter"}}}"#,
    #"{"style":"sms","text":"a","configuration":{"bubble_origin":{"x":"1","y":0}}}"#,
    #"{"style":"chatlog","text":"a","configuration":{"incoming":{"side":"left"}}}"#,
    #"{"style":"selfsizing","text":"a","configuration":{"line_fragment_padding":-5}}"#,
    #"{"text":"a","size":17,"configuration":{}}"#,
  ])
  func aBadConfiguration_isInvalidForTheSchema(line: String) throws {
    #expect(BubbleConfigurationErrorTests.batch.answer(toLine: Array(line.utf8)).error != nil)
    #expect(try BatchSchemaTests.validate([line], as: "request") != "")
  }
}
