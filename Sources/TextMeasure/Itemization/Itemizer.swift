import CHarfBuzz
import CICUShim

/// Splits a paragraph into ``TextRun``s: by attribute run, by the font that
/// covers each grapheme cluster, by script and by bidi level.
///
/// A whole grapheme cluster goes to one font: the attribute's font when it
/// has every character of the cluster, else the first font of its cascade
/// list that has them all, else the attribute's font (which shows .notdef).
/// When none of them has it and the font uses system fallback, Fontconfig's
/// fallback list for the font and the text's language is searched
/// (``SystemFallback``). An emoji-presentation cluster (``Presentation``)
/// takes the first colour font that has it, listed or from the system, if
/// any; a cluster with VARIATION SELECTOR-15 the first font without colour
/// glyphs. Controls and default-ignorable characters never decide the font.
///
/// Scripts: Common and Inherited characters take the script of the strong
/// character before them (at the start, of the first one after them), and a
/// run of them alone takes the script of the next strong cluster merged into
/// it. All of it is found in one pass, without a table per character.
struct Itemizer {
  let text: UnsafeBufferPointer<UInt16>
  let graphemeStarts: [Bool]
  /// The UAX #9 embedding level of every UTF-16 unit: runs split where it
  /// changes and are shaped right to left at odd levels.
  let bidiLevels: [UInt8]
  /// Where fonts for text no listed font has are looked up.
  let fallback: SystemFallback

  /// The runs of `text` (a paragraph) with the attribute runs `attributeRuns`
  /// (ranges relative to the paragraph, covering it in order).
  func runs<AttributeRuns: Collection<AttributedText.Run>>(attributeRuns: AttributeRuns) -> [TextRun] {
    var runs: [TextRun] = []
    /// The run being extended (appended when the next one starts).
    var current: TextRun?
    /// Whether `current` holds only Common/Inherited characters so far: it
    /// then takes the script of the first strong cluster merged into it.
    var currentIsWeak = false
    /// The script of the last strong character before the cluster, if any.
    var lastStrong: hb_script_t?
    /// The script weak characters before the first strong one take.
    let leadingScript = firstStrongScript() ?? HB_SCRIPT_COMMON
    let unicode = hb_unicode_funcs_get_default()
    for attributeRun in attributeRuns {
      let attributes = attributeRun.attributes
      let primary = attributes.font
      var clusterStart = attributeRun.range.lowerBound
      while clusterStart < attributeRun.range.upperBound {
        var clusterEnd = clusterStart + 1
        while clusterEnd < attributeRun.range.upperBound && !graphemeStarts[clusterEnd] { clusterEnd += 1 }
        // The cluster's script: its first character's when strong, else
        // inherited; and whether every character of it is weak.
        let scriptBefore = lastStrong ?? leadingScript
        var clusterScript: hb_script_t?
        var clusterIsWeak = true
        var offset = clusterStart
        while offset < clusterEnd {
          let (scalar, length) = Self.scalar(in: text, at: offset)
          let script = Self.script(of: scalar, unicode: unicode)
          if !Self.isWeak(script) {
            if offset == clusterStart { clusterScript = script }
            clusterIsWeak = false
            lastStrong = script
          }
          offset += length
        }
        let script = clusterScript ?? scriptBefore
        let previousFont = current?.range.upperBound == clusterStart ? current?.font : nil
        let font =
          clusterEnd - clusterStart == 1
          ? fontForSingleUnit(text[clusterStart], primary: primary)
            ?? self.font(for: clusterStart..<clusterEnd, primary: primary, previousFont: previousFont, language: attributes.language)
          : self.font(for: clusterStart..<clusterEnd, primary: primary, previousFont: previousFont, language: attributes.language)
        let level = bidiLevels[clusterStart]
        let direction = BidiLevels.isRightToLeft(level) ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        // The run so far is extended in place: copying it for each cluster
        // would retain its font and language every time.
        if current != nil, current!.range.upperBound == clusterStart, current!.font == font,
          bidiLevels[current!.range.lowerBound] == level, current!.kern == attributes.kern,
          current!.language == attributes.language,
          current!.script.rawValue == script.rawValue || clusterIsWeak || currentIsWeak
        {
          // Spaces and punctuation join the run beside them whatever script
          // they inherited; a run of them alone takes the next strong script.
          if currentIsWeak && !clusterIsWeak {
            current!.script = script
            currentIsWeak = false
          }
          current!.range = current!.range.lowerBound..<clusterEnd
        } else {
          if let last = current { runs.append(last) }
          currentIsWeak = clusterIsWeak
          current = TextRun(
            range: clusterStart..<clusterEnd, font: font, kern: attributes.kern, script: script, direction: direction,
            language: attributes.language)
        }
        clusterStart = clusterEnd
      }
    }
    if let last = current { runs.append(last) }
    return runs
  }

  /// The script of the paragraph's first strong character, if it has one.
  private func firstStrongScript() -> hb_script_t? {
    let unicode = hb_unicode_funcs_get_default()
    var offset = 0
    while offset < text.count {
      let (scalar, length) = Self.scalar(in: text, at: offset)
      let script = Self.script(of: scalar, unicode: unicode)
      if !Self.isWeak(script) { return script }
      offset += length
    }
    return nil
  }

