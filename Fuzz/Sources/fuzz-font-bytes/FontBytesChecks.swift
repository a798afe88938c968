import Foundation
import FuzzSupport
import TextMeasure
import TextRender

/// What opening, measuring and drawing a font file must do, whatever its
/// bytes, each checked by trapping:
///
/// - `Font(fileURL:size:)` opens it or throws a `FontError`;
/// - an opened font's metrics are finite;
/// - a text in every script, laid out in that font alone (no fallback, so
///   every character is measured with the file's glyphs or its `.notdef`),
///   gives a layout or `TextLayoutError.nonFiniteResult`;
/// - drawing the layout with TextRender returns, and making the bitmap gives
///   pixels or throws a `RenderError` (libFuzzer's `-timeout` turns a hang
///   into a finding).
struct FontBytesChecks {
  /// Latin with a ligature, digits, a tab and punctuation, emoji with a
  /// modifier, Arabic, Hebrew, Devanagari, Han, and "A" (the one glyph of
  /// the colour test font): what the seed fonts cover between them.
  static let sample = "Hello, World! fi ﬁ 0123 …\t— A 😀👍🏽 مرحبا שלום नमस्ते 漢字"

  let url: URL
  let engine: TextEngine

  func run() {
    let font: Font
    do {
      font = try Font(fileURL: url, size: 24, engine: engine)
    } catch {
      return invariant(error is FontError, "Font(fileURL:size:) threw \(type(of: error)) \(error), not a FontError")
    }
    let metrics = [font.ascender, font.descender, font.leading, font.lineHeight, font.capHeight, font.xHeight]
    invariant(metrics.allSatisfy(\.isFinite), "\(font) has a metric that is not finite: \(metrics)")
    let alone = font.withCascadeList([], systemFallback: false)
    let text = AttributedText(Self.sample, attributes: TextAttributes(font: alone))
    let layout: TextLayout
    do {
      let size = CGSize(width: 240, height: CGFloat.infinity)
      layout = try TextMeasurer(engine: engine).layout(text, constrainedTo: size)
    } catch {
      return invariant(
        error as? TextLayoutError == .nonFiniteResult, "laying out in \(font) threw \(type(of: error)) \(error)")
    }
    draw(layout)
  }

  /// Draws `layout` on a canvas of its size (at least 1 × 1, at most
  /// 320 × 320 points) and makes the bitmap.
  private func draw(_ layout: TextLayout) {
    let rect = layout.boundingRect
    let size = CGSize(width: min(max(rect.width, 1), 320), height: min(max(rect.height, 1), 320))
    do {
      var canvas = try Canvas(size: size, scale: 1)
      canvas.fill(RGBAColor(white: 1))
      canvas.draw(layout, at: CGPoint(x: -rect.minX, y: -rect.minY), color: .black)
      _ = try canvas.makeBitmap()
    } catch {
      invariant(error is RenderError, "drawing threw \(type(of: error)) \(error), not a RenderError")
    }
  }
}
