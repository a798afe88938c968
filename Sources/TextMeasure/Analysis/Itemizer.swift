import CHarfBuzz

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
struct Itemizer {
  let text: UnsafeBufferPointer<UInt16>
  let graphemeStarts: [Bool]
  /// The UAX #9 embedding level of every UTF-16 unit: runs split where it
  /// changes and are shaped right to left at odd levels.
  let bidiLevels: [UInt8]

  /// The runs of `text` (a paragraph), with attributes taken from
  /// `attributes(offset)` (offsets relative to the paragraph).
  func runs(attributeRuns: [(range: Range<Int>, attributes: TextAttributes)]) -> [TextRun] {
    var runs: [TextRun] = []
    /// The run being extended (appended when the next one starts).
    var current: TextRun?
    /// Whether `current` holds only Common/Inherited characters so far: it
    /// then takes the script of the first strong cluster merged into it.
    var currentIsWeak = false
    let (scripts, isWeak) = resolvedScripts()
    for attributeRun in attributeRuns {
      let primary = attributeRun.attributes.font
      let listed = [primary] + primary.cascadeList
      let kern = attributeRun.attributes.kern
      let language = attributeRun.attributes.language
      var clusterStart = attributeRun.range.lowerBound
      while clusterStart < attributeRun.range.upperBound {
        var clusterEnd = clusterStart + 1
        while clusterEnd < attributeRun.range.upperBound && !graphemeStarts[clusterEnd] { clusterEnd += 1 }
        let quick = clusterEnd - clusterStart == 1 ? fontForSingleUnit(text[clusterStart], primary: primary) : nil
        let font =
          quick
          ?? self.font(
            for: clusterStart..<clusterEnd, listed: listed,
            previousFont: current?.range.upperBound == clusterStart ? current?.font : nil, language: language)
        let script = scripts[clusterStart]
        let clusterIsWeak = (clusterStart..<clusterEnd).allSatisfy { isWeak[$0] }
        let direction = BidiLevels.isRightToLeft(bidiLevels[clusterStart]) ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        // The run so far is extended in place: copying it for each cluster
        // would retain its font and language every time.
        if current != nil, current!.range.upperBound == clusterStart, current!.font == font,
          current!.direction.rawValue == direction.rawValue,
          bidiLevels[current!.range.lowerBound] == bidiLevels[clusterStart], current!.kern == kern,
          current!.language == language,
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
            range: clusterStart..<clusterEnd, font: font, kern: kern, script: script, direction: direction,
            language: language)
        }
        clusterStart = clusterEnd
      }
    }
    if let last = current { runs.append(last) }
    return runs
  }

  /// The font for one grapheme cluster; `listed` is the attribute's font
  /// followed by its cascade list, `previousFont` the font of the run the
  /// cluster follows directly, if any.
  private func font(for cluster: Range<Int>, listed: [Font], previousFont: Font?, language: String?) -> Font {
    let primary = listed[0]
    let scalars = self.scalars(in: cluster)
    let decisive = scalars.filter { !CharacterClass.isCoverageNeutral($0) }
    if decisive.isEmpty {
      // Spaces, controls and joiners alone stay with the run they follow when
      // it has the same attributes' font family chain, else take the primary.
      if let previousFont, previousFont == primary || primary.cascadeList.contains(previousFont) {
        return previousFont
      }
      return primary
    }
    func firstListed(where accept: (Font) -> Bool) -> Font? {
      listed.first { accept($0) && covers($0, decisive) }
    }
    func firstFromSystem(color: Bool?) -> Font? {
      guard primary.usesSystemFallback else { return nil }
      return SystemFallback.shared.font(covering: decisive, color: color, for: primary, language: language ?? "en")
    }
    switch Presentation(cluster: scalars) {
    case .emoji:
      if let color = firstListed(where: \.face.hasColorGlyphs) ?? firstFromSystem(color: true) { return color }
    case .text where scalars.contains(0xFE0E):
      if let text = firstListed(where: { !$0.face.hasColorGlyphs }) ?? firstFromSystem(color: false) { return text }
    case .text:
      break
    }
    return firstListed { _ in true } ?? firstFromSystem(color: nil) ?? primary
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

  private func covers(_ font: Font, _ scalars: [UInt32]) -> Bool {
    scalars.allSatisfy { font.face.nominalGlyph(for: $0) != nil }
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
  static func scalar(in text: UnsafeBufferPointer<UInt16>, at offset: Int) -> (UInt32, Int) {
    let unit = text[offset]
    if UTF16.isLeadSurrogate(unit), offset + 1 < text.count, UTF16.isTrailSurrogate(text[offset + 1]) {
      let high = UInt32(unit - 0xD800)
      let low = UInt32(text[offset + 1] - 0xDC00)
      return (0x10000 + (high << 10) + low, 2)
    }
    if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return (0xFFFD, 1) }
    return (UInt32(unit), 1)
  }

  /// The script of an ASCII character, as Unicode's Scripts.txt (and so
  /// HarfBuzz) gives it: Latin for the letters, Common for the rest.
  private static func asciiScript(_ scalar: UInt32) -> hb_script_t {
    (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar) ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
  }

  /// The script of every UTF-16 offset, with Common and Inherited resolved to
  /// the script before them (or, at the start, the first one after them), and
  /// which offsets were Common, Inherited or Unknown before that.
  private func resolvedScripts() -> (scripts: [hb_script_t], isWeak: [Bool]) {
    let functions = hb_unicode_funcs_get_default()
    var scripts = [hb_script_t](repeating: HB_SCRIPT_COMMON, count: text.count)
    var weak = [Bool](repeating: false, count: text.count)
    var current: hb_script_t?
    var i = 0
    while i < text.count {
      let (scalar, length) = Self.scalar(in: text, at: i)
      let script = scalar < 0x80 ? Self.asciiScript(scalar) : hb_unicode_script(functions, scalar)
      let isWeak =
        script.rawValue == HB_SCRIPT_COMMON.rawValue || script.rawValue == HB_SCRIPT_INHERITED.rawValue
        || script.rawValue == HB_SCRIPT_UNKNOWN.rawValue
      if !isWeak {
        if current == nil {
          for j in 0..<i { scripts[j] = script }
        }
        current = script
      }
      for j in i..<(i + length) {
        scripts[j] = isWeak ? (current ?? HB_SCRIPT_COMMON) : script
        weak[j] = isWeak
      }
      i += length
    }
    return (scripts, weak)
  }
}
