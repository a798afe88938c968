/// Unicode 15.1's grapheme rule GB9c, which ICU 72 (Debian 12) predates: a
/// consonant, virama (Indic_Conjunct_Break = Linker) and consonant form one
/// cluster, so a conjunct such as क्ष is never split by an emergency break.
enum IndicConjuncts {
  /// Whether `unit` is a linker (a virama with InCB=Linker): Devanagari,
  /// Bengali, Gujarati, Oriya, Telugu, Malayalam.
  private static func isLinker(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D: return true
    default: return false
    }
  }

  /// Whether `unit` is an InCB=Consonant of the linker's script.
  private static func isConsonant(_ unit: UInt16, scriptOf linker: UInt16) -> Bool {
    switch linker {
    case 0x094D: return (0x0915...0x0939).contains(unit) || (0x0958...0x095F).contains(unit) || (0x0978...0x097F).contains(unit)
    case 0x09CD: return (0x0995...0x09B9).contains(unit) || (0x09DC...0x09DF).contains(unit) || (0x09F0...0x09F1).contains(unit)
    case 0x0ACD: return (0x0A95...0x0AB9).contains(unit)
    case 0x0B4D: return (0x0B15...0x0B39).contains(unit) || (0x0B5C...0x0B5F).contains(unit) || unit == 0x0B71
    case 0x0C4D: return (0x0C15...0x0C39).contains(unit) || (0x0C58...0x0C5A).contains(unit)
    case 0x0D4D: return (0x0D15...0x0D3A).contains(unit)
    default: return false
    }
  }

  /// Removes the boundaries GB9c forbids: before a consonant that follows a
  /// linker (with only nukta-like extenders or ZWJ between them).
  static func join(in text: UnsafeBufferPointer<UInt16>, boundaries: inout [Bool]) {
    guard text.contains(where: isLinker) else { return }
    for offset in 1..<max(1, text.count) where boundaries[offset] {
      var before = offset - 1
      while before > 0 && (text[before] == 0x200D || text[before] == 0x093C) { before -= 1 }
      let linker = text[before]
      if isLinker(linker), isConsonant(text[offset], scriptOf: linker) { boundaries[offset] = false }
    }
  }
}
