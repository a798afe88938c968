import Foundation

/// Where an engine finds fonts by name, and the fonts it falls back to:
/// every font Fontconfig knows, or only given files.
extension TextEngine {
  /// Makes the engine find fonts by name (``Font/init(name:size:engine:)``)
  /// and fall back for text a font and its cascade list cannot show only
  /// among `fontFiles`, besides the bundled Inter, instead of among every
  /// font the system's Fontconfig configuration knows.
  ///
  /// What a service that must open no font file but those its operator
  /// allowed calls once, before measuring: Fontconfig then reads no
  /// configuration file (no system font directory, alias or substitution
  /// rule), and a family that is not in `fontFiles` is not found. Files
  /// that are not fonts are left out. The engine forgets the names it has
  /// resolved, its fallback lists and its cache, which were found among
  /// other fonts; fonts made before keep their faces, and
  /// ``Font/init(fileURL:size:faceIndex:engine:)`` and the system font
  /// (``useSystemFonts(in:families:)``) are unchanged. Calling it again
  /// with the same files does nothing. A measurement running on another
  /// thread meanwhile may still keep a fallback list or a result found
  /// among the other fonts: limit the engine before measuring with it.
  ///
  /// - Parameter fontFiles: the font files, by absolute paths (a collection
  ///   gives each of its faces).
  /// - Complexity: Fontconfig opens every file to read its names and
  ///   character set, once, and keeps a few kilobytes per face.
  public func limitFontLookup(to fontFiles: [URL]) {
    let paths = fontFiles.map(\.path)
    guard fonts.fontconfigFiles != paths else { return }
    fonts.limitFontconfig(to: paths)
    fallback.removeAll()
    cache.removeAll()
  }
}
