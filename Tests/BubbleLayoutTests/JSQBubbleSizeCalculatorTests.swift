import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// `JSQMessagesBubblesSizeCalculator` and `sizeForItemAtIndexPath:`, each
/// expectation written out as JSQ's arithmetic (text sizes come from the
/// engine's raw `boundingRect`; the formula is written here by hand).
@Suite struct JSQBubbleSizeCalculatorTests {
  typealias Support = JSQTestSupport

  // MARK: - The maximum text width (the spec's worked numbers)

  @Test(arguments: [(320.0, 196.0), (375, 251), (390, 266), (414, 290)])
  func maximumTextWidth_onIPhone(width: Double, expected: Double) {
    // cvW − section insets 4 + 4 − avatar 30 − margin 50 − (14 + 14 + 0 + 6 + 2) = cvW − 124.
    #expect(width - 4 - 4 - 30 - 50 - (14 + 14 + 0 + 6 + 2) == expected)
    let jsq = JSQBubbleSizeCalculator()
    #expect(jsq.maximumTextWidth(collectionViewSize: Support.size(width), isOutgoing: true) == expected)
    #expect(jsq.maximumTextWidth(collectionViewSize: Support.size(width), isOutgoing: false) == expected)
  }

  @Test func maximumTextWidth_onIPad() {
    let jsq = JSQBubbleSizeCalculator(configuration: JSQLayoutConfiguration(idiom: .pad))
    // 768 − 8 = 760; 760 − 30 − 240 − 36 = 454.
    #expect(jsq.maximumTextWidth(collectionViewSize: CGSize(width: 768, height: 1024), isOutgoing: false) == 454)
  }

  @Test func horizontalInsetsTotal_isContainerPlusFramePlusSpacing() {
    #expect(JSQBubbleSizeCalculator().horizontalInsetsTotal == 14 + 14 + 0 + 6 + 2)
  }

  @Test func maximumTextWidth_withoutAvatar_andFixedWidthBubbles() {
    var layout = JSQLayoutConfiguration()
    layout.incomingAvatarViewSize = .zero
    let noAvatar = JSQBubbleSizeCalculator(configuration: layout)
    // 375 − 8 − 0 − 50 − 36 = 281 incoming; the outgoing side keeps its 30-pt avatar: 251.
    #expect(noAvatar.maximumTextWidth(collectionViewSize: Support.size(375), isOutgoing: false) == 281)
    #expect(noAvatar.maximumTextWidth(collectionViewSize: Support.size(375), isOutgoing: true) == 251)

    layout = JSQLayoutConfiguration()
    layout.usesFixedWidthBubbles = true
    let fixed = JSQBubbleSizeCalculator(configuration: layout)
    // MIN(375 − (4 + 4 + 2), 667 − (4 + 4 + 2)) = 365, in portrait and in landscape.
    #expect(fixed.textBubbleWidth(collectionViewSize: CGSize(width: 375, height: 667)) == 365)
    #expect(fixed.textBubbleWidth(collectionViewSize: CGSize(width: 667, height: 375)) == 365)
    #expect(
      fixed.maximumTextWidth(collectionViewSize: CGSize(width: 375, height: 667), isOutgoing: true) == 365 - 30 - 50
        - 36)

