import BubbleLayout
import Foundation
import Hummingbird
import TextMeasure
import TextMeasureBatch
import TextRender

/// `POST /v1/render`: one text or bubble request drawn to a PNG, at
/// ``scale`` pixels per point, with the batch's own request code
/// (``BatchMeasurer/drawing(forLine:)``). A text is drawn in black on
/// white, from its layout's origin to its bounding rect's far corner; a
/// bubble as ``TextRender/ConversationRenderer`` draws a one-message
/// conversation in its style.
struct RenderRoute: Sendable {
  /// The route's path.
  static let path = "/v1/render"
  /// Pixels per point of every drawing (a Retina screen's).
  static let scale = 2

  /// What lays out the request.
  let measurer: BatchMeasurer
  /// The limits of a body and of a drawing.
  let limits: ServiceLimits

  /// The PNG of the request `request` holds.
  func respond(to request: Request) async throws -> Response {
    let deadline = RequestDeadline(timeout: limits.requestTimeout)
    let bytes = try await deadline.body(of: request, limit: limits.maxBodyBytes)
    let format = try RequestBodyFormat(
      contentType: request.headers[.contentType], first: bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
    guard format == .object else {
      throw ServiceError(.invalidRequest, "a render body is one request object", path: "$")
    }
    let lines = try RequestLines(bytes, format: format, limit: 1)
    let drawing: BatchDrawing
    do {
      drawing = try measurer.drawing(forLine: lines.bytes)
    } catch {
      let failure = BatchFailure(error: "\(error)")
      throw ServiceError(.invalidRequest, failure.message, path: failure.path)
    }
    try deadline.check()
    let png = try draw(drawing).pngData()
    return Response(
      status: .ok, headers: [.contentType: "image/png"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
  }

  /// The bitmap of `drawing`.
  ///
  /// - Throws: ``ServiceError`` 422 for a drawing over
  ///   ``ServiceLimits/maxImagePixels`` or one the renderer refuses.
  func draw(_ drawing: BatchDrawing) throws -> Bitmap {
    do {
      switch drawing {
      case .text(let layout):
        let bounds = layout.boundingRect
        let size = CGSize(width: max(bounds.maxX.rounded(.up), 1), height: max(bounds.maxY.rounded(.up), 1))
        try checkPixels(of: size)
        var canvas = try Canvas(size: size, scale: Self.scale)
        canvas.fill(RGBAColor(white: 1))
        canvas.draw(layout, at: .zero, color: RGBAColor(white: 0))
        return try canvas.makeBitmap()
      case .bubble(let style, let message, let viewWidth):
        let conversation = Conversation(me: "me", messages: [message])
        let layout = try ConversationLayout(conversation, style: style, viewWidth: viewWidth)
        try checkPixels(of: layout.contentSize)
        return try ConversationRenderer(style: style, scale: Self.scale).render(layout, of: conversation).bitmap
      }
    } catch let error as ServiceError {
      throw error
    } catch {
      throw ServiceError(.invalidRequest, "the request cannot be drawn: \(error)", path: "$")
    }
  }

  /// Throws unless a drawing of `size` points has at most
  /// ``ServiceLimits/maxImagePixels`` pixels.
  private func checkPixels(of size: CGSize) throws(ServiceError) {
    let pixels = (size.width * Double(Self.scale)).rounded(.up) * (size.height * Double(Self.scale)).rounded(.up)
    guard pixels <= Double(limits.maxImagePixels) else {
      throw ServiceError(
        .imageTooLarge,
        "the drawing would have \(String(format: "%.0f", pixels)) pixels at scale \(Self.scale), over the limit of "
          + "\(limits.maxImagePixels)", path: "$")
    }
  }
}
