import FontOracles
import Foundation
import Testing

@testable import TextMeasure
@testable import TextRender

/// The table of cairo faces keeps the faces drawn last, not every face ever
/// drawn: a forgotten face is released with its font once cairo is done.
@Suite struct CairoFontFacesTests {
  /// A font of `file` whose face no engine keeps (its engine is dropped).
  static func unsharedFont(_ file: URL) throws -> Font {
    try Font(fileURL: file, size: 17, engine: TextEngine(cacheBudget: 0))
  }

  @Test func aForgottenFace_isReleasedWithItsFont() throws {
    let table = CairoFontFaces(capacity: 1)
    weak var firstFace: FontFace?
    do {
      let font = try Self.unsharedFont(FontFiles.interRegular)
      firstFace = font.face
      _ = font.withFreeTypeFace { table.face(for: $0, of: font) }
    }
    #expect(firstFace != nil, "the table keeps the face it holds, and its font")
    let second = try Self.unsharedFont(FontFiles.dejaVuSans)
    let entry = second.withFreeTypeFace { table.face(for: $0, of: second) }
    #expect(entry != nil)
    #expect(firstFace == nil, "the face the table forgot is still alive")
    #expect(table.count == 1)
  }

  @Test func drawingInManyFonts_keepsAtMostTheTablesCapacity() throws {
    let count = CairoFontFaces.defaultCapacity + 6
    for index in 0..<count {
      let file = [FontFiles.interRegular, FontFiles.dejaVuSans, FontFiles.notoSans][index % 3]
      let font = try Self.unsharedFont(file)
      let layout = try TextMeasurer(engine: TextEngine(cacheBudget: 0)).layout("Face \(index)", font: font, width: 200)
      _ = try TextDrawingTests.render(layout, scale: 1)
      #expect(CairoFontFaces.shared.count <= CairoFontFaces.defaultCapacity)
    }
  }

  /// A face drawn, forgotten and drawn again draws the same pixels.
  @Test func aFaceDrawnAgainAfterBeingForgotten_drawsTheSamePixels() throws {
    let font = try Self.unsharedFont(FontFiles.notoSans)
    let layout = try TextMeasurer(engine: TextEngine(cacheBudget: 0)).layout("Drawn twice", font: font, width: 200)
    let first = try TextDrawingTests.render(layout, scale: 1)
    for index in 0..<CairoFontFaces.defaultCapacity + 1 {
      let other = try Self.unsharedFont(FontFiles.interRegular)
      _ = try TextDrawingTests.render(
        try TextMeasurer(engine: TextEngine(cacheBudget: 0)).layout("\(index)", font: other, width: 200), scale: 1)
    }
    #expect(try TextDrawingTests.render(layout, scale: 1) == first)
  }
}
