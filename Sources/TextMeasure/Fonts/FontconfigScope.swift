import CFontconfig

/// The fonts an engine's Fontconfig lookups look among: every font the
/// system's configuration knows, or only given font files.
///
/// A scope of files owns a private Fontconfig configuration that holds those
/// files alone (no configuration file is read, so no system directory, alias
/// or substitution rule comes in): a family name not among them is not
/// found, and fallback lists hold only them. Used, like every Fontconfig
/// call, under ``FontLibrary``'s lock.
final class FontconfigScope: @unchecked Sendable {
  /// The private configuration; nil for the system's.
  private let privateConfiguration: OpaquePointer?
  /// The files the scope was made of; nil for the system's.
  let files: [String]?

  /// The system's configuration (`FcConfigGetCurrent`).
  static let system = FontconfigScope()

  private init() {
    privateConfiguration = nil
    files = nil
  }

  /// A configuration of the fonts in `files` (absolute paths). Files that
  /// are not fonts Fontconfig can read are left out; if Fontconfig cannot
  /// make a configuration, the scope holds no font.
  init(files: [String]) {
    let configuration = FcConfigCreate()
    if let configuration {
      for file in files {
        _ = file.withCString {
          FcConfigAppFontAddFile(configuration, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
      }
    }
    privateConfiguration = configuration
    self.files = files
  }

  deinit {
    if let privateConfiguration { FcConfigDestroy(privateConfiguration) }
  }

  /// The configuration to query; nil when there is none (a scope of files
  /// that could not be made), and then nothing is to be found: Fontconfig
  /// would take a nil configuration for the system's.
  var configuration: OpaquePointer? {
    files == nil ? FcConfigGetCurrent() : privateConfiguration
  }
}
