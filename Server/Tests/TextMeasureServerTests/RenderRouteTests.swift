import BubbleLayout
import Foundation
import HummingbirdTesting
import Testing
import TextMeasure
import TextRender

/// `/v1/render` against TextRender called directly on the same text and
/// bubble, laid out with TextMeasure's own API (not the batch's requests).
@Suite struct RenderRouteTests {
  @Test func aTextRequest_isDrawnAsTextRenderDrawsItsLayout() async throws {
    let font = try Font(fileURL: ServiceFixture.inter, size: 17)
    let layout = try TextMeasurer().layout(
      AttributedText("Hello, World!", attributes: TextAttributes(font: font)),
      constrainedTo: CGSize(width: Double.infinity, height: .infinity))
    let size = CGSize(width: layout.boundingRect.maxX.rounded(.up), height: layout.boundingRect.maxY.rounded(.up))
    var canvas = try Canvas(size: size, scale: 2)
    canvas.fill(RGBAColor(white: 1))
    canvas.draw(layout, at: .zero, color: RGBAColor(white: 0))
    let expected = try canvas.makeBitmap()
    try await ServiceFixture.withService { client in
      let response = try await client.post("/v1/render", ServiceFixture.textRequest("Hello, World!"))
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "image/png")
      let drawn = try Bitmap(pngData: Data(response.body.readableBytesView), scale: 2)
      #expect(drawn == expected)
    }
  }

  @Test func aBubbleRequest_isDrawnAsTheConversationRendererDrawsIt() async throws {
    let message = ChatMessage(id: "request", text: "Hi there", isOutgoing: true)
    let conversation = Conversation(me: "me", messages: [message])
    let expected = try ConversationRenderer(style: .jsq(), scale: 2).render(conversation, viewWidth: 320).bitmap
    try await ServiceFixture.withService { client in
      let response = try await client.post("/v1/render", ServiceFixture.bubbleRequest("Hi there"))
      #expect(response.status == .ok)
      let drawn = try Bitmap(pngData: Data(response.body.readableBytesView), scale: 2)
      #expect(drawn == expected)
    }
  }

  @Test func anArrayBody_is422() async throws {
    try await ServiceFixture.withService { client in
      let response = try await client.post("/v1/render", "[" + ServiceFixture.textRequest("a") + "]")
      #expect(response.status == .unprocessableContent)
      #expect(try response.errorBody()["path"] == "$")
    }
  }
}
