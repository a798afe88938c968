import Foundation
internal import _TextMeasureSupport

/// Where the system font comes from: San Francisco files the user has
/// (Apple distributes them to developers; nothing of Apple's is bundled),
/// or the bundled Inter.
extension TextEngine {
  /// The environment variable that names a folder of system fonts, read
  /// when an engine is made (``shared`` included): the same as calling
  /// ``useSystemFonts(in:families:)`` with it and the San Francisco names.
  /// A folder that cannot be used leaves the bundled Inter, and
  /// ``systemFontDescription`` says why.
  public static let systemFontsEnvironmentVariable = "TEXTMEASURE_SYSTEM_FONTS"

  /// Makes ``Font/systemFont(ofSize:weight:italic:engine:)`` (and UIKit's
  /// `systemFont`) take its faces from `folder`: the variable family of
  /// `families` if the folder has it, else its two static families (the
  /// text one below ``SystemFontFamilies/displaySize``, the display one from
  /// it up). Fonts made before keep their faces.
  ///
  /// - Throws: ``FontError/systemFontFolder(path:reason:)`` when `folder`
  ///   cannot be read or has neither the variable family nor both static
  ///   ones; the engine's system font is then unchanged.
  public func useSystemFonts(in folder: URL, families: SystemFontFamilies = .sanFrancisco) throws {
    let found = try SystemFontFolder(url: folder, families: families, library: fonts)
    systemFonts.withLock { $0 = SystemFontChoice(folder: found, problem: nil) }
  }

  /// Makes the system font the bundled Inter again (with San Francisco's
  /// line metrics, ``Font/usesSanFranciscoMetrics``).
  public func useBundledSystemFont() {
    systemFonts.withLock { $0 = SystemFontChoice(folder: nil, problem: nil) }
  }

  /// Which system font the engine gives and which metrics it measures
  /// with, e.g. "SF Pro (variable) from /path/to/fonts" (the files' own
  /// tables) or "the bundled Inter with SF Pro's line metrics (widths are
  /// Inter's)", with why a folder named by the environment variable was
  /// not used.
  public var systemFontDescription: String {
    let choice = systemFonts.withLock { $0 }
    guard let folder = choice.folder else {
      return Self.bundledSystemFontDescription
        + (choice.problem.map { " (\(TextEngine.systemFontsEnvironmentVariable): \($0))" } ?? "")
    }
    let families = folder.families
    let names = folder.variable.isEmpty ? "\(families.text) / \(families.display)" : "\(families.variable) (variable)"
    return "\(names) from \(folder.url.path)"
  }

  /// The bundled system font and the metrics it measures with (those of
  /// ``FontMetricsOverride/sanFrancisco``).
  static let bundledSystemFontDescription = "the bundled Inter with SF Pro's line metrics (widths are Inter's)"

  /// The folder the system font comes from, nil for the bundled Inter.
  var systemFontFolder: SystemFontFolder? { systemFonts.withLock { $0.folder } }

  /// The system fonts of the folder `environment` names, or why there are none.
  static func systemFontChoice(environment: [String: String], library: FontLibrary) -> SystemFontChoice {
    guard let path = environment[systemFontsEnvironmentVariable], !path.isEmpty else {
      return SystemFontChoice(folder: nil, problem: nil)
    }
    do {
      return SystemFontChoice(
        folder: try SystemFontFolder(url: URL(fileURLWithPath: path), families: .sanFrancisco, library: library),
        problem: nil)
    } catch {
      return SystemFontChoice(folder: nil, problem: "\(error)")
    }
  }
}

/// An engine's system fonts: a folder's, or the bundled Inter (`folder`
/// nil), and why a folder named by the environment was not used.
struct SystemFontChoice: Sendable {
  var folder: SystemFontFolder?
  var problem: String?
}
