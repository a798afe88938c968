import Foundation
import BubbleLayout
import TextMeasure
import TextMeasureUIKit

extension BatchMeasurer {
  /// The text a text request's runs make, each run in its font (with the
  /// fallbacks) and the request's paragraph style.
  func attributedText(of request: TextRequest, engine: TextEngine) throws -> AttributedText {
    var text = AttributedText("")
    for run in request.runs {
      let font = try font(run.font, engine: engine)
      let attributes = run.attributes(font: font, paragraphStyle: request.paragraphStyle)
      if request.runs.count == 1 {
        text = AttributedText(run.text ?? "", attributes: attributes)
      } else {
        text.append(run.text ?? "", attributes: attributes)
      }
    }
    return text
  }

  /// The layout of `text` (a text request's runs) at the request's width,
  /// height and number of lines.
  func layout(_ text: AttributedText, of request: TextRequest, measurer: TextMeasurer) throws -> TextLayout {
    let size = CGSize(width: Self.limit(request.width), height: Self.limit(request.height))
    guard request.numberOfLines > 0 else {
      return try measurer.layout(text, constrainedTo: size, options: request.options)
    }
    let container = TextContainer(
      size: size, lineFragmentPadding: 0, maximumNumberOfLines: request.numberOfLines,
      lineBreakMode: request.containerLineBreakMode)
    return try measurer.layout(text, in: container).textLayout
  }
}

extension BatchMeasurer {
  /// The chat style a bubble request sizes its message in: its style with
  /// the settings and fonts its configuration gives.
  func conversationStyle(of request: BubbleRequest) throws -> ConversationStyle {
    let measurer = measurer(profile: request.metricsProfile)
    let fonts = try request.configuration.fonts.mapValues { try font($0, engine: measurer.engine) }
    return request.configuration.conversationStyle(measurer: measurer, exact: request.exact, fonts: fonts)
  }
}
