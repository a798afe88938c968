import BubbleLayout
import TextMeasure

/// A bubble request's `configuration`: the settings of its style's sizing
/// type that the request changes, read key by key; every key it leaves out
/// (or gives as null) keeps the library's default.
///
/// Fonts are given as a request gives its own (``FontRequest``) and made by
/// the batch measurer, which passes them to
/// ``conversationStyle(measurer:exact:fonts:)`` by key.
protocol BubbleConfiguration: Sendable {
  /// The style the configuration is for.
  static var style: ChatStyle { get }
  /// The keys the configuration may have.
  static var keys: [String] { get }

  /// The library's defaults: no setting changed.
  init()

  /// Reads the value of `key` when it is one of the configuration's.
  ///
  /// - Returns: whether `key` is one (and its value was read).
  /// - Throws: ``BatchError`` naming `path` when the value is of the wrong
  ///   type or out of range.
  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool

  /// The fonts the configuration names, by key.
  var fonts: [String: FontRequest] { get }

  /// The style with these settings, measuring with `measurer`; `exact`
  /// picks the text-view-derived mode where the style has one (JSQ), and
  /// `fonts` holds the font made for each key of ``fonts``.
  func conversationStyle(measurer: TextMeasurer, exact: Bool, fonts: [String: Font]) -> ConversationStyle
}

extension BubbleConfiguration {
  /// Reads the configuration object at `path` (the defaults for null).
  ///
  /// - Throws: ``BatchError`` naming the path of an unknown key, or of a
  ///   value of the wrong type or out of range.
  static func read(at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Self {
    var configuration = Self()
    _ = try scanner.object(at: path) { key, memberPath, scanner in
      guard try configuration.read(key, at: memberPath, from: &scanner) else {
        throw unknownKey(memberPath, in: "the \(style.rawValue) style's configuration", keys: keys)
      }
    }
    return configuration
  }
}
