import Foundation
import TextMeasure

/// The font a batch request names: `font_file`, or `font` (a name), or
/// neither (the system font); `font_index` picks a face of the file, and a
/// variable font's `named_instance` and `variations` its instance.
///
/// With a name (or none) the index is a face of the file that holds the
/// named font: `"font": "Noto Sans CJK JP", "font_index": 1` is face 1 of
/// that collection, as `"font_file"` with its path would be.
struct BatchFont {
  private enum Source {
    case file(path: String, faceIndex: Int)
    case named(String?, faceIndex: Int?)
  }

  private let source: Source
  private let namedInstance: String?
  private let variations: [String: Double]

  /// The font of a request's `font_file`, `font`, `font_index`,
  /// `named_instance` and `variations` fields.
  ///
  /// - Throws: ``BatchError`` when both `font_file` and `font` are given.
  init(file: String?, name: String?, index: Int?, namedInstance: String? = nil, variations: [String: Double] = [:])
    throws
  {
    switch (file, name) {
    case (let file?, nil): source = .file(path: file, faceIndex: index ?? 0)
    case (nil, let name): source = .named(name, faceIndex: index)
    case (.some, .some): throw BatchError("give 'font_file' or 'font', not both")
    }
    self.namedInstance = namedInstance
    self.variations = variations
  }

  /// The font at `size`, at its instance.
  ///
  /// - Throws: an error naming the field (`'font_file'`, `'font'`,
  ///   `'font_index'`, `'named_instance'` or `'variations'`) of a font that
  ///   cannot be found or opened, or of an instance it does not have.
  func font(size: Double) throws -> Font {
    let font = try face(size: size)
    do {
      return try font.instance(named: namedInstance, variations: variations)
    } catch let error as FontError {
      if case .namedInstanceNotFound = error { throw BatchError("'named_instance': \(error)") }
      throw BatchError("'variations': \(error)")
    }
  }

  /// The face at `size`, at its default instance.
  private func face(size: Double) throws -> Font {
    switch source {
    case .file(let path, let faceIndex):
      do {
        return try Font(fileURL: URL(fileURLWithPath: path), size: size, faceIndex: faceIndex)
      } catch {
        throw BatchError("'font_file': \(error)")
      }
    case .named(let name, let faceIndex):
      let named: Font
      do {
        named = try name.map { try Font(name: $0, size: size) } ?? .systemFont(ofSize: size)
      } catch {
        throw BatchError("'font': \(error)")
      }
      guard let faceIndex else { return named }
      do {
        return try named.font(atFaceIndex: faceIndex)
      } catch FontError.faceIndexOutOfRange(let path, _, let faceCount) {
        throw BatchError(
          "'font_index' \(faceIndex): \(name.map { "'\($0)'" } ?? "the system font") is in \(path), "
            + "which has \(faceCount) face\(faceCount == 1 ? "" : "s")")
      } catch {
        throw BatchError("'font_index' \(faceIndex): \(error)")
      }
    }
  }
}
