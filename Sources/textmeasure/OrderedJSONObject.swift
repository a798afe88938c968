import Foundation
import TextMeasureBatch

/// A JSON object whose keys are written in the order they were added, for
/// the output contracts that other tools read (`bubble`, `susi`).
struct OrderedJSONObject {
  private var members: [(key: String, json: String)] = []

  /// Adds `key` with any encodable value.
  mutating func add(_ key: String, _ value: some Encodable) throws {
    members.append((key, try JSONLine.encode(value)))
  }

  /// Adds `key` with an object built in order.
  mutating func add(_ key: String, _ object: OrderedJSONObject) {
    members.append((key, object.json))
  }

  /// Adds the named numbers in order.
  static func numbers(_ pairs: KeyValuePairs<String, Double>) throws -> OrderedJSONObject {
    var object = OrderedJSONObject()
    for (key, value) in pairs { try object.add(key, value) }
    return object
  }

  /// The object as one line of JSON.
  var json: String {
    let pairs = members.map { member in ((try? JSONLine.encode(member.key)) ?? "\"\"") + ":" + member.json }
    return "{" + pairs.joined(separator: ",") + "}"
  }
}
