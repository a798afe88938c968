import BubbleLayout
import TextMeasure

/// What a batch request lays out, ready to draw: a text request's layout,
/// or a bubble request's message in its chat style. The same request code
/// as ``BatchMeasurer/answer(toLine:)``, so a drawing shows what the answer
/// measures.
public enum BatchDrawing: Sendable {
  /// A text request's layout (as its `returns: "layout"` answer reports).
  case text(TextLayout)
  /// A bubble request's message, the style its cell is sized in and the
  /// list's width in points.
  case bubble(style: ConversationStyle, message: ChatMessage, viewWidth: Double)
}

extension BatchMeasurer {
  /// What the request on `line` lays out, to draw it.
  ///
  /// - Throws: ``BatchError`` naming the JSON path of what is not as the
  ///   contract says, or the layout's error: what the line's answer says.
  public func drawing(forLine line: some Collection<UInt8>) throws -> BatchDrawing {
    switch try BatchRequest.read(Array(line), maximumTextLength: maximumTextLength).request.get() {
    case .text(let request):
      let measurer = measurer(profile: request.metricsProfile)
      let text = try attributedText(of: request, engine: measurer.engine)
      return .text(try layout(text, of: request, measurer: measurer))
    case .bubble(let request):
      return .bubble(style: try conversationStyle(of: request), message: request.message, viewWidth: request.viewWidth)
    }
  }
}
