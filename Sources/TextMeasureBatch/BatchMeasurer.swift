import Foundation
import TextMeasure

/// Answers the JSONL batch contract: one request line in, one answer line
/// out. What `textmeasure measure --jsonl` runs on each stdin line, and what
/// a service sizing text for other languages can run on each request.
///
/// A request is a JSON object: `"text"`, `"size"` (points, greater than 0),
/// `"width"` and `"height"` (0 or absent for no limit), the font as
/// `"font_file"` (a path, with `"font_index"` picking a face) or `"font"`
/// (a name; absent for the system font), a variable font's
/// `"named_instance"` and `"variations"` (design values by axis tag, over
/// the instance: `{"wght": 650}`), `"options"` (a list of
/// ``DrawingOptionName`` names or their bits as a number; absent for
/// `usesLineFragmentOrigin` and `usesFontLeading`) and any `"id"`, echoed.
/// Any other field is an error. The answer is a ``LayoutReport`` as one line
/// of JSON, or `{"id", "error"}`.
///
/// Safe to share between threads: every answer is computed from the line
/// and the measurer alone.
public struct BatchMeasurer: Sendable {
  /// The measurer (its engine and metrics profile).
  public let measurer: TextMeasurer
  /// The fonts every request's font cascades to, in order.
  public let fallbacks: [Font]
  /// Whether Fontconfig's fallback fonts follow ``fallbacks``.
  public let systemFallback: Bool

  /// A batch measurer with `measurer`, whose requests' fonts cascade to
  /// `fallbacks` (at each request's size; one that is the request's own
  /// face is left out), then to Fontconfig's fallback fonts when
  /// `systemFallback`.
  public init(measurer: TextMeasurer = TextMeasurer(), fallbacks: [Font] = [], systemFallback: Bool = true) {
    self.measurer = measurer
    self.fallbacks = fallbacks
    self.systemFallback = systemFallback
  }

  /// The answer to one request line (without its newline).
  ///
  /// Never throws: a line that is not a request, a field that is not as the
  /// contract says, or a layout that fails is answered with its error.
  public func answer(toLine line: some Collection<UInt8>) -> BatchAnswer {
    var id: JSONValue?
    do {
      let object = try BatchRequest.object(Data(line))
      id = object["id"]
      let layout = try measure(BatchRequest(object))
      return BatchAnswer(json: try LayoutReport(id: id, layout: layout, details: false).json(), error: nil)
    } catch {
      return BatchAnswer(error: "\(error)", id: id)
    }
  }

  private func measure(_ request: BatchRequest) throws -> TextLayout {
    let font = try request.font.font(size: request.size).cascading(to: fallbacks, systemFallback: systemFallback)
    return try measurer.layout(
      AttributedText(request.text, attributes: TextAttributes(font: font)),
      constrainedTo: CGSize(width: Self.limit(request.width), height: Self.limit(request.height)),
      options: request.options)
  }

  /// A width or height as the engine's limit: 0 or less is none.
  public static func limit(_ value: Double) -> Double {
    value > 0 ? value : .infinity
  }
}
