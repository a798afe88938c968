/// What a batch request sizes: a text (a layout or a rect) or a message's
/// bubble in a chat style. A request with a `style` sizes a bubble; any
/// other measures a text (<doc:BatchContract>).
public enum BatchRequestKind: String, CaseIterable, Sendable {
  /// A text request: its runs' layout or rect.
  case text
  /// A bubble request: a message's cell in a chat style.
  case bubble

  /// The kind of the request on `line`, read from its keys alone (nothing
  /// else of the request is checked); nil when the line is not a JSON
  /// object, whose answer says what is wrong with it.
  public init?(ofLine line: some Collection<UInt8>) {
    var scanner = JSONScanner(Array(line))
    var hasStyle = false
    do {
      guard try scanner.peekKind() == .object else { return nil }
      try scanner.readObject { key, scanner in
        if key == "style" { hasStyle = true }
        try scanner.skipValue()
      }
    } catch {
      return nil
    }
    self = hasStyle ? .bubble : .text
  }
}
