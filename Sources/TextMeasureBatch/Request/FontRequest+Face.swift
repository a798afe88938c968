import Foundation
import TextMeasure

/// Opening the font a request names: anywhere (the command line's batch),
/// or only inside a service's ``FontDirectories``, with errors that name no
/// path of the service's.
extension FontRequest {
  /// The font, at its instance and weight; with `directories`, its file is
  /// taken relative to them and its name found among their fonts (the
  /// engine is limited to them, see ``BatchMeasurer``).
  ///
  /// - Throws: ``BatchError`` naming the path of the field (`font_file`,
  ///   `font`, `font_index`, `named_instance`, `variations`, `size`) of a
  ///   font that cannot be found or opened, or of an instance it does not
  ///   have. With `directories`, a file or name that is not a font in them
  ///   has one message whatever the reason (absent, a directory, outside,
  ///   not a font…), so that answers tell nothing about the service's files.
  func font(engine: TextEngine, directories: FontDirectories?) throws -> Font {
    guard let size else { throw BatchError("\(origin).size: missing (a request or each of its runs gives one)") }
    let face = try self.face(size: size, engine: engine, directories: directories)
    do {
      let named = try face.instance(named: namedInstance, variations: [:])
      // The system font is opened at its weight; a named face or file takes it on its `wght` axis.
      let weighted = weight.map { namesFace ? named.withWeight(Font.Weight($0)) : named } ?? named
      return try weighted.instance(named: nil, variations: variations ?? [:])
    } catch let error as FontError {
      if case .namedInstanceNotFound = error { throw BatchError("\(origin).named_instance: \(error)") }
      throw BatchError("\(origin).variations: \(error)")
    }
  }

  /// The face at `size`, at its default instance (the system font at `weight`).
  private func face(size: Double, engine: TextEngine, directories: FontDirectories?) throws -> Font {
    if let file { return try face(ofFile: file, size: size, engine: engine, directories: directories) }
    let named: Font
    do {
      named =
        try name.map { try Font(name: $0, size: size, engine: engine) }
        ?? .systemFont(ofSize: size, weight: Font.Weight(weight ?? 0), engine: engine)
    } catch {
      throw BatchError("\(origin).font: \(directories == nil ? "\(error)" : notFound)")
    }
    guard let faceIndex else { return named }
    do {
      return try named.font(atFaceIndex: faceIndex, engine: engine)
    } catch FontError.faceIndexOutOfRange(let path, _, let faceCount) {
      let font = name.map { "'\($0)'" } ?? "the system font"
      let place = directories == nil ? " is in \(path), which" : ""
      throw BatchError("\(origin).font_index: \(faceIndex): \(font)\(place) has \(Self.faces(faceCount))")
    } catch {
      throw BatchError("\(origin).font_index: \(faceIndex): \(directories == nil ? "\(error)" : notFound)")
    }
  }

  /// The face of `file` at `size`: the file at that path, or with
  /// `directories`, the file of theirs it names relative to them.
  private func face(
    ofFile file: String, size: Double, engine: TextEngine, directories: FontDirectories?
  ) throws -> Font {
    guard let directories else {
      do {
        return try Font(fileURL: URL(fileURLWithPath: file), size: size, faceIndex: faceIndex ?? 0, engine: engine)
      } catch {
        throw BatchError("\(origin).font_file: \(error)")
      }
    }
    let notAFont = BatchError("\(origin).font_file: '\(file)' is not a font in the server's font directories")
    guard let path = directories.file(atRelativePath: file) else { throw notAFont }
    do {
      return try Font(fileURL: URL(fileURLWithPath: path), size: size, faceIndex: faceIndex ?? 0, engine: engine)
    } catch FontError.faceIndexOutOfRange(_, let index, let faceCount) {
      throw BatchError("\(origin).font_index: \(index): '\(file)' has \(Self.faces(faceCount))")
    } catch {
      throw notAFont
    }
  }

  /// What a name not found among the font directories' fonts is answered
  /// with (it lists no place searched).
  private var notFound: String {
    name.map { "no font named '\($0)' in the server's font directories" } ?? "the system font cannot be opened"
  }

  /// "1 face", "2 faces".
  private static func faces(_ count: Int) -> String {
    "\(count) face\(count == 1 ? "" : "s")"
  }
}
