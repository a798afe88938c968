import Foundation
import Testing

@testable import BubbleLayout

/// Each preset's vertical rules, as the spec and the seeds give them.
@Suite struct ConversationStyleTests {
  @Test func presets_haveTheListsRules() {
    let expected: [(ConversationStyle, String, EdgeInsets, Double)] = [
      (.jsq(), "jsq", EdgeInsets(top: 10, left: 4, bottom: 10, right: 4), 4),
      (.messageKit(), "messagekit", EdgeInsets(top: 4, left: 8, bottom: 4, right: 8), 10),
      (.susi(), "susi", EdgeInsets(top: 2, left: 0, bottom: 16, right: 0), 10),
      (.sms(), "sms", .zero, 0),
      (.chatLog(), "chatlog", .zero, 10),
      (.selfSizing(), "selfsizing", .zero, 10),
    ]
    for (style, name, inset, spacing) in expected {
      #expect(style.name == name)
      #expect(style.sectionInset == inset, "\(name)")
      #expect(style.lineSpacing == spacing, "\(name)")
    }
  }

  @Test func presets_measureWithTheirOwnStyle() throws {
    #expect(ConversationStyle.jsq().sizer is JSQBubbleSizer)
    #expect(ConversationStyle.messageKit().sizer is MessageKitLayout)
    #expect(ConversationStyle.susi().sizer is SUSILayout)
    #expect(ConversationStyle.sms().sizer is SMSPreset)
    #expect(ConversationStyle.chatLog().sizer is ChatLogPreset)
    #expect(ConversationStyle.selfSizing().sizer is SelfSizingPreset)
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
