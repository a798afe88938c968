import CFreeType
import Foundation

/// The system fonts found in a folder: the faces of the variable family, or
/// of the two static ones, with their weights and slants.
struct SystemFontFolder: Sendable {
  /// One face of the folder.
  struct Face: Sendable {
    let path: String
    let index: Int
    /// OS/2 `usWeightClass` (100 thin … 900 black).
    let weight: Double
    let isItalic: Bool
  }

  /// The folder.
  let url: URL
  let families: SystemFontFamilies
  /// The variable family's faces (upright and italic), if the folder has it.
  let variable: [Face]
  /// The static families' faces.
  let text: [Face]
  let display: [Face]

  /// At most this many files are opened when a folder is read.
  static let fileLimit = 512

  /// The system fonts in `url`, opened through `library`.
  ///
  /// - Throws: ``FontError/systemFontFolder(path:reason:)`` when the folder
  ///   cannot be read or holds none of the families.
  init(url: URL, families: SystemFontFamilies, library: FontLibrary) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
      let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
    else { throw FontError.systemFontFolder(path: url.path, reason: "not a folder that can be read") }
    let fontFiles = names.filter { ["otf", "ttf"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
    var variable: [Face] = [], text: [Face] = [], display: [Face] = []
    for name in fontFiles.prefix(Self.fileLimit) {
      let path = url.appendingPathComponent(name).path
      guard let face = try? library.face(path: path, index: 0) else { continue }
      let entry = Face(path: path, index: 0, weight: Self.weightClass(of: face), isItalic: Self.isItalic(face))
      switch face.familyName {
      case families.variable where !face.variationAxes.isEmpty: variable.append(entry)
      case families.text: text.append(entry)
      case families.display: display.append(entry)
      default: continue
      }
    }
    guard !variable.isEmpty || (!text.isEmpty && !display.isEmpty) else {
      throw FontError.systemFontFolder(
        path: url.path,
        reason: "no variable '\(families.variable)' font, nor both '\(families.text)' and '\(families.display)'")
    }
    self.url = url
    self.families = families
    self.variable = variable
    self.text = text
    self.display = display
  }

  /// The face for text at `size`, `weight` and slant: the variable family's
  /// (upright or italic, at `weight` on its weight axis), else the static
  /// family for the size, its face of the nearest weight (the heavier of
  /// two as near) and slant.
  func face(size: Double, weight: Font.Weight, italic: Bool) -> (face: Face, isVariable: Bool) {
    if !variable.isEmpty { return (Self.nearest(in: variable, weight: 400, italic: italic), true) }
    let family = size < families.displaySize ? text : display
    return (Self.nearest(in: family, weight: weight.openTypeWeight, italic: italic), false)
  }

  private static func nearest(in faces: [Face], weight: Double, italic: Bool) -> Face {
    let slanted = faces.filter { $0.isItalic == italic }
    return (slanted.isEmpty ? faces : slanted).min {
      let (a, b) = (abs($0.weight - weight), abs($1.weight - weight))
      return a != b ? a < b : $0.weight > $1.weight
    }!
  }

  private static func weightClass(of face: FontFace) -> Double {
    face.withFreeTypeFace { ft in
      FT_Get_Sfnt_Table(ft, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass
    }.flatMap { $0 }.map(Double.init) ?? 400
  }

  private static func isItalic(_ face: FontFace) -> Bool {
    face.withFreeTypeFace { $0.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0 } ?? false
  }
}
