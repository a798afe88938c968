import Foundation

/// Font files the tests measure with.
enum FontFiles {
  /// The bundled Inter Regular (what `--font Inter` and the default font are).
  static var inter: String { CLI.bundledInterRegular }
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let liberationSans = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
  static let notoSansCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
  static let notoNaskhArabic = "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"
  static let notoSansArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

  static func exist(_ paths: String...) -> Bool {
    paths.allSatisfy { FileManager.default.fileExists(atPath: $0) }
  }
}

extension String {
  /// The text without its trailing whitespace and line/paragraph separators
  /// (what a line's used width leaves out).
  var withoutTrailingWhitespace: String {
    var scalars = Array(unicodeScalars)
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}
