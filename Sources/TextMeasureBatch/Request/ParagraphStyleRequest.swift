import TextMeasure

/// A request's `paragraph_style`: any of ``/TextMeasure/ParagraphStyle``'s
/// fields, by the names and values of its JSON form; those left out keep
/// `NSParagraphStyle.default`'s values.
enum ParagraphStyleRequest {
  /// The keys, as ``/TextMeasure/ParagraphStyle``'s JSON form names its fields.
  static let keys = [
    "line_spacing", "paragraph_spacing", "paragraph_spacing_before", "line_height_multiple", "minimum_line_height",
    "maximum_line_height", "line_break_mode", "alignment", "base_writing_direction", "first_line_head_indent",
    "head_indent", "tail_indent", "default_tab_interval",
  ]

  /// The lengths that may not be negative, and the fields they set.
  private static let lengths: [String: WritableKeyPath<ParagraphStyle, Double> & Sendable] = [
    "line_spacing": \.lineSpacing, "paragraph_spacing": \.paragraphSpacing,
    "paragraph_spacing_before": \.paragraphSpacingBefore, "minimum_line_height": \.minimumLineHeight,
    "maximum_line_height": \.maximumLineHeight, "first_line_head_indent": \.firstLineHeadIndent,
    "head_indent": \.headIndent, "default_tab_interval": \.defaultTabInterval,
  ]

  /// Reads the style at `path` (nil for null).
  ///
  /// - Throws: ``BatchError`` naming the path of an unknown key, a value of
  ///   the wrong type, or a length that is negative (only `tail_indent` may
  ///   be) or beyond ``BatchLimits/length``.
  static func read(at path: [any CodingKey], from scanner: inout JSONScanner) throws -> ParagraphStyle? {
    var style = ParagraphStyle()
    let isObject = try scanner.object(at: path) { key, path, scanner in
      if let field = lengths[key] {
        if let value = try scanner.number(at: path, in: 0...BatchLimits.length) { style[keyPath: field] = value }
        return
      }
      switch key {
      case "line_height_multiple":
        style.lineHeightMultiple = try scanner.number(at: path, in: 0...BatchLimits.lineHeightMultiple) ?? 0
      case "tail_indent":
        style.tailIndent = try scanner.number(at: path, in: -BatchLimits.length...BatchLimits.length) ?? 0
      case "line_break_mode":
        style.lineBreakMode = try scanner.caseName(LineBreakMode.self, at: path) ?? .byWordWrapping
      case "alignment": style.alignment = try scanner.caseName(TextAlignment.self, at: path) ?? .natural
      case "base_writing_direction":
        style.baseWritingDirection = try scanner.caseName(WritingDirection.self, at: path) ?? .natural
      default: throw unknownKey(path, in: "a paragraph style", keys: keys)
      }
    }
    return isObject ? style : nil
  }
}
