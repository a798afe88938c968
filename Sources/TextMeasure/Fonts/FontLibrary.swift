import CFreeType
import Foundation
internal import _TextMeasureSupport

/// The faces a ``TextEngine`` has opened, and the names it has resolved.
///
/// A face is opened once per (file or bundled font, index) while it is in
/// use: the library keeps the faces it handed out last, at most
/// ``recentFaceLimit`` of them and ``Font/idleFaceByteBudget`` bytes of
/// their files, and finds any other face that a ``Font`` still holds; a
/// face no font holds and not among the recent ones is closed. The faces
/// of one file share one copy of its bytes (``FontBytes``), read when the
/// first of them opens and kept while any of them is open. A name is resolved
/// through Fontconfig once and remembered (the ``recentNameLimit`` names
/// asked for last), so making a font at another size does no file I/O and
/// no Fontconfig query.
/// Thread-safe.
final class FontLibrary: Sendable {
  /// How many of the faces handed out last stay open when no font holds them.
  static let recentFaceLimit = 64
  /// How many resolved names are remembered.
  static let recentNameLimit = 256

  private struct FaceKey: CacheKey, Sendable {
    let identity: FontFace.Identity
    var cacheHash: Int { identity.hash }
  }

  private struct NameKey: CacheKey, Sendable {
    let name: String
    let cacheHash: Int

    init(_ name: String) {
      self.name = name
      cacheHash = name.codeUnitHash
    }
  }

  /// A face that stays findable while some font holds it.
  private struct WeakFace {
    weak var face: FontFace?
  }

  /// A file's bytes, findable while some face holds them.
  private struct WeakBytes {
    weak var bytes: FontBytes?
  }

  private struct State {
    /// The faces handed out last, each costing its file's bytes but at least
    /// the budget's share of one of ``recentFaceLimit`` faces.
    var recentFaces = LeastRecentlyUsedCache<FaceKey, FontFace>(costLimit: Font.idleFaceByteBudget)
    var heldFaces: [FontFace.Identity: WeakFace] = [:]
    var heldBytes: [FontSource: WeakBytes] = [:]
    var names = LeastRecentlyUsedCache<NameKey, FontFace.Identity>(costLimit: FontLibrary.recentNameLimit)
  }

  /// Why FreeType could not start, when it could not.
  private let freeType: Result<FreeTypeLibrary, FontError>
  private let state = Locked(State())
  /// Fontconfig, used by one thread at a time: the fonts it looks among,
  /// and how many times it was asked.
  private let fontconfig = Locked(FontconfigState())

  private struct FontconfigState {
    var scope = FontconfigScope.system
    var lookups = 0
  }

  init() {
    do {
      freeType = .success(try FreeTypeLibrary())
    } catch {
      freeType = .failure(error as? FontError ?? .freeTypeUnavailable(code: -1))
    }
  }

  /// Runs `body` with exclusive use of Fontconfig.
  func withFontconfig<Result>(_ body: (FontconfigResolver) -> Result) -> Result {
    fontconfig.withLock { state in
      state.lookups += 1
      return body(FontconfigResolver(scope: state.scope))
    }
  }

  /// How many times Fontconfig was asked (names are resolved once each).
  var fontconfigLookups: Int { fontconfig.withLock { $0.lookups } }

  /// The files Fontconfig looks among; nil for every font the system's
  /// configuration knows.
  var fontconfigFiles: [String]? { fontconfig.withLock { $0.scope.files } }

  /// Makes Fontconfig look only among `files` from now on (Fontconfig reads
  /// each of them now), and forgets the names resolved before.
  func limitFontconfig(to files: [String]) {
    fontconfig.withLock { $0.scope = FontconfigScope(files: files) }
    state.withLock { $0.names.removeAll() }
  }

  /// The face at `index` of the file at `path` (at `coordinates`, for an
  /// instance of a variable face), opened unless it is open.
  ///
  /// - Throws: ``FontError`` when the file cannot be opened as a font with such a face.
  func face(path: String, index: Int, coordinates: VariationCoordinates = .none) throws -> FontFace {
    try face(.file(path: URL(fileURLWithPath: path).standardizedFileURL.path), index: index, coordinates: coordinates)
  }

