import BubbleLayout
import Foundation
import TextMeasure
import TextMeasureUIKit

/// Answers the JSONL batch contract: one request line in, one answer line
/// out. What `textmeasure measure --jsonl` runs on each stdin line, and what
/// a service sizing text for other languages can run on each request.
///
/// <doc:BatchContract> says what a request and an answer hold; the JSON
/// Schema `Sources/TextMeasureBatch/Schema/batch.schema.json` describes both.
/// A line that is not a valid request is answered with an error naming the
/// JSON path of what is wrong.
///
/// Safe to share between threads: every answer is computed from the line
/// and the measurer alone. The fonts the requests name are made once and
/// kept (the last ``fontMemoCapacity`` of them), each with its fallbacks.
///
/// A service that must open only the fonts its operator allowed gives
/// ``FontDirectories``: requests then name fonts inside them only, and the
/// answers' errors name none of the service's paths.
public struct BatchMeasurer: Sendable {
  /// The measurer (its engine and metrics profile).
  public let measurer: TextMeasurer
  /// The fonts every request's font cascades to, in order.
  public let fallbacks: [Font]
  /// Whether Fontconfig's fallback fonts follow ``fallbacks``.
  public let systemFallback: Bool
  /// The directories requests take fonts from; nil for any file and any
  /// font Fontconfig knows.
  public let fontDirectories: FontDirectories?
  /// The most UTF-16 units a request's text may have, its runs' together.
  public let maximumTextLength: Int
  /// The fonts made so far.
  private let fonts = FontMemo()

  /// The most fonts a batch measurer keeps made (a font is a request's
  /// font fields and size); others are made again when named again.
  public static let fontMemoCapacity = FontMemo.capacity

  /// A batch measurer with `measurer`, whose requests' fonts cascade to
  /// `fallbacks` (at each request's size; one that is the request's own
  /// face is left out), then to Fontconfig's fallback fonts when
  /// `systemFallback`.
  ///
  /// With `fontDirectories`, a request's `font_file` is a path relative to
  /// one of them and its `font` a name found among their fonts, and the
  /// measurer's engine is limited to their files
  /// (``/TextMeasure/TextEngine/limitFontLookup(to:)``), so that Fontconfig
  /// finds names and fallback fonts among them alone: every font file the
  /// batch measurer opens is then one of theirs, besides the bundled Inter,
  /// the engine's system-font folder if it was given one, and `fallbacks`
  /// (make it before the engine measures on other threads). Without, a
  /// `font_file` is any path and a `font` any font Fontconfig knows.
  ///
  /// - Parameters:
  ///   - measurer: the measurer (its engine and metrics profile).
  ///   - fallbacks: the fonts every request's font cascades to.
  ///   - systemFallback: whether Fontconfig's fallback fonts follow them.
  ///   - fontDirectories: the directories requests take fonts from; nil
  ///     for any.
  ///   - maximumTextLength: the most UTF-16 units a request's text may
  ///     have; a longer one is an error answer naming `$.text` or `$.runs`.
  ///     At ``BatchLimits/textLength`` a request's memory is bounded as that
  ///     limit says; a larger limit raises it in proportion.
  public init(
    measurer: TextMeasurer = TextMeasurer(), fallbacks: [Font] = [], systemFallback: Bool = true,
    fontDirectories: FontDirectories? = nil, maximumTextLength: Int = BatchLimits.textLength
  ) {
    self.measurer = measurer
    self.fallbacks = fallbacks
    self.systemFallback = systemFallback
    self.fontDirectories = fontDirectories
    self.maximumTextLength = maximumTextLength
    if let fontDirectories {
      measurer.engine.limitFontLookup(to: fontDirectories.files.map { URL(fileURLWithPath: $0) })
    }
  }

  /// The answer to one request line (without its newline).
  ///
  /// Never throws: a line that is not a request, a value that is not as the
  /// contract says, or a layout that fails is answered with its error.
  public func answer(toLine line: some Collection<UInt8>) -> BatchAnswer {
    let (id, request) = BatchRequest.read(Array(line), maximumTextLength: maximumTextLength)
    do {
      switch try request.get() {
      case .text(let text): return BatchAnswer(json: try answer(text, id: id), error: nil)
      case .bubble(let bubble): return BatchAnswer(json: try answer(bubble, id: id), error: nil)
      }
    } catch {
      return BatchAnswer(error: "\(error)", id: id)
    }
  }

  /// The answer to a text request, as its `returns` asks.
  private func answer(_ request: TextRequest, id: JSONValue?) throws -> String {
    let measurer = measurer(profile: request.metricsProfile)
    let text = try attributedText(of: request, engine: measurer.engine)
    if request.returns == .rect && request.numberOfLines == 0 {
      let size = CGSize(width: Self.limit(request.width), height: Self.limit(request.height))
      let rect = try measurer.boundingRect(text, constrainedTo: size, options: request.options)
      return RectReport(id: id, rect: LayoutReport.Rect(rect)).json
    }
    let layout = try self.layout(text, of: request, measurer: measurer)
    if request.returns == .rect {
      return RectReport(id: id, rect: LayoutReport.Rect(layout.boundingRect)).json
    }
    return try LayoutReport(id: id, layout: layout, details: false, includesLayout: request.returns == .glyphs).json()
  }

  /// The answer to a bubble request: its style's cell, with the settings
  /// its configuration changes.
  private func answer(_ request: BubbleRequest, id: JSONValue?) throws -> String {
    let style = try conversationStyle(of: request)
    let cell = try style.sizer.measure(request.message, viewWidth: request.viewWidth)
    return try JSONLine.encode(BubbleCellReport(id: id, style: request.style.rawValue, cell: cell))
  }

  /// The font `request` names, with the fallbacks: made once, then kept.
  func font(_ request: FontRequest, engine: TextEngine) throws -> Font {
    try fonts.font(for: request) {
      try $0.font(engine: engine, directories: fontDirectories).cascading(to: fallbacks, systemFallback: systemFallback)
    }
  }

  /// The measurer of a request's metrics `profile`; ``measurer`` without one.
  func measurer(profile: MetricsProfileName?) -> TextMeasurer {
    profile.map { TextMeasurer(engine: measurer.engine, metricsProfile: $0.profile) } ?? measurer
  }

  /// A width or height as the engine's limit: 0 or less is none.
  public static func limit(_ value: Double) -> Double {
    value > 0 ? value : .infinity
  }
}
