import BubbleLayout
import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// A bubble request's `configuration` sizes the cell exactly as BubbleLayout
/// sizes it with the same properties set in Swift (the library is the
/// oracle), and the settings really apply: the cell differs from the
/// style's default one.
@Suite struct BubbleConfigurationTests {
  static let batch = BatchMeasurer(fallbacks: [], systemFallback: false)
  static let inter = FontFiles.interRegular.path
  static let text = "Hello Susi, how are you today? The weather here is lovely, warm and sunny all week."
  static let viewWidth = 320.0

  /// A style, a configuration in JSON, and the same settings made in Swift.
  struct Case: Sendable, CustomTestStringConvertible {
    var style: ChatStyle
    var configuration: String
    var outgoing: Bool
    var text = BubbleConfigurationTests.text
    var sizer: @Sendable () throws -> any BubbleSizing

    var testDescription: String { style.rawValue }
  }

  /// Inter at `size` as the batch makes it: no fallbacks.
  static func inter(_ size: Double) throws -> Font {
    try Font(fileURL: FontFiles.interRegular, size: size).withCascadeList([], systemFallback: false)
  }

  static let cases = [
    Case(
      style: .jsq,
      configuration: #"""
        {"message_bubble_font":{"font_file":"\#(inter)","size":15},"message_bubble_left_right_margin":30.5,
        "message_bubble_text_view_text_container_insets":{"top":9,"left":12,"bottom":9,"right":10},
        "message_bubble_text_view_frame_insets":{"top":0,"left":2,"bottom":0,"right":4},
        "outgoing_avatar_view_size":{"width":20,"height":20},"section_inset":{"top":10,"left":6,"bottom":10,"right":6}}
        """#,
      outgoing: true,
      sizer: {
        var layout = JSQLayoutConfiguration()
        layout.messageBubbleFont = try inter(15)
        layout.messageBubbleLeftRightMargin = 30.5
        layout.messageBubbleTextViewTextContainerInsets = EdgeInsets(top: 9, left: 12, bottom: 9, right: 10)
        layout.messageBubbleTextViewFrameInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 4)
        layout.outgoingAvatarViewSize = CGSize(width: 20, height: 20)
        layout.sectionInset = EdgeInsets(top: 10, left: 6, bottom: 10, right: 6)
        return JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(configuration: layout))
      }),
    Case(
      style: .jsq,
      configuration: #"""
        {"idiom":"pad","uses_fixed_width_bubbles":true,"collection_view_height":300,
        "label_heights":{"cell_top_label":20,"message_bubble_top_label":15.5,"cell_bottom_label":4}}
        """#,
      outgoing: false,
      sizer: {
        var layout = JSQLayoutConfiguration(idiom: .pad)
        layout.usesFixedWidthBubbles = true
        var sizer = JSQBubbleSizer(
          calculator: JSQBubbleSizeCalculator(configuration: layout), collectionViewHeight: 300)
        sizer.labelHeights = { _ in
          JSQCellLabelHeights(cellTopLabel: 20, messageBubbleTopLabel: 15.5, cellBottomLabel: 4)
        }
        return sizer
      }),
    Case(
      style: .messageKit,
      configuration: #"""
        {"message_label_font":{"font_file":"\#(inter)","size":14},"incoming_avatar_size":{"width":40,"height":40},
        "incoming_message_padding":{"top":2,"left":6,"bottom":2,"right":40},"avatar_leading_trailing_padding":3,
        "incoming_message_label_insets":{"top":8,"left":16,"bottom":8,"right":12},
        "accessory_view_size":{"width":10,"height":10},"accessory_view_padding":{"top":0,"left":2,"bottom":0,"right":2},
        "section_inset":{"top":4,"left":12,"bottom":4,"right":12}}
        """#,
      outgoing: false,
      sizer: {
        var layout = MessageKitLayout()
        layout.messageLabelFont = try inter(14)
        layout.incomingAvatarSize = CGSize(width: 40, height: 40)
        layout.incomingMessagePadding = EdgeInsets(top: 2, left: 6, bottom: 2, right: 40)
        layout.avatarLeadingTrailingPadding = 3
        layout.incomingMessageLabelInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 12)
        layout.accessoryViewSize = CGSize(width: 10, height: 10)
        layout.accessoryViewPadding = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        layout.sectionInset = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        return layout
      }),
    Case(
      style: .messageKit,
      configuration: #"""
        {"emoji_font":{"size":20},"outgoing_avatar_size":{"width":0,"height":0},
        "outgoing_message_padding":{"top":0,"left":20,"bottom":0,"right":8},
        "outgoing_message_label_insets":{"top":6,"left":10,"bottom":6,"right":10}}
        """#,
      outgoing: true,
      sizer: {
        var layout = MessageKitLayout()
        layout.emojiFont = .systemFont(ofSize: 20).withCascadeList([], systemFallback: false)
        layout.outgoingAvatarSize = .zero
        layout.outgoingMessagePadding = EdgeInsets(top: 0, left: 20, bottom: 0, right: 8)
        layout.outgoingMessageLabelInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
        return layout
      }),
    Case(
      style: .messageKit,
      configuration: #"""
        {"label_heights":{"cell_top":10,"message_top":12,"message_bottom":8,"cell_bottom":6},
        "incoming_avatar_position":{"horizontal":"cellTrailing","vertical":"messageTop"}}
        """#,
      outgoing: false,
      sizer: {
        var layout = MessageKitLayout()
        layout.labelHeights = MessageKitLabelHeights(cellTop: 10, messageTop: 12, messageBottom: 8, cellBottom: 6)
        layout.incomingAvatarPosition = MessageKitAvatarPosition(horizontal: .cellTrailing, vertical: .messageTop)
        return layout
      }),
    Case(
      style: .messageKit,
      configuration: #"{"emoji_only_maximum_count":2}"#,
      outgoing: true,
      text: "👍👍👍",
      sizer: {
        var layout = MessageKitLayout()
        layout.emojiRule = EmojiOnlyRule(maximumCount: 2)
        return layout
      }),
    Case(
      style: .susi,
      configuration: #"{"font":{"font_file":"\#(inter)","size":13},"measuring_size":{"width":180,"height":500}}"#,
      outgoing: false,
      sizer: {
        var layout = SUSILayout()
        layout.font = try inter(13)
        layout.measuringSize = CGSize(width: 180, height: 500)
        return layout
      }),
    Case(
      style: .sms,
      configuration: #"""
        {"font":{"font_file":"\#(inter)","size":16},"bubble_origin":{"x":12,"y":18},
        "fragment_size":{"width":60,"height":30},"label_insets":{"top":6,"left":12,"bottom":6,"right":14},
        "maximum_text_height":50,"row_bottom_margin":8,"measuring_options":["usesLineFragmentOrigin"]}
        """#,
      outgoing: false,
      sizer: {
        SMSPreset(
          font: try inter(16), bubbleOrigin: CGPoint(x: 12, y: 18), fragmentSize: CGSize(width: 60, height: 30),
          labelInsets: EdgeInsets(top: 6, left: 12, bottom: 6, right: 14), maximumTextHeight: 50, rowBottomMargin: 8,
          measuringOptions: TextLayoutOptions(lines: .multiple, addsFontLeading: false))
      }),
    Case(
      style: .sms,
      configuration: #"{"bubble_width":250}"#,
      outgoing: false,
      sizer: { SMSPreset(bubbleWidth: 250) }),
    Case(
      style: .chatLog,
      configuration: #"""
        {"font":{"font_file":"\#(inter)","size":15},"estimate_size":{"width":200,"height":800},"cell_height_growth":12,
        "outgoing":{"text_offset":20,"bubble_growth":{"width":30,"height":-2}}}
        """#,
      outgoing: true,
      sizer: {
        var outgoing = ChatLogSideGeometry.outgoing
        outgoing.textOffset = 20
        outgoing.bubbleGrowth = CGSize(width: 30, height: -2)
        return ChatLogPreset(
          font: try inter(15), estimateSize: CGSize(width: 200, height: 800), outgoing: outgoing, cellHeightGrowth: 12)
      }),
    Case(
      style: .chatLog,
      configuration: #"""
        {"measuring_options":["usesLineFragmentOrigin"],
        "incoming":{"is_trailing":true,"text_top":3,"text_growth":{"width":10,"height":20},"bubble_offset":6,"bubble_top":0}}
        """#,
      outgoing: false,
      sizer: {
        var incoming = ChatLogSideGeometry.incoming
        incoming.isTrailing = true
        incoming.textTop = 3
        incoming.textGrowth = CGSize(width: 10, height: 20)
        incoming.bubbleOffset = 6
        incoming.bubbleTop = 0
        return ChatLogPreset(
          measuringOptions: TextLayoutOptions(lines: .multiple, addsFontLeading: false), incoming: incoming)
      }),
    Case(
      style: .selfSizing,
      configuration: #"""
        {"font":{"font_file":"\#(inter)","size":17},"line_fragment_padding":2,
        "text_container_inset":{"top":6,"left":1,"bottom":6,"right":1},"text_padding":{"top":3,"left":10,"bottom":3,"right":10},
        "maximum_bubble_width":240,"side_margin":16}
        """#,
      outgoing: true,
      sizer: {
        var textView = TextViewModel(font: try inter(17))
        textView.lineFragmentPadding = 2
        textView.textContainerInset = EdgeInsets(top: 6, left: 1, bottom: 6, right: 1)
        return SelfSizingPreset(
          textView: textView, textPadding: EdgeInsets(top: 3, left: 10, bottom: 3, right: 10), maximumBubbleWidth: 240,
          sideMargin: 16)
      }),
  ]

  /// The cell of a bubble request for `style` with `configuration` (JSON, or nil for none).
  static func cell(
    _ style: ChatStyle, configuration: String?, outgoing: Bool, text: String = BubbleConfigurationTests.text
  ) throws
    -> BubbleMeasurement
  {
    let configured = configuration.map { #","configuration":"# + $0.replacingOccurrences(of: "\n", with: "") } ?? ""
    let line =
      #"{"id":1,"style":"\#(style.rawValue)","text":"\#(text)","outgoing":\#(outgoing),"view_width":\#(viewWidth)"#
      + configured + "}"
    let answer = batch.answer(toLine: Array(line.utf8))
    #expect(answer.error == nil, "\(answer.error ?? "")")
    struct Answer: Decodable { var cell: BubbleMeasurement }
    return try JSONDecoder().decode(Answer.self, from: Data(answer.json.utf8)).cell
  }

  @Test(arguments: cases)
  func aConfiguration_sizesTheCellAsTheLibraryDoes_andChangesIt(example: Case) throws {
    let message = ChatMessage(id: "x", text: example.text, isOutgoing: example.outgoing)
    let expected = try example.sizer().measure(message, viewWidth: Self.viewWidth)
    let configured = try Self.cell(
      example.style, configuration: example.configuration, outgoing: example.outgoing, text: example.text)
    let plain = try Self.cell(example.style, configuration: nil, outgoing: example.outgoing, text: example.text)
    #expect(configured == expected)
    #expect(configured != plain)
  }

  /// Every style covers its configuration's keys in the cases above.
  @Test(arguments: ChatStyle.allCases)
  func everyStyle_hasACase(style: ChatStyle) {
    #expect(Self.cases.contains { $0.style == style })
  }

  /// Each style's type with the library's defaults.
  static func librarySizer(_ style: ChatStyle) -> any BubbleSizing {
    switch style {
    case .jsq: JSQBubbleSizer()
    case .messageKit: MessageKitLayout()
    case .susi: SUSILayout()
    case .sms: SMSPreset()
    case .chatLog: ChatLogPreset()
    case .selfSizing: SelfSizingPreset()
    }
  }

  /// No configuration, or an empty or null one, is the library's defaults,
  /// whatever the key order.
  @Test(arguments: ChatStyle.allCases)
  func anEmptyConfiguration_isTheLibrarysDefault(style: ChatStyle) throws {
    let plain = try Self.cell(style, configuration: nil, outgoing: true)
    let message = ChatMessage(id: "x", text: Self.text, isOutgoing: true)
    #expect(plain == (try Self.librarySizer(style).measure(message, viewWidth: Self.viewWidth)))
    #expect(try Self.cell(style, configuration: "{}", outgoing: true) == plain)
    #expect(try Self.cell(style, configuration: "null", outgoing: true) == plain)
    let first =
      #"{"configuration":{},"style":"\#(style.rawValue)","text":"\#(Self.text)","outgoing":true,"view_width":320}"#
    #expect(Self.batch.answer(toLine: Array(first.utf8)).error == nil)
  }

  /// A configured section inset is what the view must be wider than.
  @Test func theViewWidthCheck_usesTheConfiguredSectionInset() throws {
    let line =
      #"{"id":1,"style":"messagekit","text":"a","view_width":100,"#
      + #""configuration":{"section_inset":{"top":0,"left":50,"bottom":0,"right":50}}}"#
    let error = try #require(Self.batch.answer(toLine: Array(line.utf8)).error)
    #expect(error.hasPrefix("$.view_width: must be more than 100 points for the messagekit style"), "\(error)")
  }
}
