import TextMeasure

/// A request's `paragraph_style`: any of ``/TextMeasure/ParagraphStyle``'s
/// fields, by the names and values of its JSON form; those left out keep
/// `NSParagraphStyle.default`'s values.
struct ParagraphStyleRequest: Decodable {
  /// The keys, as ``/TextMeasure/ParagraphStyle``'s JSON form names its fields.
  static let keys = [
    "line_spacing", "paragraph_spacing", "paragraph_spacing_before", "line_height_multiple", "minimum_line_height",
    "maximum_line_height", "line_break_mode", "alignment", "base_writing_direction", "first_line_head_indent",
    "head_indent", "tail_indent", "default_tab_interval",
  ]

  /// The style the fields make.
  var style = ParagraphStyle()

  /// Reads the fields given.
  ///
  /// - Throws: ``BatchError`` naming the path of an unknown key, or of a
  ///   length that is negative (only `tail_indent` may be) or beyond
  ///   ``BatchLimits/length``.
  init(from decoder: any Decoder) throws {
    let object = try decoder.object(of: "a paragraph style", keys: Self.keys)
    let lengths = 0...BatchLimits.length
    func length(_ key: String, _ field: WritableKeyPath<ParagraphStyle, Double>) throws {
      if let value = try object.number(key, in: lengths) { style[keyPath: field] = value }
    }
    try length("line_spacing", \.lineSpacing)
    try length("paragraph_spacing", \.paragraphSpacing)
    try length("paragraph_spacing_before", \.paragraphSpacingBefore)
    try length("minimum_line_height", \.minimumLineHeight)
    try length("maximum_line_height", \.maximumLineHeight)
    try length("first_line_head_indent", \.firstLineHeadIndent)
    try length("head_indent", \.headIndent)
    try length("default_tab_interval", \.defaultTabInterval)
    if let multiple = try object.number("line_height_multiple", in: 0...BatchLimits.lineHeightMultiple) {
      style.lineHeightMultiple = multiple
    }
    if let tailIndent = try object.number("tail_indent", in: -BatchLimits.length...BatchLimits.length) {
      style.tailIndent = tailIndent
    }
    if let mode = try object.value("line_break_mode", as: LineBreakMode.self) { style.lineBreakMode = mode }
    if let alignment = try object.value("alignment", as: TextAlignment.self) { style.alignment = alignment }
    if let direction = try object.value("base_writing_direction", as: WritingDirection.self) {
      style.baseWritingDirection = direction
    }
  }
}
