/// The lookup list of a face's `GSUB` or `GPOS` table, read for what
/// HarfBuzz's API does not say about a lookup: its flags, and whether a
/// class-based contextual rule matches "any glyph not in the class
/// definition" (class 0) around its first glyph.
///
/// Layout (OpenType 1.9, "OpenType Layout Common Table Formats", and the
/// `GSUB`/`GPOS` chapters): the table header's Offset16 at byte 8 is the
/// lookup list; a lookup is its type, flags and subtable offsets; an
/// extension subtable (`GSUB` type 7, `GPOS` type 9) holds the real type and
/// an Offset32 to the real subtable. Every read is bounds-checked: a
/// truncated or inconsistent table answers nil, which callers take as "may".
struct LayoutLookupList {
  /// `GSUB` or `GPOS`.
  enum Table {
    case substitution
    case positioning

    /// The lookup types of a contextual and a chained contextual subtable.
    var contextualTypes: (context: UInt16, chained: UInt16) { self == .substitution ? (5, 6) : (7, 8) }
    /// The lookup type of an extension subtable.
    var extensionType: UInt16 { self == .substitution ? 7 : 9 }
  }

  /// The lookup flag bit that skips base glyphs (`IgnoreBaseGlyphs`).
  static let ignoresBaseGlyphs: UInt16 = 0x0002

  private let reader: BigEndianReader
  private let table: Table
  private let listOffset: Int

  /// The lookup list of the table `bytes` (`table`), or nil when the header
  /// cannot be read.
  init?(_ bytes: UnsafeRawBufferPointer, table: Table) {
    reader = BigEndianReader(bytes)
    self.table = table
    guard let offset = reader.uint16(at: 8) else { return nil }
    listOffset = Int(offset)
  }

  /// The offset of lookup `index` in the table, or nil.
  private func lookupOffset(_ index: Int) -> Int? {
    guard let count = reader.uint16(at: listOffset), index < Int(count),
      let offset = reader.uint16(at: listOffset + 2 + 2 * index)
    else { return nil }
    return listOffset + Int(offset)
  }

  /// The lookup's flags (`LookupFlag`), or nil.
  func flags(ofLookup index: Int) -> UInt16? {
    lookupOffset(index).flatMap { reader.uint16(at: $0 + 2) }
  }

  /// Whether a class-based (format 2) contextual or chained contextual
  /// subtable of the lookup has a rule with class 0 in its backtrack, input
  /// (after the first glyph, which its coverage names) or lookahead
  /// sequence; nil when the lookup cannot be read.
  ///
  /// HarfBuzz's `hb_ot_layout_lookup_collect_glyphs` lists the glyphs of a
  /// class definition's other classes but not the unlisted glyphs of
  /// class 0, so such a rule may match glyphs it does not report.
  func matchesUnlistedGlyphs(lookup index: Int) -> Bool? {
    guard let lookup = lookupOffset(index), let lookupType = reader.uint16(at: lookup),
      let subtableCount = reader.uint16(at: lookup + 4)
    else { return nil }
    for subtableIndex in 0..<Int(subtableCount) {
      guard let relative = reader.uint16(at: lookup + 6 + 2 * subtableIndex) else { return nil }
      var subtable = lookup + Int(relative)
      var type = lookupType
      if type == table.extensionType {
        guard let realType = reader.uint16(at: subtable + 2), let offset = reader.uint32(at: subtable + 4) else {
          return nil
        }
        type = realType
        subtable += Int(offset)
      }
      guard type == table.contextualTypes.context || type == table.contextualTypes.chained else { continue }
      guard let format = reader.uint16(at: subtable) else { return nil }
      guard format == 2 else { continue }
      let chained = type == table.contextualTypes.chained
      guard let usesClassZero = ruleSetsUseClassZero(subtable: subtable, chained: chained) else { return nil }
      if usesClassZero { return true }
    }
    return false
  }

  /// Whether a rule of the format 2 subtable at `subtable` names class 0
  /// past its first glyph; nil when it cannot be read.
  private func ruleSetsUseClassZero(subtable: Int, chained: Bool) -> Bool? {
    // Format 2: format, coverage, then one class definition (context) or
    // three (chained), then the count and offsets of the rule sets.
    let setCountAt = subtable + (chained ? 10 : 6)
    guard let setCount = reader.uint16(at: setCountAt) else { return nil }
    for setIndex in 0..<Int(setCount) {
      guard let setRelative = reader.uint16(at: setCountAt + 2 + 2 * setIndex) else { return nil }
      if setRelative == 0 { continue }
      let set = subtable + Int(setRelative)
      guard let ruleCount = reader.uint16(at: set) else { return nil }
      for ruleIndex in 0..<Int(ruleCount) {
        guard let ruleRelative = reader.uint16(at: set + 2 + 2 * ruleIndex),
          let usesClassZero = ruleUsesClassZero(at: set + Int(ruleRelative), chained: chained)
        else { return nil }
        if usesClassZero { return true }
      }
    }
    return false
  }

  /// Whether the rule at `rule` names class 0; nil when it cannot be read.
  private func ruleUsesClassZero(at rule: Int, chained: Bool) -> Bool? {
    // A rule: (chained only: a backtrack count and classes), the input
    // count and its classes after the first, (chained only: a lookahead
    // count and classes), then the lookup records.
    var offset = rule
    for isInput in chained ? [false, true, false] : [true] {
      guard let count = reader.uint16(at: offset) else { return nil }
      let classes = isInput ? max(0, Int(count) - 1) : Int(count)
      // A context rule's input count is followed by its lookup count.
      let start = offset + (chained ? 2 : 4)
      for index in 0..<classes {
        guard let glyphClass = reader.uint16(at: start + 2 * index) else { return nil }
        if glyphClass == 0 { return true }
      }
      offset = start + 2 * classes
    }
    return false
  }
}
