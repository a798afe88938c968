import Foundation
import Testing

@testable import BubbleLayout

/// Each preset's vertical rules, as the spec and the seeds give them.
@Suite struct ConversationStyleTests {
  @Test func presets_haveTheListsRules() throws {
    let expected: [(ConversationStyle, String, EdgeInsets, Double)] = [
      (.jsq(), "jsq", EdgeInsets(top: 10, left: 4, bottom: 10, right: 4), 4),
      (.messageKit(), "messagekit", EdgeInsets(top: 4, left: 8, bottom: 4, right: 8), 10),
      (.susi(), "susi", EdgeInsets(top: 2, left: 0, bottom: 16, right: 0), 10),
      (.sms(), "sms", .zero, 0),
      // The seed's list has no inset; 8 above and below is this library's choice (its bubbles reach 4 points
      // above and 2 below their cells).
      (.chatLog(), "chatlog", EdgeInsets(top: 8, left: 0, bottom: 8, right: 0), 10),
      (.selfSizing(), "selfsizing", .zero, 10),
    ]
    for (style, name, inset, spacing) in expected {
      let registered = try #require(ChatStyle(rawValue: name))
      #expect(registered.conversationStyle.sectionInset == inset, "\(name)")
      #expect(registered.conversationStyle.lineSpacing == spacing, "\(name)")
      #expect(style.name == name)
      #expect(style.sectionInset == inset, "\(name)")
      #expect(style.lineSpacing == spacing, "\(name)")
    }
  }

  /// Each registered style's source type, at its defaults.
  static let sourceDefaults: [ChatStyle: any BubbleSizing] = [
    .jsq: JSQBubbleSizer(), .messageKit: MessageKitLayout(), .susi: SUSILayout(), .sms: SMSPreset(),
    .chatLog: ChatLogPreset(), .selfSizing: SelfSizingPreset(),
  ]

  @Test(arguments: ChatStyle.allCases) func registry_measuresWithTheSourcesDefaults(_ chatStyle: ChatStyle) throws {
    let style = chatStyle.conversationStyle
    let source = try #require(Self.sourceDefaults[chatStyle])
    let messages = [
      ChatMessage(id: "in", text: "Hello Susi, how are you today?", isOutgoing: false),
      ChatMessage(id: "out", text: "Fine, thanks!\nAnd you?", isOutgoing: true),
      ChatMessage(id: "photo", text: "", isOutgoing: false, media: .photo),
    ]
    for message in messages {
      #expect(
        try style.sizer.cell(for: message, viewWidth: 375) == source.cell(for: message, viewWidth: 375),
        "\(chatStyle): \(message.id)")
    }
    #expect(style.chatStyle == chatStyle)
    #expect(style.sectionInset == chatStyle.sectionInset)
  }

  @Test func registry_namesAreTheCommandLinesAndRoundTrip() {
    #expect(ChatStyle.allCases.map(\.rawValue) == ["jsq", "messagekit", "susi", "sms", "chatlog", "selfsizing"])
    for chatStyle in ChatStyle.allCases {
      #expect(chatStyle.conversationStyle.name == chatStyle.rawValue)
      #expect(ChatStyle(rawValue: chatStyle.rawValue) == chatStyle)
    }
    #expect(ChatStyle(rawValue: "MessageKit") == nil)
    #expect(ChatStyle(rawValue: "chat-log") == nil)
  }

  @Test func registry_fitsOnlyViewsWiderThanTheSectionInsets() {
    // JSQ 4 + 4 and MessageKit 8 + 8 (the spec's section insets); the others none.
    let insets: [ChatStyle: Double] = [.jsq: 8, .messageKit: 16, .susi: 0, .sms: 0, .chatLog: 0, .selfSizing: 0]
    for (chatStyle, horizontal) in insets {
      #expect(chatStyle.fits(viewWidth: horizontal + 0.5), "\(chatStyle)")
      #expect(!chatStyle.fits(viewWidth: horizontal), "\(chatStyle)")
      #expect(!chatStyle.fits(viewWidth: .infinity), "\(chatStyle)")
    }
  }

  @Test func jsqAndMessageKit_followTheirConfiguredInsets() {
    var configuration = JSQLayoutConfiguration()
    configuration.sectionInset = EdgeInsets(top: 20, left: 6, bottom: 30, right: 6)
    configuration.minimumLineSpacing = 7
    let jsq = ConversationStyle.jsq(JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(configuration: configuration)))
    #expect(jsq.sectionInset == EdgeInsets(top: 20, left: 6, bottom: 30, right: 6))
    #expect(jsq.lineSpacing == 7)

    var kit = MessageKitLayout()
    kit.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(ConversationStyle.messageKit(kit).sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }
}
