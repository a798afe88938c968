import ArgumentParser

/// The `--scale` of `bubble` and `render`: an iOS screen's pixels per point.
enum ScreenScale {
  /// The scales iOS screens have, and the ones `Bitmap` draws at.
  static let allowed = 1...3

  /// `argument` as a scale, for `@Option(transform:)`.
  ///
  /// - Throws: `ValidationError` for anything but 1, 2 or 3 (`1e308`,
  ///   `1e-300`, `1.5`, `0`): ArgumentParser prints it after the option's name.
  static func parse(_ argument: String) throws -> Int {
    guard let scale = Int(argument), allowed.contains(scale) else {
      throw ValidationError("must be 1, 2 or 3 (pixels per point)")
    }
    return scale
  }
}
