import CFreeType

/// A FreeType face of a font's own, opened over the same bytes as the
/// face the engine reads and set to the same instance, for a user that
/// serializes its uses of it by itself: the renderer hands it to cairo,
/// which locks each face it is given around each glyph it loads.
///
/// The engine's FreeType face is shared by every thread and used under the
/// face's lock (``FontFace/withFreeTypeFace(_:)``); a draw that used it
/// would hold that lock for all its glyphs. A detached face shares nothing
/// with it but the bytes, which never change (``FontBytes``), so the two
/// are used at once without waiting for each other. It keeps the engine's
/// face (its bytes and FreeType library) alive, and is closed through that
/// library when it is released.
package final class DetachedFreeTypeFace: @unchecked Sendable {
  /// The FreeType face.
  package let face: FT_Face
  /// The engine's face, whose bytes and FreeType library this face uses.
  private let source: FontFace
  private let freeType: FreeTypeLibrary

  init(face: FT_Face, source: FontFace, freeType: FreeTypeLibrary) {
    self.face = face
    self.source = source
    self.freeType = freeType
  }

  deinit {
    freeType.withLibrary { _ in _ = FT_Done_Face(face) }
  }
}

extension FontFace {
  /// A FreeType face of its own over this face's bytes, at this face's
  /// instance; nil for an inert face or when FreeType fails (out of memory).
  func makeDetachedFreeTypeFace() -> DetachedFreeTypeFace? {
    guard loadError == nil, let freeType, let data = bytes.baseAddress else { return nil }
    let length = FT_Long(bytes.count)
    let index = FT_Long(faceIndex)
    let opened: FT_Face? = freeType.withLibrary { library in
      var face: FT_Face?
      guard FT_New_Memory_Face(library, data.assumingMemoryBound(to: FT_Byte.self), length, index, &face) == 0
      else { return nil }
      return face
    }
    guard let opened else { return nil }
    if !identity.coordinates.values.isEmpty {
      Self.setDesignCoordinates(identity.coordinates, axes: variationAxes, of: opened)
    }
    return DetachedFreeTypeFace(face: opened, source: self, freeType: freeType)
  }
}

extension Font {
  /// A FreeType face of this font's own, for the renderer in this package
  /// (see ``DetachedFreeTypeFace``); nil when the face could not be opened.
  package func makeDetachedFreeTypeFace() -> DetachedFreeTypeFace? {
    face.makeDetachedFreeTypeFace()
  }

  /// What tells this font's face from every other face open now: faces
  /// compare equal while either is alive only if they are the same face.
  package var faceObjectIdentifier: ObjectIdentifier { ObjectIdentifier(face) }
}
