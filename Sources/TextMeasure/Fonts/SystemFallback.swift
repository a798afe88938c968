import CFontconfig
import Foundation

/// The system's fallback fonts for text a font and its cascade list cannot
/// show, found with Fontconfig.
///
/// For each (face, language) the list is computed once: `FcFontSort` on the
/// face's family and style and the language, trimmed to the fonts that add
/// coverage, each with its charset and whether it has colour glyphs. The
/// bundled Inter comes first, then the system's fonts in Fontconfig's order.
/// Faces are opened only when a cluster needs them. Thread-safe.
final class SystemFallback: @unchecked Sendable {
  /// The one instance of the process.
  static let shared = SystemFallback()

  /// A font the list may offer: open already (the bundled one) or known to Fontconfig.
  private enum Candidate {
    case open(FontFace)
    case listed(FontconfigResolver.FallbackFont)

    var isColor: Bool {
      switch self {
      case .open(let face): return face.hasColorGlyphs
      case .listed(let font): return font.isColor
      }
    }

    func covers(_ scalars: [UInt32]) -> Bool {
      switch self {
      case .open(let face): return scalars.allSatisfy { face.nominalGlyph(for: $0) != nil }
      case .listed(let font): return scalars.allSatisfy { FcCharSetHasChar(font.charset, $0) != 0 }
      }
    }

    func face() -> FontFace? {
      switch self {
      case .open(let face): return face
      case .listed(let font): return try? FontLibrary.shared.face(path: font.path, index: font.index)
      }
    }
  }

  private struct Key: Hashable {
    var face: ObjectIdentifier
    var language: String
  }

  private struct Query: Hashable {
    var scalars: [UInt32]
    var color: Bool?
  }

  private let lock = NSLock()
  private var lists: [Key: [Candidate]] = [:]
  /// The answers already given, per list: at most `answerLimit` each.
  private var answers: [Key: [Query: FontFace?]] = [:]
  private static let answerLimit = 4096

  private init() {}

  /// The first fallback font for text in `language` that `font` cannot show
  /// and that has every one of `scalars`: among colour fonts only when
  /// `color` is true, among the others when false, among all when nil. It
  /// has the size of `font`, no cascade list and no further fallback.
  func font(covering scalars: [UInt32], color: Bool?, for font: Font, language: String) -> Font? {
    let key = Key(face: ObjectIdentifier(font.face), language: language)
    let query = Query(scalars: scalars, color: color)
    let face: FontFace? = lock.withLock {
      if let known = answers[key]?[query] { return known }
      let found = candidates(key: key, face: font.face, language: language).first {
        (color == nil || $0.isColor == color) && $0.covers(scalars)
      }
      let face = found?.face()
      if answers[key, default: [:]].count >= Self.answerLimit { answers[key] = [:] }
      answers[key, default: [:]][query] = .some(face)
      return face
    }
    return face.map { font.sibling($0, usesSystemFallback: false) }
  }

  /// The sorted list for `face` and `language`, built on first use. Called with `lock` held.
  private func candidates(key: Key, face: FontFace, language: String) -> [Candidate] {
    if let list = lists[key] { return list }
    var list: [Candidate] = []
    if let bundled = try? FontLibrary.shared.face(.regular), bundled !== face {
      list.append(.open(bundled))
    }
    let sorted = FontLibrary.shared.withFontconfig {
      $0.sortedFallbacks(family: face.familyName, style: face.styleName, language: language)
    }
    list += sorted.filter { !($0.path == face.path && $0.index == face.faceIndex) }.map(Candidate.listed)
    lists[key] = list
    return list
  }
}
