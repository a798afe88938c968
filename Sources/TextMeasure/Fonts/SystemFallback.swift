import CFontconfig
import Foundation
internal import _TextMeasureSupport

/// The system's fallback fonts for text a font and its cascade list cannot
/// show, found with Fontconfig.
///
/// For each (face, language) a list is computed once and kept while it is
/// among the ``listLimit`` used last: `FcFontSort` on the face's family and
/// style and the language, trimmed to the fonts that add coverage, each with
/// its charset and whether it has colour glyphs. The bundled Inter comes
/// first, then the system's fonts in Fontconfig's order. Faces are opened
/// only when a cluster needs them. The answers given are remembered too, the
/// ``answerLimit`` used last. So memory stays the same however many faces
/// and languages are asked for. Thread-safe.
final class SystemFallback: Sendable {
  /// How many (face, language) lists are kept.
  static let listLimit = 32
  /// How many answers (characters → font) are kept, over all lists.
  static let answerLimit = 4_096

  /// A font a list may offer: open already (the bundled one) or known to Fontconfig.
  private enum Candidate {
    case open(FontFace)
    case listed(path: String, index: Int, charset: OpaquePointer, isColor: Bool)

    var isColor: Bool {
      switch self {
      case .open(let face): return face.hasColorGlyphs
      case .listed(_, _, _, let isColor): return isColor
      }
    }

    func covers(_ scalars: [UInt32]) -> Bool {
      switch self {
      case .open(let face): return scalars.allSatisfy { face.covers($0) }
      case .listed(_, _, let charset, _): return scalars.allSatisfy { FcCharSetHasChar(charset, $0) != 0 }
      }
    }
  }

  /// One (face, language)'s candidates; releases their charsets when dropped.
  private final class CandidateList: @unchecked Sendable {
    let candidates: [Candidate]

    init(_ candidates: [Candidate]) { self.candidates = candidates }

    deinit {
      for case .listed(_, _, let charset, _) in candidates { FcCharSetDestroy(charset) }
    }
  }

  private struct ListKey: CacheKey, Sendable {
    let face: FontFace.Identity
    let language: String
    let cacheHash: Int

    init(face: FontFace.Identity, language: String) {
      self.face = face
      self.language = language
      var mixer = CacheHashMixer(language.codeUnitHash)
      mixer.combine(face.hash)
      cacheHash = mixer.value
    }
  }

  private struct AnswerKey: CacheKey, Sendable {
    let list: ListKey
    let scalars: [UInt32]
    let color: Bool?
    let cacheHash: Int

    init(list: ListKey, scalars: [UInt32], color: Bool?) {
      self.list = list
      self.scalars = scalars
      self.color = color
      var mixer = CacheHashMixer(list.cacheHash)
      for scalar in scalars { mixer.combine(Int(scalar)) }
      mixer.combine(color.map { $0 ? 1 : 2 } ?? 0)
      cacheHash = mixer.value
    }
  }

  /// A remembered answer: the face found, or none.
  private struct Answer: @unchecked Sendable {
    let face: FontFace?
  }

  private struct State {
    var lists = LeastRecentlyUsedCache<ListKey, CandidateList>(costLimit: SystemFallback.listLimit)
    var answers = LeastRecentlyUsedCache<AnswerKey, Answer>(costLimit: SystemFallback.answerLimit)
  }

  private let library: FontLibrary
  private let state = Locked(State())

  /// The fallback of fonts opened by `library`, whose faces it opens too.
  init(library: FontLibrary) {
    self.library = library
  }

  /// The first fallback font for text in `language` that `font` cannot show
  /// and that has every one of `scalars`: among colour fonts only when
  /// `color` is true, among the others when false, among all when nil. It
  /// has the size of `font`, no cascade list and no further fallback.
  func font(covering scalars: [UInt32], color: Bool?, for font: Font, language: String) -> Font? {
    let listKey = ListKey(face: font.face.identity, language: language)
    let key = AnswerKey(list: listKey, scalars: scalars, color: color)
    if let known = state.withLock({ $0.answers.value(forKey: key) }) {
      return known.face.map { font.sibling($0, usesSystemFallback: false) }
    }
    let list = candidates(listKey, face: font.face)
    let found = list.candidates.first { (color == nil || $0.isColor == color) && $0.covers(scalars) }
    let face: FontFace?
    switch found {
    case .open(let open): face = open
    case .listed(let path, let index, _, _): face = try? library.face(path: path, index: index)
    case nil: face = nil
    }
    state.withLock { _ = $0.answers.insert(Answer(face: face), forKey: key) }
    return face.map { font.sibling($0, usesSystemFallback: false) }
  }

  /// Forgets every list and answer.
  func removeAll() {
    state.withLock { $0 = State() }
  }

  /// The sorted list for `face` and the key's language, built unless it is kept.
  private func candidates(_ key: ListKey, face: FontFace) -> CandidateList {
    if let list = state.withLock({ $0.lists.value(forKey: key) }) { return list }
    var candidates: [Candidate] = []
    if let bundled = try? library.face(.regular), bundled !== face {
      candidates.append(.open(bundled))
    }
    let sorted = library.withFontconfig {
      $0.sortedFallbacks(family: face.familyName, style: face.styleName, language: key.language)
    }
    for font in sorted {
      if face.source.isFile(at: font.path) && font.index == face.faceIndex {
        FcCharSetDestroy(font.charset)
      } else {
        candidates.append(.listed(path: font.path, index: font.index, charset: font.charset, isColor: font.isColor))
      }
    }
    let list = CandidateList(candidates)
    state.withLock { _ = $0.lists.insert(list, forKey: key) }
    return list
  }
}
