extension Font {
  /// Whether `other` has this font's face: the same face index of the same
  /// file or bundled font, whatever the size, cascade list or instance.
  package func hasSameFace(as other: Font) -> Bool {
    face.source == other.face.source && face.faceIndex == other.face.faceIndex
  }

  /// The font of face `faceIndex` of the file or bundled font this font's
  /// face is in, at this font's size, with no cascade list.
  ///
  /// - Parameters:
  ///   - faceIndex: which face (0 for a single font).
  ///   - engine: the engine that opens the face.
  /// - Throws: the ``FontError`` this font's face could not be opened
  ///   with, or ``FontError/faceIndexOutOfRange(path:index:faceCount:)``.
  package func font(atFaceIndex faceIndex: Int, engine: TextEngine = .shared) throws -> Font {
    if let error = face.loadError { throw error }
    return Font(face: try engine.fonts.face(face.source, index: faceIndex), pointSize: pointSize)
  }
}