  /// The face at `index` of `source` (a file by its standardized path, or
  /// a bundled font), at `coordinates`, opened unless it is open.
  ///
  /// - Throws: ``FontError`` when the source cannot be opened as a font with such a face.
  func face(_ source: FontSource, index: Int, coordinates: VariationCoordinates = .none) throws -> FontFace {
    let identity = FontFace.Identity(source: source, index: index, coordinates: coordinates)
    if let open = openFace(identity) { return open }
    let face = try FontFace(
      source: source, bytes: try bytes(of: source), faceIndex: index, freeType: freeType.get(),
      coordinates: coordinates, library: self)
    return state.withLock { state in
      // Another thread may have opened it meanwhile: keep one.
      let kept = state.heldFaces[identity]?.face ?? face
      remember(kept, in: &state)
      return kept
    }
  }

  /// A bundled face, opened from the bytes built into the binary.
  ///
  /// - Throws: ``FontError`` if the binary was built without it, or
  ///   FreeType cannot open it.
  func face(_ bundled: BundledFont) throws -> FontFace {
    try face(.bundled(bundled), index: 0)
  }

  /// The face for a family, full or PostScript name: the bundled fonts first,
  /// then Fontconfig.
  ///
  /// - Throws: ``FontError/notFound(name:searched:)`` naming where it looked,
  ///   or an error opening the file it found.
  func face(named name: String) throws -> FontFace {
    let key = NameKey(name.lowercased())
    if let identity = state.withLock({ $0.names.value(forKey: key) }) {
      return try face(identity.source, index: identity.index)
    }
    let face: FontFace
    if let bundled = BundledFont(name: name) {
      face = try self.face(bundled)
    } else if let match = withFontconfig({ $0.match(name: name) }) {
      face = try self.face(path: match.path, index: match.index)
    } else {
      let searched = [
        "the bundled fonts (\(BundledFont.allCases.map(\.postScriptName).joined(separator: ", ")))",
        "Fontconfig (family, full and PostScript names) in " + withFontconfig { $0.searchedPlaces() },
      ]
      throw FontError.notFound(name: name, searched: searched)
    }
    state.withLock { _ = $0.names.insert(face.identity, forKey: key) }
    return face
  }

  /// Closes the faces no font holds, and forgets the names resolved.
  func removeUnheldFaces() {
    state.withLock { state in
      state.recentFaces.removeAll()
      state.names.removeAll()
      state.heldFaces = state.heldFaces.filter { $0.value.face != nil }
      state.heldBytes = state.heldBytes.filter { $0.value.bytes != nil }
    }
  }

  /// The bytes of `source`: those its open faces share, else read now.
  ///
  /// - Throws: the errors of ``FontSource/bytes()``.
  private func bytes(of source: FontSource) throws -> FontBytes {
    if let held = state.withLock({ $0.heldBytes[source]?.bytes }) { return held }
    let read = try source.bytes()
    return state.withLock { state in
      // Another thread may have read them meanwhile: keep one copy.
      if let held = state.heldBytes[source]?.bytes { return held }
      state.heldBytes[source] = WeakBytes(bytes: read)
      if state.heldBytes.count > 2 * Self.recentFaceLimit {
        state.heldBytes = state.heldBytes.filter { $0.value.bytes != nil }
      }
      return read
    }
  }

  /// The open face with `identity`, if some font holds it or it is recent.
  private func openFace(_ identity: FontFace.Identity) -> FontFace? {
    state.withLock { state in
      let key = FaceKey(identity: identity)
      if let recent = state.recentFaces.value(forKey: key) { return recent }
      guard let held = state.heldFaces[identity]?.face else { return nil }
      remember(held, in: &state)
      return held
    }
  }

  /// Files `face` as the most recent, and forgets faces nothing holds any more.
  private func remember(_ face: FontFace, in state: inout State) {
    let cost = max(face.bytes.count, Font.idleFaceByteBudget / Self.recentFaceLimit)
    state.recentFaces.insert(face, forKey: FaceKey(identity: face.identity), cost: cost)
    if state.heldFaces[face.identity]?.face !== face {
      state.heldFaces[face.identity] = WeakFace(face: face)
      if state.heldFaces.count > 2 * Self.recentFaceLimit {
        state.heldFaces = state.heldFaces.filter { $0.value.face != nil }
      }
    }
  }
}
