/// Writes an answer line's JSON directly, as `JSONEncoder` with sorted keys
/// and unescaped slashes writes it (``JSONLine``), byte for byte: numbers
/// in the shortest form that reads back to the same double (`17`, not
/// `17.0`), strings with `"`, `\` and control characters escaped. The
/// batch's answers are written with it rather than through an encoder's
/// containers; callers give keys in sorted order.
struct AnswerWriter {
  /// The UTF-8 of the JSON written so far.
  private var bytes: [UInt8] = []
  /// Whether the next member or element needs a comma before it.
  private var needsComma = false

  init() {
    bytes.reserveCapacity(512)
  }

  /// The JSON written so far.
  var json: String { String(decoding: bytes, as: UTF8.self) }

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
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes a number.
  mutating func number(_ value: Double) {
    separate()
    let text = value.description.utf8
    if text.count > 2 && text.suffix(2).elementsEqual(".0".utf8) {
      bytes.append(contentsOf: text.dropLast(2))
    } else {
      bytes.append(contentsOf: text)
    }
    needsComma = true
  }

  /// Writes a string.
  mutating func string(_ value: String) {
    separate()
    appendString(value)
    needsComma = true
  }

  /// Writes the member `"id"` with the request's id, when it has one: every
  /// answer echoes it (in sorted-key order, so the caller places it).
  mutating func idMember(_ id: JSONValue?) {
    guard let id else { return }
    key("id")
    self.id(id)
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
    bytes.append(contentsOf: text.utf8)
    needsComma = true
  }

  private mutating func open(_ bracket: Unicode.Scalar) {
    separate()
    bytes.append(UInt8(ascii: bracket))
    needsComma = false
  }

  private mutating func close(_ bracket: Unicode.Scalar) {
    bytes.append(UInt8(ascii: bracket))
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// Appends `value` quoted, escaping what JSON requires (and as
  /// `JSONEncoder` does: `\b \f \n \r \t` by name, other controls as `\u00XX`).
  private mutating func appendString(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
