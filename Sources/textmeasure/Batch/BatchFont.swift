import Foundation
import TextMeasure

/// The font a batch request names: `font_file`, or `font` (a name), or
/// neither (the system font); `font_index` picks a face of the file.
///
/// With a name (or none) the index is a face of the file that holds the
/// named font: `"font": "Noto Sans CJK JP", "font_index": 1` is face 1 of
/// that collection, as `"font_file"` with its path would be.
struct BatchFont {
  private enum Source {
    case file(FontFileReference)
    case named(String?, faceIndex: Int?)
  }

  private let source: Source

  /// The font of a request's `font_file`, `font` and `font_index` fields.
  ///
  /// - Throws: ``BatchRequest/Invalid`` when both `font_file` and `font` are given.
  init(file: String?, name: String?, index: Int?) throws {
    switch (file, name) {
    case (let file?, nil): source = .file(FontFileReference(path: file, index: index ?? 0))
    case (nil, let name): source = .named(name, faceIndex: index)
    case (.some, .some): throw BatchRequest.Invalid(description: "give 'font_file' or 'font', not both")
    }
  }

  /// The font at `size`.
  ///
  /// - Throws: an error naming the field (`'font_file'`, `'font'` or
  ///   `'font_index'`) of a font that cannot be found or opened.
  func font(size: Double) throws -> Font {
    switch source {
    case .file(let reference):
      return try reference.font(size: size, option: "'font_file'")
    case .named(let name, let faceIndex):
      let named: Font
      do {
        named = try name.map { try Font(name: $0, size: size) } ?? .systemFont(ofSize: size)
      } catch {
        throw BatchRequest.Invalid(description: "'font': \(error)")
      }
      guard let faceIndex else { return named }
      do {
        return try Font(fileURL: named.fileURL, size: size, faceIndex: faceIndex)
      } catch FontError.faceIndexOutOfRange(let path, _, let faceCount) {
        throw BatchRequest.Invalid(
          description: "'font_index' \(faceIndex): \(name.map { "'\($0)'" } ?? "the system font") is in \(path), "
            + "which has \(faceCount) face\(faceCount == 1 ? "" : "s")")
      } catch {
        throw BatchRequest.Invalid(description: "'font_index' \(faceIndex): \(error)")
      }
    }
  }
}
