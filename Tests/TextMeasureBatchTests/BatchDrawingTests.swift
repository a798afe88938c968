import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// ``BatchMeasurer/drawing(forLine:)``: what a request lays out to draw,
/// against hb-shape's width and the request's own fields.
@Suite struct BatchDrawingTests {
  @Test func aTextRequest_isLaidOutAsItsAnswerSays() throws {
    let text = "Hello, World!"
    let line = #"{"text":"\#(text)","font_file":"\#(FontFiles.interRegular.path)","size":17}"#
    let drawing = try BatchMeasurer(systemFallback: false).drawing(forLine: Array(line.utf8))
    guard case .text(let layout) = drawing else {
      Issue.record("a text request drew \(drawing)")
      return
    }
    let width = try HBShape.width(fontFile: FontFiles.interRegular, text: text, size: 17)
    #expect(layout.lines.count == 1)
    #expect(abs(layout.width - width) < 1e-9, "\(layout.width) against hb-shape's \(width)")
  }

  @Test func aBubbleRequest_givesItsMessageAndWidth() throws {
    let line = #"{"style":"jsq","text":"Hi there","outgoing":true,"view_width":320}"#
    let drawing = try BatchMeasurer(systemFallback: false).drawing(forLine: Array(line.utf8))
    guard case .bubble(_, let message, let viewWidth) = drawing else {
      Issue.record("a bubble request drew \(drawing)")
      return
    }
    #expect(message.text == "Hi there")
    #expect(message.isOutgoing)
    #expect(viewWidth == 320)
  }

  @Test func anInvalidRequest_throwsWhatItsAnswerSays() throws {
    let measurer = BatchMeasurer(systemFallback: false)
    let line = Array(#"{"text":"a","size":-1}"#.utf8)
    let answer = try #require(measurer.answer(toLine: line).error)
    #expect(throws: BatchError(answer)) { try measurer.drawing(forLine: line) }
  }
}
