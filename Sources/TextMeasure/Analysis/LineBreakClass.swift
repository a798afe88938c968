import CICUShim

/// A character's Line_Break value (UAX #14), as Unicode 15.1 gives it.
///
/// The raw values are ICU's `ULineBreak` numbers (ICU 74 numbers the five
/// classes that Unicode 15.1 added the same way). Debian 12's ICU 72 carries
/// Unicode 15.0's data, so ``of(_:)`` reads ICU's value and then
/// ``unicode15_1Changes``, the code points whose value 15.1 changed.
enum LineBreakClass: UInt8, Sendable {
  case unknown = 0, ambiguous, alphabetic, breakBoth, breakAfter, breakBefore, mandatoryBreak, contingentBreak
  case closePunctuation, combiningMark, carriageReturn, exclamation, glue, hyphen, ideographic, inseparable
  case infixNumeric, lineFeed, nonstarter, numeric, openPunctuation, postfixNumeric, prefixNumeric, quotation
  case complexContext, surrogate, space, breakSymbols, zeroWidthSpace, nextLine, wordJoiner
  case hangulLV, hangulLVT, hangulLeadingJamo, hangulTrailingJamo, hangulVowelJamo
  case closeParenthesis, conditionalJapaneseStarter, hebrewLetter, regionalIndicator, emojiBase, emojiModifier
  case zeroWidthJoiner
  /// AK: a consonant or independent vowel of a Brahmic script that UAX #14
  /// rule LB28a joins into orthographic syllables (aksaras).
  case aksara
  /// AP: a character written before the aksara it belongs to (LB28a).
  case aksaraPrebase
  /// AS: an aksara that may also start a syllable on its own (LB28a).
  case aksaraStart
  /// VF: a virama that ends an orthographic syllable (LB28a).
  case viramaFinal
  /// VI: a virama that joins the aksara after it into the syllable (LB28a).
  case virama

  /// The Unicode 15.1 Line_Break value of `scalar`.
  static func of(_ scalar: UInt32) -> LineBreakClass {
    if scalar >= unicode15_1Changes[0].first, let changed = unicode15_1Change(of: scalar) { return changed }
    return LineBreakClass(rawValue: UInt8(truncatingIfNeeded: tm_line_break_class(scalar))) ?? .unknown
  }

  /// The value Unicode 15.1 gave `scalar` where it differs from 15.0's
  /// (ICU 72's), by binary search in ``unicode15_1Changes``.
  static func unicode15_1Change(of scalar: UInt32) -> LineBreakClass? {
    var low = 0
    var high = unicode15_1Changes.count
    while low < high {
      let middle = (low + high) / 2
      if unicode15_1Changes[middle].last < scalar { low = middle + 1 } else { high = middle }
    }
    guard low < unicode15_1Changes.count, unicode15_1Changes[low].first <= scalar else { return nil }
    return unicode15_1Changes[low].value
  }

  /// One of the classes Unicode 15.1 added for orthographic syllables
  /// (AK, AP, AS, VF, VI), which ICU 72 does not know.
  var isAksaraClass: Bool { rawValue >= LineBreakClass.aksara.rawValue }

  /// LB9: the classes a combining mark or ZWJ joins (treated as the
  /// character before it): all but BK, CR, LF, NL, SP, ZW.
  var takesCombiningMarks: Bool {
    switch self {
    case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .space, .zeroWidthSpace: false
    default: true
    }
  }

  /// CM or ZWJ, the classes LB9 attaches to the character before.
  var isCombining: Bool { self == .combiningMark || self == .zeroWidthJoiner }
}
