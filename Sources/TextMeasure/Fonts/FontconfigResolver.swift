import CFontconfig

/// Finds font files by name through Fontconfig, among the fonts of its
/// ``FontconfigScope`` (the system's configuration, or given files).
///
/// Not thread-safe: ``FontLibrary`` serializes every call.
struct FontconfigResolver {
  /// A font file and the face inside it.
  struct Match: Equatable {
    var path: String
    var index: Int
  }

  /// A fallback font as Fontconfig lists it.
  struct FallbackFont: @unchecked Sendable {
    var path: String
    var index: Int
    /// The font's charset: a reference of the caller's, which it releases
    /// with `FcCharSetDestroy`.
    var charset: OpaquePointer
    /// Whether Fontconfig says it has colour glyphs.
    var isColor: Bool
  }

  /// The fonts looked among.
  let scope: FontconfigScope

  /// The fonts Fontconfig sorts for `family` in `style` and `language`,
  /// trimmed to those that add coverage (`FcFontSort` with trim), best first.
  func sortedFallbacks(family: String, style: String, language: String) -> [FallbackFont] {
    guard let config = scope.configuration, let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    for (property, value) in [(FC_FAMILY, family), (FC_STYLE, style), (FC_LANG, language)] where !value.isEmpty {
      value.withCString {
        _ = FcPatternAddString(pattern, property, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
      }
    }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(config, pattern, FcTrue, nil, &result) else { return [] }
    defer { FcFontSetDestroy(set) }
    var fonts: [FallbackFont] = []
    for i in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[i], let location = fileAndIndex(of: font) else { continue }
      var charset: OpaquePointer?
      guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
      var color: FcBool = FcFalse
      if FcPatternGetBool(font, FC_COLOR, 0, &color) != FcResultMatch { color = FcFalse }
      fonts.append(
        FallbackFont(path: location.path, index: location.index, charset: FcCharSetCopy(charset), isColor: color != FcFalse))
    }
    return fonts
  }

  /// The face whose family, PostScript name or full name is `name`
  /// (case-insensitive, tried in that order). Unlike `FcFontMatch`, never
  /// returns a substitute: a font that is not installed gives nil.
  func match(name: String) -> Match? {
    for property in [FC_FAMILY, FC_POSTSCRIPT_NAME, FC_FULLNAME] {
      if let match = bestSorted(property: property, value: name) { return match }
    }
    return nil
  }

  /// Where Fontconfig looks for names, for error messages: the font
  /// directories the system's configuration scans, or how many files the
  /// scope holds.
  func searchedPlaces() -> String {
    if let files = scope.files { return "the \(files.count) font files the engine is limited to" }
    return fontDirectories().joined(separator: ", ")
  }

  /// The font directories the system's Fontconfig configuration scans.
  private func fontDirectories() -> [String] {
    guard let list = FcConfigGetFontDirs(scope.configuration) else { return [] }
    defer { FcStrListDone(list) }
    var directories: [String] = []
    while let entry = FcStrListNext(list) {
      directories.append(String(cString: entry))
    }
    return directories
  }

  /// The font Fontconfig ranks first among those whose `property` (family,
  /// PostScript or full name) is `value`: its own preferences decide between
  /// candidates (a family's regular style first; one of two packages that
  /// ship the same font).
  private func bestSorted(property: String, value: String) -> Match? {
    guard let config = scope.configuration, let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = value.withCString { FcPatternAddString(pattern, property, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
    defer { FcFontSetDestroy(set) }
    let fonts = set.pointee
    for i in 0..<Int(fonts.nfont) {
      guard let font = fonts.fonts[i],
        strings(of: font, property: property).contains(where: { $0.lowercased() == value.lowercased() })
      else { continue }
      return fileAndIndex(of: font)
    }
    return nil
  }

  private func strings(of pattern: OpaquePointer, property: String) -> [String] {
    var values: [String] = []
    var index: Int32 = 0
    var value: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(pattern, property, index, &value) == FcResultMatch, let value {
      values.append(String(cString: value))
      index += 1
    }
    return values
  }

  private func fileAndIndex(of pattern: OpaquePointer) -> Match? {
    guard let file = strings(of: pattern, property: FC_FILE).first else { return nil }
    var index: Int32 = 0
    if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    return Match(path: file, index: Int(index) & 0xFFFF)
  }
}
