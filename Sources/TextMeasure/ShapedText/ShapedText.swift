import Foundation

/// A text analysed and shaped once, ready to be laid out at any width: what
/// ICU's boundaries, bidi levels, font fallback and HarfBuzz made of an
/// ``AttributedText``, paragraph by paragraph.
///
/// Laying it out (``TextMeasurer/layout(_:constrainedTo:options:)-(ShapedText,_,_)``)
/// only breaks lines: widths come from prefix sums over the glyphs, and only
/// a line edge that HarfBuzz marks unsafe to break is shaped again. This is
/// "shape once, break many" (parley's `break_all_lines`, cosmic-text's
/// `ShapeLine::layout`): sizing the same message at several widths, or
/// finding the narrowest width that keeps its lines, costs one shaping.
///
/// ```swift
/// let measurer = TextMeasurer()
/// let shaped = try measurer.shape("Hello Susi, how are you today?", font: .systemFont(ofSize: 17))
/// for width in [120.0, 180, 250] {
///   print(try measurer.boundingRect(shaped, constrainedTo: CGSize(width: width, height: .infinity)))
/// }
/// ```
///
/// Immutable and `Sendable`: share it between threads. It holds the text,
/// its fonts and glyphs, and no engine, shaper or cache.
public struct ShapedText: Sendable {
  /// The shaped paragraphs and what they came from, shared by copies.
  final class Storage: Sendable {
    /// The text, its fonts in the metrics profile it was shaped with.
    let text: AttributedText
    /// The profile the fonts measure with.
    let metricsProfile: MetricsProfile
    /// Whether the text was split into paragraphs (for layouts of
    /// ``TextLayoutOptions/Lines/multiple`` lines), or shaped whole, as one
    /// line's text.
    let splitsParagraphs: Bool
    /// Whether the text holds a paragraph separator.
    let hasParagraphSeparators: Bool
    /// The paragraphs and their shaping, in order.
    let paragraphs: [(range: Paragraph, shaped: ShapedParagraph)]

    init(
      text: AttributedText, metricsProfile: MetricsProfile, splitsParagraphs: Bool, hasParagraphSeparators: Bool,
      paragraphs: [(range: Paragraph, shaped: ShapedParagraph)]
    ) {
      self.text = text
      self.metricsProfile = metricsProfile
      self.splitsParagraphs = splitsParagraphs
      self.hasParagraphSeparators = hasParagraphSeparators
      self.paragraphs = paragraphs
    }

    /// The memory the shaping takes, in bytes (for the cache's budget).
    var byteCount: Int {
      paragraphs.reduce(128 + text.byteCount) { $0 + $1.shaped.byteCount + 64 }
    }
  }

  let storage: Storage

  init(storage: Storage) {
    self.storage = storage
  }

  /// The text that was shaped; its fonts carry the metrics profile it was
  /// shaped with (``metricsProfile``).
  public var text: AttributedText { storage.text }
  /// The metrics profile the text was shaped with: the shaping measurer's
  /// (its fonts' own when that is ``MetricsProfile/fontTables``).
  public var metricsProfile: MetricsProfile { storage.metricsProfile }
  /// The number of paragraphs (an empty text has none; a text that ends with
  /// a separator has an empty last one, TextKit's extra line fragment).
  public var paragraphCount: Int { storage.paragraphs.count }

  /// Whether this shaping serves a layout with `options`: every shaping
  /// does, except that a single-line layout
  /// (``TextLayoutOptions/Lines/single``) of a text with several paragraphs
  /// shapes the text whole.
  func serves(_ options: TextLayoutOptions) -> Bool {
    storage.splitsParagraphs == (options.lines == .multiple) || !storage.hasParagraphSeparators
  }
}

extension ShapedText {
  /// Shapes `text` (its fonts in their final metrics profile), split into
  /// paragraphs unless `splitsParagraphs` is false.
  ///
  /// - Throws: ``TextLayoutError`` for an attribute or font that cannot be
  ///   laid out, or when ICU fails.
  init(
    shaping text: AttributedText, metricsProfile: MetricsProfile, splitsParagraphs: Bool, shaper: ParagraphShaper
  ) throws {
    try text.validateForLayout()
    let utf16 = text.string.utf16Units
    var paragraphs: [(range: Paragraph, shaped: ShapedParagraph)] = []
    var hasSeparators = false
    for paragraph in ParagraphSequence(utf16, splitsAtSeparators: true) {
      hasSeparators = hasSeparators || paragraph.hasSeparator
      if !splitsParagraphs { break }
      paragraphs.append((paragraph, try shaper.shape(paragraph, of: text, utf16: utf16)))
    }
    if !splitsParagraphs, let whole = ParagraphSequence(utf16, splitsAtSeparators: false).first(where: { _ in true }) {
      paragraphs = [(whole, try shaper.shape(whole, of: text, utf16: utf16))]
    }
    self.init(
      storage: Storage(
        text: text, metricsProfile: metricsProfile, splitsParagraphs: splitsParagraphs,
        hasParagraphSeparators: hasSeparators, paragraphs: paragraphs))
  }
}
