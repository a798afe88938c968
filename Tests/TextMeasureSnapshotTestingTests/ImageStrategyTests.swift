import BubbleLayout
import EngineFixtures
import FontOracles
import Foundation
import SnapshotTesting
import Testing
import TextMeasure
import TextMeasureSnapshotTesting
import TextRender

/// The `.image` strategies: the picture's geometry, what matches within the
/// tolerances, and what a failure says and leaves behind.
@Suite struct ImageStrategyTests {
  /// "k" in Liberation Sans 17 within 120 points.
  static func layout() throws -> TextLayout {
    try TextMeasurer().layout("k", font: try TestFonts.font(FontFiles.liberationSans, size: 17), width: 120)
  }

  /// The picture the default `.image` promises, drawn here with a canvas:
  /// 120 + 2 × 8 points wide, the layout's height + 2 × 8 tall, at 2×, white,
  /// the layout in black at (8, 8).
  static func expectedPicture(of layout: TextLayout) throws -> Bitmap {
    var canvas = try Canvas(size: CGSize(width: 136, height: Double(layout.size.height) + 16), scale: 2)
    canvas.fill(RGBAColor(white: 1))
    canvas.draw(layout, at: CGPoint(x: 8, y: 8), color: RGBAColor(white: 0))
    return try canvas.makeBitmap()
  }

  /// `count` pixels of row `y`, from column 0, set to opaque black.
  static func blacken(_ bitmap: inout Bitmap, count: Int, row y: Int) {
    for x in 0..<count { bitmap[x: x, y: y] = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255) }
  }

  @Test func aMissingReference_isRecordedAtTheLayoutsSizePlusPadding() throws {
    let folder = try SnapshotFolder()
    let layout = try Self.layout()
    let message = verifySnapshot(
      of: layout, as: .image, named: "k", record: .missing, snapshotDirectory: folder.url.path, testName: "record")
    #expect(message?.contains("Automatically recorded snapshot") == true, "\(message ?? "nil")")
    let recorded = try Bitmap(
      pngData: Data(contentsOf: folder.reference("record", "k", pathExtension: "png")), scale: 2)
    #expect(recorded.pixelWidth == 272)
    #expect(recorded.pixelHeight == Int(((Double(layout.size.height) + 16) * 2).rounded(.up)))
  }

  @Test func aMatchingImage_passes() throws {
    let folder = try SnapshotFolder()
    let layout = try Self.layout()
    try folder.write(try Self.expectedPicture(of: layout), "match", "k")
    let message = verifySnapshot(
      of: layout, as: .image(tolerance: .exact), named: "k", record: .never, snapshotDirectory: folder.url.path,
      testName: "match")
    #expect(message == nil, "\(message ?? "")")
  }

  @Test func anImageDifferingWithinTheTolerance_passes() throws {
    let folder = try SnapshotFolder()
    let layout = try Self.layout()
    var reference = try Self.expectedPicture(of: layout)
    // Row 0 (padding, white) 8 levels darker: within the channel tolerance.
    let darker = Bitmap.Pixel(red: 247, green: 247, blue: 247, alpha: 255)
    for x in 0..<reference.pixelWidth { reference[x: x, y: 0] = darker }
    // As many black pixels as 0.2 % of the picture allows (rounded down).
    let allowed = reference.pixelWidth * reference.pixelHeight * 2 / 1000
    Self.blacken(&reference, count: allowed, row: 1)
    try folder.write(reference, "within", "k")
    let message = verifySnapshot(
      of: layout, as: .image(tolerance: DiffTolerance(channel: 8, maximumDifferingShare: 0.002)), named: "k",
      record: .never, snapshotDirectory: folder.url.path, testName: "within")
    #expect(message == nil, "\(message ?? "")")
  }

  @Test func anImageDifferingBeyondTheTolerance_failsNamingTheDifference_andWritesADiffImage() throws {
    let folder = try SnapshotFolder()
    let layout = try Self.layout()
    var reference = try Self.expectedPicture(of: layout)
    let pixels = reference.pixelWidth * reference.pixelHeight
    let differing = pixels * 2 / 1000 + 1
    Self.blacken(&reference, count: differing, row: 1)
    try folder.write(reference, "beyond", "k")
    let message = try #require(
      verifySnapshot(
        of: layout, as: .image, named: "k", record: .never, snapshotDirectory: folder.url.path, testName: "beyond"))
    #expect(message.contains("\(differing) of \(pixels) pixels differ by more than 8 (largest channel difference 255)"))
    #expect(message.contains("0.2 % allowed"))
    let prefix = "Difference image (differing pixels red): "
    let line = try #require(message.split(separator: "\n").first { $0.hasPrefix(prefix) })
    let diff = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: String(line.dropFirst(prefix.count)))))
    let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    var redPixels = 0
    for y in 0..<diff.pixelHeight { for x in 0..<diff.pixelWidth where diff[x: x, y: y] == red { redPixels += 1 } }
    #expect(redPixels == differing)
    #expect((0..<differing).allSatisfy { diff[x: $0, y: 1] == red })
  }

  @Test func anImageOfAnotherSize_failsNamingBothSizes() throws {
    let folder = try SnapshotFolder()
    let layout = try Self.layout()
    try folder.write(try Bitmap(size: CGSize(width: 136, height: 10), scale: 2), "size", "k")
    let message = try #require(
      verifySnapshot(
        of: layout, as: .image, named: "k", record: .never, snapshotDirectory: folder.url.path, testName: "size"))
    let height = Int(((Double(layout.size.height) + 16) * 2).rounded(.up))
    #expect(message.contains("the sizes differ"))
    #expect(message.contains("(actual 272 × \(height) px, reference 272 × 20 px)"), "\(message)")
  }

  @Test func aPictureThatCannotBeDrawn_failsWithTheRenderersError() throws {
    let folder = try SnapshotFolder()
    try folder.write(try Self.expectedPicture(of: try Self.layout()), "error", "k")
    let message = verifySnapshot(
      of: try Self.layout(), as: .image(scale: 4), named: "k", record: .never, snapshotDirectory: folder.url.path,
      testName: "error")
    #expect(message?.contains("The snapshot could not be drawn: \(RenderError.unsupportedScale(4))") == true)
  }

  @Test func aBubbleCell_isItsMessageAloneInAConversation() throws {
    let folder = try SnapshotFolder()
    let message = ChatMessage(id: "1", text: "See you at eight?", isOutgoing: true)
    let renderer = ConversationRenderer(style: .sms(), scale: 1)
    let alone = Conversation(me: "me", messages: [message])
    try folder.write(try renderer.render(alone, viewWidth: 320).bitmap, "cell", "sms")
    let failure = verifySnapshot(
      of: message, as: .image(style: .sms(), viewWidth: 320, scale: 1, tolerance: .exact), named: "sms",
      record: .never, snapshotDirectory: folder.url.path, testName: "cell")
    #expect(failure == nil, "\(failure ?? "")")
  }
}