  /// The font for one grapheme cluster: `primary` is the attribute's font,
  /// `previousFont` the font of the run the cluster follows directly, if any.
  private func font(for cluster: Range<Int>, primary: Font, previousFont: Font?, language: String?) -> Font {
    let (first, firstLength) = Self.scalar(in: text, at: cluster.lowerBound)
    if firstLength == cluster.count {
      return font(forScalar: first, primary: primary, previousFont: previousFont, language: language)
    }
    let scalars = self.scalars(in: cluster)
    let decisive = scalars.filter { !CharacterClass.isCoverageNeutral($0) }
    if decisive.isEmpty { return fontForNeutral(primary: primary, previousFont: previousFont) }
    switch Presentation(cluster: scalars) {
    case .emoji:
      if let color = firstListed(primary, covering: decisive, where: \.face.hasColorGlyphs)
        ?? fromSystem(primary, covering: decisive, color: true, language: language)
      {
        return color
      }
    case .text where scalars.contains(0xFE0E):
      if let text = firstListed(primary, covering: decisive, where: { !$0.face.hasColorGlyphs })
        ?? fromSystem(primary, covering: decisive, color: false, language: language)
      {
        return text
      }
    case .text:
      break
    }
    return firstListed(primary, covering: decisive) { _ in true }
      ?? fromSystem(primary, covering: decisive, color: nil, language: language) ?? primary
  }

  /// ``font(for:primary:previousFont:language:)`` for a cluster of one
  /// scalar, without making arrays of its scalars.
  private func font(forScalar scalar: UInt32, primary: Font, previousFont: Font?, language: String?) -> Font {
    if CharacterClass.isCoverageNeutral(scalar) { return fontForNeutral(primary: primary, previousFont: previousFont) }
    let covers = { (font: Font) in font.face.nominalGlyph(for: scalar) != nil }
    if Presentation(scalar: scalar) == .emoji {
      if let color = firstListed(primary, where: { $0.face.hasColorGlyphs && covers($0) })
        ?? fromSystem(primary, covering: [scalar], color: true, language: language)
      {
        return color
      }
    }
    return firstListed(primary, where: covers) ?? fromSystem(primary, covering: [scalar], color: nil, language: language)
      ?? primary
  }

  /// The font of a cluster of spaces, controls and joiners alone: the run
  /// they follow when it has the same attributes' font family chain, else
  /// the primary.
  private func fontForNeutral(primary: Font, previousFont: Font?) -> Font {
    if let previousFont, previousFont == primary || primary.cascadeList.contains(previousFont) {
      return previousFont
    }
    return primary
  }

  /// The first of `primary` and its cascade list that has every one of
  /// `scalars` and satisfies `accept`.
  private func firstListed(_ primary: Font, covering scalars: [UInt32], where accept: (Font) -> Bool) -> Font? {
    firstListed(primary) { font in accept(font) && scalars.allSatisfy { font.face.nominalGlyph(for: $0) != nil } }
  }

  /// The first of `primary` and its cascade list that satisfies `accept`.
  private func firstListed(_ primary: Font, where accept: (Font) -> Bool) -> Font? {
    if accept(primary) { return primary }
    return primary.cascadeList.first(where: accept)
  }

  /// The system's fallback font for `scalars`, when `primary` uses system fallback.
  private func fromSystem(_ primary: Font, covering scalars: [UInt32], color: Bool?, language: String?) -> Font? {
    guard primary.usesSystemFallback else { return nil }
    return fallback.font(covering: scalars, color: color, for: primary, language: language ?? "en")
  }

  /// The primary font for a cluster of one UTF-16 unit that cannot have
  /// emoji presentation (below U+231A, the first Emoji_Presentation
  /// character), decides coverage and that the primary font has; nil when
  /// the general rules must decide. The same answer as theirs: such a
  /// cluster is `.text`, and the primary font comes first in the list.
  private func fontForSingleUnit(_ unit: UInt16, primary: Font) -> Font? {
    let scalar = UInt32(unit)
    guard scalar < 0x231A, !CharacterClass.isCoverageNeutral(scalar),
      primary.face.nominalGlyph(for: scalar) != nil
    else { return nil }
    return primary
  }

  private func scalars(in range: Range<Int>) -> [UInt32] {
    var result: [UInt32] = []
    var i = range.lowerBound
    while i < range.upperBound {
      let (scalar, length) = Self.scalar(in: text, at: i)
      result.append(scalar)
      i += length
    }
    return result
  }

  /// The scalar at `offset` and its length in UTF-16 units (lone surrogates
  /// read as U+FFFD).
  @inline(__always)
  static func scalar(in text: UnsafeBufferPointer<UInt16>, at offset: Int) -> (UInt32, Int) {
    let unit = text[offset]
    if unit < 0xD800 || unit > 0xDFFF { return (UInt32(unit), 1) }
    if UTF16.isLeadSurrogate(unit), offset + 1 < text.count, UTF16.isTrailSurrogate(text[offset + 1]) {
      let high = UInt32(unit - 0xD800)
      let low = UInt32(text[offset + 1] - 0xDC00)
      return (0x10000 + (high << 10) + low, 2)
    }
    return (0xFFFD, 1)
  }

  /// The script of `scalar`, as Unicode's Scripts.txt (and so HarfBuzz)
  /// gives it; for ASCII without asking: Latin for the letters, Common for
  /// the rest.
  @inline(__always)
  private static func script(of scalar: UInt32, unicode: OpaquePointer?) -> hb_script_t {
    guard scalar >= 0x80 else {
      return (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar) ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
    }
    return hb_unicode_script(unicode, scalar)
  }

  /// Whether `script` is Common, Inherited or Unknown.
  @inline(__always)
  private static func isWeak(_ script: hb_script_t) -> Bool {
    script.rawValue == HB_SCRIPT_COMMON.rawValue || script.rawValue == HB_SCRIPT_INHERITED.rawValue
      || script.rawValue == HB_SCRIPT_UNKNOWN.rawValue
  }
}
