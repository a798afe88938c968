import Foundation
import TextMeasure

/// The font a request or a run names: `font_file`, or `font` (a name), or
/// neither (the system font); `font_index` picks a face of the file, a
/// variable font's `named_instance`, `variations` and `weight` its instance,
/// and `size` its point size.
///
/// With a name (or none) the index is a face of the file that holds the
/// named font: `"font": "Noto Sans CJK JP", "font_index": 1` is face 1 of
/// that collection, as `"font_file"` with its path would be.
///
/// Equal requests make equal fonts, so a request is the key under which
/// ``FontMemo`` keeps the font it made; ``origin`` is left out of equality.
struct FontRequest: Hashable {
  /// The keys a request or a run may give its font with.
  static let keys = ["font", "font_file", "font_index", "named_instance", "variations", "size", "weight"]

  var file: String?
  var name: String?
  var faceIndex: Int?
  var namedInstance: String?
  var variations: [String: Double]?
  var size: Double?
  /// The weight on UIKit's scale, −1 to 1.
  var weight: Double?
  /// The JSON path of the object the font was given in, for errors.
  var origin: String

  /// A font with no field given yet, given in the object at `origin` (a JSON path).
  init(origin: String) {
    self.origin = origin
  }

  /// Reads the value of `key` when it is a font field.
  ///
  /// - Returns: whether `key` is one (and its value was read).
  /// - Throws: ``BatchError`` naming `path` when the value is of the wrong
  ///   type or out of range.
  mutating func read(_ key: String, at path: [any CodingKey], from scanner: inout JSONScanner) throws -> Bool {
    switch key {
    case "font_file": file = try scanner.string(at: path)
    case "font": name = try scanner.string(at: path)
    case "font_index": faceIndex = try scanner.wholeNumber(at: path, in: 0...BatchLimits.faceIndex)
    case "named_instance": namedInstance = try scanner.string(at: path)
    case "size": size = try scanner.number(at: path, in: 0...BatchLimits.pointSize, excludingLowerBound: true)
    case "weight": weight = try scanner.number(at: path, in: -1...1)
    case "variations":
      variations = try scanner.numbers(at: path, in: -BatchLimits.designValue...BatchLimits.designValue)
    default: return false
    }
    return true
  }

  /// Throws when the object at `path` gave both `font` and `font_file`.
  func check(at path: [any CodingKey]) throws {
    if file != nil && name != nil {
      throw BatchError(at: path + [JSONObjectKey("font")], "give 'font_file' or 'font', not both")
    }
  }

  /// This run's font: each field it gives, over the request's `defaults`.
  /// A run that gives `font` or `font_file` names its own face, so neither
  /// of the request's is kept.
  func over(_ defaults: FontRequest) -> FontRequest {
    var font = self
    font.file = namesFace ? file : defaults.file
    font.name = namesFace ? name : defaults.name
    font.faceIndex = faceIndex ?? defaults.faceIndex
    font.namedInstance = namedInstance ?? defaults.namedInstance
    font.variations = variations ?? defaults.variations
    font.size = size ?? defaults.size
    font.weight = weight ?? defaults.weight
    return font
  }

  /// Whether the font is a named face or a file rather than the system font.
  var namesFace: Bool { file != nil || name != nil }

  static func == (lhs: FontRequest, rhs: FontRequest) -> Bool {
    lhs.file == rhs.file && lhs.name == rhs.name && lhs.faceIndex == rhs.faceIndex
      && lhs.namedInstance == rhs.namedInstance && lhs.variations == rhs.variations && lhs.size == rhs.size
      && lhs.weight == rhs.weight
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(name)
    hasher.combine(faceIndex)
    hasher.combine(namedInstance)
    hasher.combine(variations)
    hasher.combine(size)
    hasher.combine(weight)
  }
}
