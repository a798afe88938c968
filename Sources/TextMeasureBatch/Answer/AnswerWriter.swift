/// Writes an answer line's JSON directly, as `JSONEncoder` with sorted keys
/// and unescaped slashes writes it (``JSONLine``), byte for byte: numbers
/// in the shortest form that reads back to the same double (`17`, not
/// `17.0`), strings with `"`, `\` and control characters escaped. The
/// batch's answers are written with it rather than through an encoder's
/// containers; callers give keys in sorted order.
struct AnswerWriter {
  /// The JSON written so far.
  private(set) var json = ""
  /// Whether the next member or element needs a comma before it.
  private var needsComma = false

  init() {
    json.reserveCapacity(256)
  }

  /// Writes `{`, the members `body` writes, then `}`.
  mutating func object(_ body: (inout AnswerWriter) -> Void) {
    open("{")
    body(&self)
    close("}")
  }

  /// Writes `[`, the elements `body` writes, then `]`.
  mutating func array(_ body: (inout AnswerWriter) -> Void) {
    open("[")
    body(&self)
    close("]")
  }

  /// Writes a member's key; its value follows.
  mutating func key(_ name: String) {
    separate()
    appendString(name)
    json += ":"
    needsComma = false
  }

  /// Writes a number.
  mutating func number(_ value: Double) {
    separate()
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    json += text
    needsComma = true
  }

  /// Writes a string.
  mutating func string(_ value: String) {
    separate()
    appendString(value)
    needsComma = true
  }

  /// Writes a request's id (a string or a number).
  mutating func id(_ value: JSONValue) {
    switch value {
    case .string(let string): self.string(string)
    case .number(let number): self.number(number)
    case .integer(let integer): literal("\(integer)")
    case .unsignedInteger(let integer): literal("\(integer)")
    case .bool(let bool): literal(bool ? "true" : "false")
    case .null: literal("null")
    case .array(let elements): array { writer in for element in elements { writer.id(element) } }
    case .object(let members):
      object { writer in
        for key in members.keys.sorted() {
          writer.key(key)
          writer.id(members[key]!)
        }
      }
    }
  }

  /// Writes a rect, `{"height", "width", "x", "y"}`.
  mutating func rect(_ rect: LayoutReport.Rect) {
    object { writer in
      writer.key("height")
      writer.number(rect.height)
      writer.key("width")
      writer.number(rect.width)
      writer.key("x")
      writer.number(rect.x)
      writer.key("y")
      writer.number(rect.y)
    }
  }

  private mutating func literal(_ text: String) {
    separate()
    json += text
    needsComma = true
  }

  private mutating func open(_ bracket: String) {
    separate()
    json += bracket
    needsComma = false
  }

  private mutating func close(_ bracket: String) {
    json += bracket
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { json += "," }
  }

  /// Appends `value` quoted, escaping what JSON requires (and as
  /// `JSONEncoder` does: `\b \f \n \r \t` by name, other controls as `\u00XX`).
  private mutating func appendString(_ value: String) {
    json += "\""
    var plainStart = value.utf8.startIndex
    var index = plainStart
    let utf8 = value.utf8
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        json += value[plainStart..<index]
        switch byte {
        case UInt8(ascii: "\""): json += "\\\""
        case UInt8(ascii: "\\"): json += "\\\\"
        case 0x08: json += "\\b"
        case 0x0C: json += "\\f"
        case 0x0A: json += "\\n"
        case 0x0D: json += "\\r"
        case 0x09: json += "\\t"
        default:
          let hex = Array("0123456789abcdef")
          json += "\\u00" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
        }
        plainStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    json += value[plainStart..<utf8.endIndex]
    json += "\""
  }
}
