import FuzzSupport
import TextMeasure

extension FuzzInput {
  /// The language tags tried besides one made of input bytes: none (English),
  /// the ones that sort fallback fonts or change shaping, and the empty tag.
  private static let languages: [String?] = [
    nil, "en", "ja", "zh-Hans", "zh-Hant", "ko", "ar", "he", "hi", "th", "tr", "",
  ]

  /// Attributes drawn from the input: half the time a plain font (what the
  /// one-font `String` API measures), else a font with a cascade list or
  /// none, with or without system fallback, kerning, half the time glyph
  /// effects (``glyphEffects(of:)``) with at times an inline box and a
  /// decoration (``boxAndDecoration(of:)``), a paragraph style and a language.
  /// Sizes, kerning and lengths include ``edgeLengths``.
  mutating func attributes(fonts: [Font]) -> TextAttributes {
    let isPlain = flag()
    var font = pick(fonts).withSize(length(typical: 1...64))
    if isPlain { return TextAttributes(font: font) }
    switch index(below: 4) {
    case 0: break
    case 1: font = font.withCascadeList([pick(fonts)])
    case 2: font = font.withCascadeList([pick(fonts), pick(fonts)], systemFallback: false)
    default: font = font.withCascadeList([], systemFallback: false)
    }
    let kern: Double? =
      switch index(below: 3) {
      case 0: nil
      case 1: 0
      default: length(typical: -4...12)
      }
    let style = flag() ? ParagraphStyle.default : paragraphStyle()
    var attributes = TextAttributes(font: font, kern: kern, paragraphStyle: style, language: language())
    if flag() {
      glyphEffects(of: &attributes)
      boxAndDecoration(of: &attributes)
    }
    return attributes
  }

  /// One time in four an inline box (its lengths may be edge lengths),
  /// half the time a decoration: colours, an underline, a strikethrough.
  private mutating func boxAndDecoration(of attributes: inout TextAttributes) {
    if index(below: 4) == 0 {
      attributes.inlineBox = InlineBox(
        width: length(typical: 0...40), ascent: length(typical: -10...40), descent: length(typical: -10...20))
    }
    guard flag() else { return }
    let line = { (style: TextDecoration.Line.Style?) in style.map { TextDecoration.Line(style: $0, color: .black) } }
    attributes.decoration = TextDecoration(
      foregroundColor: RGBAColor(white: Double(byte()) / 255), backgroundColor: flag() ? .black : nil,
      underline: line(pick([nil, .single, .thick, .double])), strikethrough: line(pick([nil, .single])))
  }

  /// Tracking (none, 0 or a length), a baseline offset, an expansion and a
  /// ligature setting drawn from the input.
  private mutating func glyphEffects(of attributes: inout TextAttributes) {
    attributes.tracking =
      switch index(below: 3) {
      case 0: nil
      case 1: 0
      default: length(typical: -4...12)
      }
    attributes.baselineOffset = length(typical: -20...20)
    attributes.expansion = length(typical: -1...1)
    attributes.ligatures = pick([nil, .essential, .standard])
  }

  /// A paragraph style with every field drawn from the input.
  mutating func paragraphStyle() -> ParagraphStyle {
    var style = ParagraphStyle()
    style.lineSpacing = length(typical: 0...20)
    style.paragraphSpacing = length(typical: 0...20)
    style.paragraphSpacingBefore = length(typical: 0...20)
    style.lineHeightMultiple = length(typical: 0...3)
    style.minimumLineHeight = length(typical: 0...60)
    style.maximumLineHeight = length(typical: 0...60)
    style.lineBreakMode = pick(LineBreakMode.allCases)
    style.alignment = pick(TextAlignment.allCases)
    style.baseWritingDirection = pick(WritingDirection.allCases)
    style.firstLineHeadIndent = length(typical: -20...60)
    style.headIndent = length(typical: -20...60)
    style.tailIndent = length(typical: -60...300)
    style.defaultTabInterval = length(typical: 0...100)
    return style
  }

  /// One of ``languages``, or a tag of up to 15 input bytes read as UTF-8.
  private mutating func language() -> String? {
    let choice = index(below: Self.languages.count + 1)
    guard choice == Self.languages.count else { return Self.languages[choice] }
    let length = index(below: 16)
    return String(decoding: (0..<length).map { _ in byte() }, as: UTF8.self)
  }
}
