import Foundation
import Testing
import TextRender

/// A render error reads the same through `localizedDescription` as through its description.
@Suite struct RenderErrorDescriptionTests {
  @Test func aBadBitmapSize_readsItsMessageThroughLocalizedDescription() throws {
    let error = try #require(throws: RenderError.self) { try Bitmap(size: CGSize(width: -3, height: 10), scale: 1) }
    #expect((error as any Error).localizedDescription == error.description)
    let png = try #require(throws: RenderError.self) { try Bitmap(pngData: Data("not a png".utf8)) }
    #expect((png as any Error).localizedDescription == png.description)
  }
}