    // The insets go through NSInteger: 4.4 + 4.4 + 2 = 10.8 → 10.
    layout.sectionInset = EdgeInsets(top: 10, left: 4.4, bottom: 10, right: 4.4)
    let truncated = JSQBubbleSizeCalculator(configuration: layout)
    #expect(truncated.textBubbleWidth(collectionViewSize: CGSize(width: 375, height: 667)) == 375 - 10)
    // The item width itself is not truncated.
    #expect(layout.itemWidth(collectionViewWidth: 375) == 375 - 4.4 - 4.4)
  }

  // MARK: - Faithful bubbles

  @Test(arguments: [320.0, 375, 390, 414])
  func faithfulBubble_isJSQsFormula(width: Double) throws {
    let jsq = JSQBubbleSizeCalculator()
    let maximumTextWidth = width - 124
    for (index, text) in Support.texts.enumerated() {
      let s = Support.integralSize(try Support.rawRect(text, width: maximumTextWidth))
      let expected = CGSize(
        width: max(s.width + (14 + 14) + (0 + 6) + 2, 48) + 2, height: s.height + (7 + 7) + (0 + 0) + 2)
      let message = ChatMessage(id: "\(index)", text: text, isOutgoing: index % 2 == 0)
      let sized = try jsq.bubbleSize(for: message, collectionViewSize: Support.size(width))
      #expect(sized.bubble == expected, "\(text) at \(width)")
      #expect(sized.text == s)
      // Bubble widths run from 50 to maxTextW + 38.
      #expect(Double(sized.bubble.width) >= 50 && Double(sized.bubble.width) <= maximumTextWidth + 38)
    }
  }

  @Test func faithfulBubble_onIPad() throws {
    let jsq = JSQBubbleSizeCalculator(configuration: JSQLayoutConfiguration(idiom: .pad))
    let text = Support.paragraph
    let s = Support.integralSize(try Support.rawRect(text, width: 454))
    let sized = try jsq.bubbleSize(
      for: ChatMessage(id: "p", text: text, isOutgoing: false), collectionViewSize: CGSize(width: 768, height: 1024))
    #expect(sized.bubble == CGSize(width: max(s.width + 36, 48) + 2, height: s.height + 16))
  }

  @Test func oneLine_isTheCeiledLineHeightPlus16() throws {
    let font = Font.systemFont(ofSize: 17)
    let lineHeight = font.ascender - font.descender + font.leading
    let sized = try JSQBubbleSizeCalculator().bubbleSize(
      for: ChatMessage(id: "1", text: "Hello Susi", isOutgoing: true), collectionViewSize: Support.size(375))
    #expect(Double(sized.bubble.height) == lineHeight.rounded(.up) + 16)
  }

  @Test func shortText_getsTheMinimumWidthPlusTheMagic() throws {
    let jsq = JSQBubbleSizeCalculator()
    for text in ["", "?", ".", "i"] {
      let s = Support.integralSize(try Support.rawRect(text, width: 251))
      #expect(Double(s.width) + 36 < 48)
      let sized = try jsq.bubbleSize(
        for: ChatMessage(id: text, text: text, isOutgoing: false), collectionViewSize: Support.size(375))
      #expect(Double(sized.bubble.width) == 48 + 2)
    }
  }

  // MARK: - Cell sizes

  @Test func sizeForItem_isTheItemWidthByTheCeiledBubblePlusLabels() throws {
    let jsq = JSQBubbleSizeCalculator()
    let message = ChatMessage(id: "1", text: Support.texts[4], isOutgoing: false)
    let s = Support.integralSize(try Support.rawRect(message.text, width: 251))
    let bubbleHeight = s.height + 16
    #expect(
      try jsq.sizeForItem(message, collectionViewSize: Support.size(375)) == CGSize(width: 367, height: bubbleHeight))
    let labels = JSQCellLabelHeights(cellTopLabel: 20, messageBubbleTopLabel: 20)
    #expect(
      try jsq.sizeForItem(message, collectionViewSize: Support.size(375), labelHeights: labels)
        == CGSize(width: 375 - 8, height: (bubbleHeight + 20 + 20 + 0).rounded(.up)))
    // Fractional label heights are ceiled (through float) with the sum.
    let fractional = JSQCellLabelHeights(cellTopLabel: 14.3, cellBottomLabel: 0.4)
    #expect(
      jsq.sizeForItem(bubbleSize: CGSize(width: 80, height: 37), collectionViewWidth: 320, labelHeights: fractional)
        == CGSize(width: 312, height: 52))  // 37 + 14.3 + 0.4 = 51.7 → 52
  }

  @Test func mediaMessages_useTheMediaSizes() throws {
    let jsq = JSQBubbleSizeCalculator()
    let photo = ChatMessage(id: "m", text: "", isOutgoing: true, media: .photo)
    #expect(
      try jsq.bubbleSize(for: photo, collectionViewSize: Support.size(375)).bubble == CGSize(width: 210, height: 150))
    #expect(try jsq.bubbleSize(for: photo, collectionViewSize: Support.size(375)).text == .zero)
    let audio = ChatMessage(id: "a", text: "", isOutgoing: false, media: .audio)
    #expect(
      try jsq.sizeForItem(
        audio, collectionViewSize: Support.size(375), labelHeights: JSQCellLabelHeights(cellTopLabel: 20))
        == CGSize(width: 367, height: 40 + 20))
    let pad = JSQBubbleSizeCalculator(configuration: JSQLayoutConfiguration(idiom: .pad))
    let video = ChatMessage(id: "v", text: "", isOutgoing: false, media: .video)
    #expect(
      try pad.bubbleSize(for: video, collectionViewSize: Support.size(768)).bubble == CGSize(width: 315, height: 225))
  }

  // MARK: - Exact bubbles

  @Test(arguments: [320.0, 375, 414])
  func exactBubble_isTheTextPlusTheInsetsAndNoMagic(width: Double) throws {
    let jsq = JSQBubbleSizeCalculator(mode: .exact)
    let maximumTextWidth = width - 124
    for (index, text) in Support.texts.enumerated() {
      let raw = try Support.rawRect(text, width: maximumTextWidth)
      // Rounded up to whole points; these texts never reach past the (integral) wrap width.
      let textWidth = Double(raw.width).rounded(.up)
      let textHeight = Double(raw.height).rounded(.up)
      #expect(textWidth <= maximumTextWidth)
      let expected = CGSize(width: max(textWidth + (14 + 14) + (0 + 6), 48), height: textHeight + (7 + 7) + (0 + 0))
      let sized = try jsq.bubbleSize(
        for: ChatMessage(id: "\(index)", text: text, isOutgoing: false), collectionViewSize: Support.size(width))
      #expect(sized.bubble == expected, "\(text) at \(width)")
    }
  }

  @Test(arguments: [320.0, 375, 390, 414])
  func exactBubble_showsTheMeasuredLinesInTheCellsTextView(width: Double) throws {
    let layout = JSQLayoutConfiguration()
    let jsq = JSQBubbleSizeCalculator(configuration: layout, mode: .exact)
    let maximumTextWidth = width - 124
    for (index, text) in Support.texts.enumerated() {
      let intended = try TextMeasurer().layout(text, font: .systemFont(ofSize: 17), width: maximumTextWidth)
      let bubble = try jsq.bubbleSize(
        for: ChatMessage(id: "\(index)", text: text, isOutgoing: true), collectionViewSize: Support.size(width)
      ).bubble
      // The cell: text view = bubble − frame insets (0 + 6), padding 0, container insets {7, 14, 7, 14}.
      let textView = TextViewModel(
        attributes: TextAttributes(font: .systemFont(ofSize: 17)), lineFragmentPadding: 0,
        textContainerInset: EdgeInsets(top: 7, left: 14, bottom: 7, right: 14))
      let shown = try textView.layout(text, viewWidth: Double(bubble.width) - (0 + 6))
      #expect(shown.layout.lines.map(\.text) == intended.lines.map(\.text), "\(text) at \(width)")
      #expect(Double(shown.viewSize.height) <= Double(bubble.height) - (0 + 0))
    }
  }

  @Test func exactMode_neverRoundsPastTheWrapWidth() throws {
    // A collection view that leaves the text 0.1 pt more than its one line needs: rounding the
    // width up to whole points would pass the wrap width, so the wrap width is kept instead.
    let text = "Hello Susi"
    let lineWidth = Double(try Support.rawRect(text, width: 0).width)
    try #require(lineWidth + 0.1 < lineWidth.rounded(.up))
    let collectionView = CGSize(width: lineWidth + 0.1 + 124, height: 1000)
    let jsq = JSQBubbleSizeCalculator(mode: .exact)
    let maximumTextWidth = jsq.maximumTextWidth(collectionViewSize: collectionView, isOutgoing: true)
    #expect(abs(maximumTextWidth - (lineWidth + 0.1)) < 1e-9)
    let sized = try jsq.bubbleSize(
      for: ChatMessage(id: "1", text: text, isOutgoing: true), collectionViewSize: collectionView)
    #expect(Double(sized.text.width) == maximumTextWidth)
    #expect(Double(sized.bubble.width) == maximumTextWidth + 28 + 6)
    let shown = try jsq.configuration.cellTextView().layout(text, viewWidth: Double(sized.bubble.width) - 6)
    #expect(shown.layout.lines.count == 1)
  }

  @Test func faithfulBubble_letsTheCellsTextViewWrapWider() throws {
    // The faithful bubble gives the text view s.w + 36 + 2 − 6 − 28 = s.w + 4 to wrap in: wider
    // than measured, so a word (or part of a long one) can move up a line. Never more lines.
    let jsq = JSQBubbleSizeCalculator()
    var rewrapped = 0
    for width in [320.0, 375, 390, 414] {
      for (index, text) in Support.texts.enumerated() {
        let message = ChatMessage(id: "\(index)", text: text, isOutgoing: false)
        let measured = try jsq.fitText(text, isOutgoing: false, collectionViewSize: Support.size(width))
        let bubble = try jsq.bubbleSize(for: message, collectionViewSize: Support.size(width)).bubble
        let shown = try jsq.configuration.cellTextView().layout(text, viewWidth: Double(bubble.width) - 6)
        #expect(shown.wrapWidth == Double(measured.size.width) + 4 || Double(bubble.width) == 50)
        #expect(shown.layout.lines.count <= measured.layout.lines.count)
        if shown.layout.lines.map(\.text) != measured.layout.lines.map(\.text) { rewrapped += 1 }
      }
    }
    #expect(rewrapped >= 1)
  }

  @Test func exactAndFaithful_differByTheMagic() throws {
    let faithful = JSQBubbleSizeCalculator()
    let exact = JSQBubbleSizeCalculator(mode: .exact)
    for (index, text) in Support.texts.enumerated() {
      let message = ChatMessage(id: "\(index)", text: text, isOutgoing: false)
      let f = try faithful.bubbleSize(for: message, collectionViewSize: Support.size(375)).bubble
      let exactSize = try exact.bubbleSize(for: message, collectionViewSize: Support.size(375))
      let e = exactSize.bubble
      // Height: the magic 2. Width: the avatar spacing 2 and the magic 2 (above the 48-pt minimum).
      #expect(Double(f.height - e.height) == 2)
      if e.width > 48 {
        #expect(Double(f.width - e.width) == 2 + 2)
      } else {
        #expect(Double(e.width) == 48)
        #expect(Double(f.width) == max(Double(exactSize.text.width) + 36, 48) + 2)
      }
    }
  }
}
