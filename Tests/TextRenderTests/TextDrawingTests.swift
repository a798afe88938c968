import EngineFixtures
import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// Drawn glyphs land where the engine measured them: inside the layout's ink
/// bounds (`usesDeviceMetrics`, from the fonts' glyph extents), on each
/// line's baseline, in colour for colour fonts.
@Suite struct TextDrawingTests {
  static let margin = 8.0

  /// A text, the font chain's profile, and the width it wraps at.
  struct Sample: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let width: Double
    var profile = MetricsProfile.fontTables
    /// How far inside its box a glyph's ink may stop, in ems: Noto Color
    /// Emoji's bitmaps (the boxes of the ink bounds) have transparent borders.
    var border = 0.0
    var testDescription: String { name }
  }

  static let samples = [
    Sample(name: "latin", text: "Hello Susi, the quick brown fox jumps over the lazy dog", width: 120),
    Sample(name: "bidi", text: "Shalom שלום עולם and مرحبا بالعالم again", width: 150),
    Sample(name: "cjk", text: "你好世界，今天天气很好。", width: 80),
    Sample(name: "emoji", text: "Hi 😀👍🏽❤️ 🇫🇷", width: .infinity, border: 0.1),
    Sample(name: "emoji, iOS parity", text: "Hi 😀👍🏽❤️ 🇫🇷", width: .infinity, profile: .iOSParity, border: 0.1),
  ]

  /// `layout` drawn at (margin, margin) on a transparent canvas that fits it.
  static func render(_ layout: TextLayout, scale: Int, colors: (GlyphRun) -> RGBAColor = { _ in .black }) throws
    -> Bitmap
  {
    let ink = layout.boundingRect
    let size = CGSize(width: max(ink.maxX, layout.width) + 2 * margin, height: ink.maxY + 2 * margin)
    var canvas = try Canvas(size: size, scale: scale)
    canvas.draw(layout, at: CGPoint(x: margin, y: margin), colors: colors)
    return try canvas.makeBitmap()
  }

  static func inkLayout(_ sample: Sample) throws -> TextLayout {
    try TextMeasurer(metricsProfile: sample.profile).layout(
      sample.text, font: try RenderFixtures.chain(size: 17), width: sample.width,
      options: TextLayoutOptions(addsFontLeading: false, measuresInkBounds: true))
  }

  @Test(arguments: samples, [1, 2, 3])
  func ink_liesWithinTheLayoutsInkBounds(_ sample: Sample, scale: Int) throws {
    let layout = try Self.inkLayout(sample)
    let bitmap = try Self.render(layout, scale: scale)
    try RenderFixtures.writeArtifact(bitmap, named: "ink-\(sample.name)@\(scale)x")
    let s = Double(scale)
    let bounds = layout.boundingRect.offsetBy(dx: Self.margin, dy: Self.margin)
    // The pixels the bounds touch, and one more on each side for anti-aliasing.
    let allowed = (
      x: Int((bounds.minX * s).rounded(.down)) - 1...Int((bounds.maxX * s).rounded(.up)),
      y: Int((bounds.minY * s).rounded(.down)) - 1...Int((bounds.maxY * s).rounded(.up))
    )
    let ink = try #require(RenderFixtures.inkBox(bitmap))
    #expect(
      allowed.x.contains(ink.x.lowerBound) && allowed.x.contains(ink.x.upperBound), "ink \(ink) allowed \(allowed)")
    #expect(
      allowed.y.contains(ink.y.lowerBound) && allowed.y.contains(ink.y.upperBound), "ink \(ink) allowed \(allowed)")
    // And the ink reaches the bounds: nothing is missing or shrunk.
    let reach = 2 + Int((sample.border * 17 * s).rounded(.up))
    #expect(ink.x.lowerBound <= allowed.x.lowerBound + reach && ink.x.upperBound >= allowed.x.upperBound - reach)
    #expect(ink.y.lowerBound <= allowed.y.lowerBound + reach && ink.y.upperBound >= allowed.y.upperBound - reach)
  }

  @Test(arguments: [1, 2, 3])
  func everyLine_hasItsInkOnItsBaseline(scale: Int) throws {
    // Letters with flat bottoms: each line's ink ends on its baseline.
    let layout = try TextMeasurer().layout(
      "Hill mill him in Nim hill HIM inn lull Mill", font: try TestFonts.font(FontFiles.interRegular, size: 17),
      width: 70)
    try #require(layout.lines.count >= 3)
    let bitmap = try Self.render(layout, scale: scale)
    let s = Double(scale)
    for (index, line) in layout.lines.enumerated() {
      let baseline = (Self.margin + line.baseline) * s
      let top = Int(((Self.margin + line.origin.y) * s).rounded(.down))
      let bottom = Int(((Self.margin + line.origin.y + line.height) * s).rounded(.up))
      let left = Int(((Self.margin + line.origin.x) * s).rounded(.down))
      let right = Int(((Self.margin + line.origin.x + line.width) * s).rounded(.up))
      // The lowest row at least a quarter covered ends within a pixel of the
      // baseline (glyphs land on whole pixels: up to half a pixel off).
      let ink = try #require(RenderFixtures.inkBox(bitmap, threshold: 64, columns: left..<right, rows: top..<bottom))
      #expect(
        abs(Double(ink.y.upperBound + 1) - baseline) <= 1, "line \(index): ink rows \(ink.y), baseline \(baseline)")
      // Just above the baseline, the ink spans the line's width (its first
      // and last stems lie within a point of its ends).
      let band = Int((baseline - 2 * s).rounded(.down))..<Int((baseline - s).rounded(.down))
      let bandInk = try #require(RenderFixtures.inkBox(bitmap, threshold: 64, columns: left..<right, rows: band))
      #expect(bandInk.x.lowerBound <= left + 2 * scale, "line \(index): \(bandInk.x) in \(left)..<\(right)")
      #expect(bandInk.x.upperBound >= right - 2 * scale - 1, "line \(index): \(bandInk.x) in \(left)..<\(right)")
    }
  }

  @Test(arguments: [1, 2, 3])
  func colourEmoji_keepsItsColours(scale: Int) throws {
    let layout = try TextMeasurer().layout("😀", font: try RenderFixtures.chain(size: 17))
    #expect(layout.lines.first?.runs.first?.font.hasColorGlyphs == true)
    let bitmap = try Self.render(layout, scale: scale)
    var coloured = 0
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth {
        let pixel = bitmap[x: x, y: y]
        if pixel.alpha == 255, pixel.red != pixel.green, pixel.green != pixel.blue, pixel.red != pixel.blue {
          coloured += 1
        }
      }
    }
    // The face is yellow: most of its 17 pt square is coloured.
    #expect(Double(coloured) > 0.3 * 17 * 17 * Double(scale * scale), "\(coloured) coloured pixels")
  }

  @Test func eachRun_getsItsOwnColour() throws {
    let layout = try TextMeasurer().layout("Hi 😀", font: try RenderFixtures.chain(size: 17))
    let runs = layout.lines[0].runs
    try #require(runs.count == 2)
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let bitmap = try Self.render(layout, scale: 2) { $0.font.hasColorGlyphs ? .black : red }
    let emojiStart = Int(((Self.margin + runs[1].positions[0].x) * 2).rounded(.down))
    var (textPixels, colouredEmojiPixels) = (0, 0)
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth where bitmap[x: x, y: y].alpha > 0 {
        let pixel = bitmap[x: x, y: y]
        if x < emojiStart {
          // Red over nothing, premultiplied: (alpha, 0, 0, alpha).
          #expect(pixel == Bitmap.Pixel(red: pixel.alpha, green: 0, blue: 0, alpha: pixel.alpha), "(\(x), \(y))")
          textPixels += 1
        } else if pixel.red != pixel.green {
          colouredEmojiPixels += 1
        }
      }
    }
    #expect(textPixels > 50)
    #expect(colouredEmojiPixels > 100)  // the emoji's colours, not the run's black
  }

  @Test func ellipsisRun_canBeColouredApart() throws {
    var style = ParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    let font = try TestFonts.font(FontFiles.interRegular, size: 17)
    let text = AttributedText(
      "A long line that is truncated", attributes: TextAttributes(font: font, paragraphStyle: style))
    let layout = try TextMeasurer().layout(text, constrainedTo: CGSize(width: 80, height: Double.infinity))
    let ellipsis = try #require(layout.lines[0].runs.first { $0.kind == .ellipsis })
    let bitmap = try Self.render(layout, scale: 2) {
      $0.kind == .ellipsis ? RGBAColor(red: 0, green: 0, blue: 1) : .black
    }
    let start = Int(((Self.margin + layout.lines[0].origin.x + ellipsis.positions[0].x) * 2).rounded(.up)) + 1
    let blue = try #require(RenderFixtures.inkBox(bitmap, columns: start..<bitmap.pixelWidth))
    for y in blue.y {
      for x in blue.x where bitmap[x: x, y: y].alpha > 0 {
        #expect(bitmap[x: x, y: y].red == 0 && bitmap[x: x, y: y].blue == bitmap[x: x, y: y].alpha)
      }
    }
  }

  @Test func emptyLayout_drawsNothing() throws {
    let layout = try TextMeasurer().layout("", font: try TestFonts.font(FontFiles.interRegular, size: 17))
    var canvas = try Canvas(size: CGSize(width: 10, height: 10), scale: 1)
    canvas.draw(layout, at: .zero, color: .black)
    #expect(RenderFixtures.inkBox(try canvas.makeBitmap()) == nil)
  }

  @Test func concurrentDrawing_givesTheSamePixels() async throws {
    let layout = try Self.inkLayout(Self.samples[3])
    let expected = try Self.render(layout, scale: 2)
    let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
      for _ in 0..<8 { group.addTask { try Self.render(layout, scale: 2) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 == expected })
  }
}
