import CHarfBuzz
import CICUShim

/// Splits a paragraph into ``TextRun``s: by attribute run (where the
/// language or the ``RunStyle`` changes), by the font that
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
  let graphemeStarts: GraphemeStarts
  /// The UAX #9 embedding levels: runs split where they change and are
  /// shaped right to left at odd levels.
  let bidi: BidiLevels
  /// Where fonts for text no listed font has are looked up.
  let fallback: SystemFallback

  /// Which font a cluster takes: one of its attribute's font and cascade
  /// list (0 the font itself, i the cascade list's font i − 1), or one the
  /// system's fallback found. Clusters that keep their run's font compare
  /// choices, not fonts, and count no reference.
  private enum FontChoice: Equatable {
    case listed(Int)
    case system(Font)

    /// The font chosen among `primary` and its cascade list.
    func font(primary: Font) -> Font {
      switch self {
      case .listed(let index): return index == 0 ? primary : primary.cascadeList[index - 1]
      case .system(let font): return font
      }
    }
  }

  /// The run being built: it grows cluster by cluster while the font,
  /// level, attributes and script allow.
  private struct OpenRun {
    var start: Int
    var end: Int
    /// The attribute run (its index) whose fonts `choice` picks among.
    var attributeIndex: Int
    var choice: FontChoice
    var font: Font
    var style: RunStyle
    var language: String?
    var script: hb_script_t
    var level: UInt8
    /// Whether it holds only Common/Inherited characters so far: it then
    /// takes the script of the first strong cluster merged into it.
    var isWeak: Bool

    var run: TextRun {
      TextRun(
        range: start..<end, font: font, style: style, script: script,
        direction: BidiLevels.isRightToLeft(level) ? HB_DIRECTION_RTL : HB_DIRECTION_LTR, language: language)
    }
  }

  /// The runs of `text` (a paragraph) with the attribute runs `attributeRuns`
  /// (ranges relative to the paragraph, covering it in order), in `runs`
  /// (emptied first: a workspace's scratch).
  func runs<AttributeRuns: Collection<AttributedText.Run>>(attributeRuns: AttributeRuns, into runs: inout [TextRun]) {
    runs.removeAll(keepingCapacity: true)
    var open: OpenRun?
    /// The script of the last strong character before the cluster, if any.
    var lastStrong: hb_script_t?
    /// The script weak characters before the first strong one take.
    let leadingScript = firstStrongScript() ?? HB_SCRIPT_COMMON
    let unicode = hb_unicode_funcs_get_default()
    for (attributeIndex, attributeRun) in attributeRuns.enumerated() {
      let attributes = attributeRun.attributes
      let primary = attributes.font
      let style = RunStyle(attributes)
      // Whether the open run has these attributes' style and language.
      let attributesMatch = open != nil && open!.style == style && open!.language == attributes.language
      let primaryFace = primary.face
      var clusterStart = attributeRun.range.lowerBound
      while clusterStart < attributeRun.range.upperBound {
        // Printable ASCII the primary font has, each alone in its cluster, at
        // the open run's level, extends a run of the primary font (what the
        // general rules below decide for it, without their work), in a loop
        // of its own over plain values.
        if open != nil, open!.end == clusterStart, open!.attributeIndex == attributeIndex, open!.choice == .listed(0) {
          let upper = attributeRun.range.upperBound
          let level = open!.level
          var end = clusterStart
          var script = open!.script
          var isWeak = open!.isWeak
          while end < upper {
            let unit = text[end]
            guard unit >= 0x20 && unit < 0x7F, end + 1 == upper || graphemeStarts[end + 1], bidi[end] == level,
              primaryFace.covers(UInt32(unit))
            else { break }
            if Self.isASCIILetter(unit) {
              if isWeak {
                script = HB_SCRIPT_LATIN
                isWeak = false
              } else if script.rawValue != HB_SCRIPT_LATIN.rawValue {
                break
              }
              lastStrong = HB_SCRIPT_LATIN
            }
            end += 1
          }
          if end > clusterStart {
            open!.end = end
            open!.script = script
            open!.isWeak = isWeak
            clusterStart = end
            continue
          }
        }
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
        // An inline box's characters are not drawn: no font is sought for them.
        let choice: FontChoice =
          style.inlineBox != nil || clusterEnd - clusterStart == 1 && isPrimarysOwn(text[clusterStart], primary: primary)
          ? .listed(0)
          : fontChoice(
            for: clusterStart..<clusterEnd, primary: primary, open: open, attributeIndex: attributeIndex,
            language: attributes.language)
        let level = bidi[clusterStart]
        // The open run is read and extended in place: copying it for each
        // cluster would count references to its font and language.
        if open != nil, open!.end == clusterStart, attributesMatch || open!.attributeIndex == attributeIndex,
          open!.level == level, open!.script.rawValue == script.rawValue || clusterIsWeak || open!.isWeak,
          open!.attributeIndex == attributeIndex && open!.choice == choice
            || open!.font == choice.font(primary: primary)
        {
          // Spaces and punctuation join the run beside them whatever script
          // they inherited; a run of them alone takes the next strong script.
          if open!.isWeak && !clusterIsWeak {
            open!.script = script
            open!.isWeak = false
          }
          open!.end = clusterEnd
        } else {
          if let last = open { runs.append(last.run) }
          open = OpenRun(
            start: clusterStart, end: clusterEnd, attributeIndex: attributeIndex, choice: choice,
            font: choice.font(primary: primary), style: style, language: attributes.language, script: script,
            level: level, isWeak: clusterIsWeak)
        }
        clusterStart = clusterEnd
      }
    }
    if let last = open { runs.append(last.run) }
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

  /// The font for one grapheme cluster of the attribute run
  /// `attributeIndex`: `primary` is the attribute's font; `open` the run
  /// being built (which the cluster follows directly when it ends where the
  /// cluster starts), read in place.
  private func fontChoice(
    for cluster: Range<Int>, primary: Font, open: OpenRun?, attributeIndex: Int, language: String?
  ) -> FontChoice {
    let (first, firstLength) = Self.scalar(in: text, at: cluster.lowerBound)
    if firstLength == cluster.count {
      return fontChoice(
        forScalar: first, at: cluster.lowerBound, primary: primary, open: open, attributeIndex: attributeIndex,
        language: language)
    }
    let scalars = ClusterScalars(text: text, range: cluster)
    let decisive = scalars.lazy.filter { !CharacterClass.isCoverageNeutral($0) }
    // A cluster of neutral characters alone (no scalar decides).
    if decisive.first(where: { _ in true }) == nil {
      return choiceForNeutral(at: cluster.lowerBound, primary: primary, open: open, attributeIndex: attributeIndex)
    }
    let covers = { (font: Font) in decisive.allSatisfy { font.face.covers($0) } }
    switch Presentation(cluster: scalars) {
    case .emoji:
      if let color = firstListed(primary, where: { $0.face.hasColorGlyphs && covers($0) })
        ?? fromSystem(primary, covering: Array(decisive), color: true, language: language)
      {
        return color
      }
    case .text where scalars.contains(0xFE0E):
      if let text = firstListed(primary, where: { !$0.face.hasColorGlyphs && covers($0) })
        ?? fromSystem(primary, covering: Array(decisive), color: false, language: language)
      {
        return text
      }
    case .text:
      break
    }
    return firstListed(primary, where: covers)
      ?? fromSystem(primary, covering: Array(decisive), color: nil, language: language) ?? .listed(0)
  }

  /// ``fontChoice(for:primary:open:attributeIndex:language:)`` for a
  /// cluster of one scalar at `offset`, without arrays of its scalars or
  /// closures.
  private func fontChoice(
    forScalar scalar: UInt32, at offset: Int, primary: Font, open: OpenRun?, attributeIndex: Int,
    language: String?
  ) -> FontChoice {
    if CharacterClass.isCoverageNeutral(scalar) {
      return choiceForNeutral(at: offset, primary: primary, open: open, attributeIndex: attributeIndex)
    }
    if Presentation(scalar: scalar) == .emoji {
      if let index = firstListedIndex(primary, covering: scalar, colorOnly: true) { return .listed(index) }
      if let system = fromSystem(primary, covering: [scalar], color: true, language: language) { return system }
    }
    if let index = firstListedIndex(primary, covering: scalar, colorOnly: false) { return .listed(index) }
    return fromSystem(primary, covering: [scalar], color: nil, language: language) ?? .listed(0)
  }

  /// The index (0 `primary`, i the cascade list's font i − 1) of the first
  /// of `primary` and its cascade list that has `scalar`, among the fonts
  /// with colour glyphs only when `colorOnly`.
  private func firstListedIndex(_ primary: Font, covering scalar: UInt32, colorOnly: Bool) -> Int? {
    let face = primary.face
    if (!colorOnly || face.hasColorGlyphs) && face.covers(scalar) { return 0 }
    let list = primary.cascadeList
    for index in list.indices {
      let face = list[index].face
      if (!colorOnly || face.hasColorGlyphs) && face.covers(scalar) { return index + 1 }
    }
    return nil
  }

  /// The font of a cluster of spaces, controls and joiners alone, at
  /// `offset` in the attribute run `attributeIndex`: the font of the open
  /// run, when the cluster follows it directly and that font is the
  /// attributes' font or one of its cascade list, else the primary.
  private func choiceForNeutral(at offset: Int, primary: Font, open: OpenRun?, attributeIndex: Int)
    -> FontChoice
  {
    guard open != nil, open!.end == offset else { return .listed(0) }
    if open!.attributeIndex == attributeIndex, case .listed = open!.choice { return open!.choice }
    return firstListed(primary) { $0 == open!.font } ?? .listed(0)
  }

  /// The first of `primary` and its cascade list that satisfies `accept`.
  private func firstListed(_ primary: Font, where accept: (Font) -> Bool) -> FontChoice? {
    if accept(primary) { return .listed(0) }
    return primary.cascadeList.firstIndex(where: accept).map { .listed($0 + 1) }
  }

  /// The system's fallback font for `scalars`, when `primary` uses system fallback.
  private func fromSystem(_ primary: Font, covering scalars: [UInt32], color: Bool?, language: String?) -> FontChoice? {
    guard primary.usesSystemFallback else { return nil }
    return fallback.font(covering: scalars, color: color, for: primary, language: language ?? "en").map { .system($0) }
  }

  /// Whether a cluster of the one UTF-16 unit `unit` takes the primary font
  /// without the general rules: it cannot have emoji presentation (it is
  /// below U+231A, the first Emoji_Presentation character), decides
  /// coverage, and the primary font has it. The same answer as the rules':
  /// such a cluster is `.text`, and the primary font comes first.
  private func isPrimarysOwn(_ unit: UInt16, primary: Font) -> Bool {
    let scalar = UInt32(unit)
    return scalar < 0x231A && !CharacterClass.isCoverageNeutral(scalar) && primary.face.covers(scalar)
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
    guard scalar >= 0x80 else { return isASCIILetter(UInt16(scalar)) ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON }
    return hb_unicode_script(unicode, scalar)
  }

  /// Whether `unit` is an ASCII letter (script Latin; every other ASCII
  /// character is Common).
  @inline(__always)
  private static func isASCIILetter(_ unit: UInt16) -> Bool {
    (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A
  }

  /// Whether `script` is Common, Inherited or Unknown.
  @inline(__always)
  private static func isWeak(_ script: hb_script_t) -> Bool {
    script.rawValue == HB_SCRIPT_COMMON.rawValue || script.rawValue == HB_SCRIPT_INHERITED.rawValue
      || script.rawValue == HB_SCRIPT_UNKNOWN.rawValue
  }
}
