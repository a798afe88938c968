/// Where a value is in a request, written as a JSON path: `$` is the
/// request, `.name` a key, `[2]` an element (`$.runs[2].size`).
enum JSONPath {
  /// The path of `codingPath` (a decoder's, down to the value).
  static func of(_ codingPath: [any CodingKey]) -> String {
    codingPath.reduce("$") { path, key in
      if let index = key.intValue { return path + "[\(index)]" }
      let name = key.stringValue
      let isPlain =
        !name.isEmpty
        && name.utf8.allSatisfy { byte in
          byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
      return isPlain ? path + "." + name : path + "[\(quoted(name))]"
    }
  }

  /// `name` as a JSON string, cut to 64 characters: a key is quoted in a
  /// message, and a key of a megabyte must not make a message of one.
  private static func quoted(_ name: String) -> String {
    let cut = name.count > 64 ? String(name.prefix(64)) + "…" : name
    var quoted = "\""
    for scalar in cut.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case _ where scalar.value < 0x20: quoted += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}

extension String {
  /// The string with zeros in front, at least `width` characters long.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}
