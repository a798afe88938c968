import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// `JSQMessagesCollectionViewFlowLayout`'s defaults as `jsq_configureFlowLayout`
/// sets them in JSQMessagesViewController 7.3.
@Suite struct JSQLayoutConfigurationTests {
  @Test func phoneDefaults_areJSQ73s() {
    let layout = JSQLayoutConfiguration()
    #expect(layout.idiom == .phone)
    #expect(layout.sectionInset == EdgeInsets(top: 10, left: 4, bottom: 10, right: 4))
    #expect(layout.minimumLineSpacing == 4)
    #expect(layout.messageBubbleFont == Font.systemFont(ofSize: 17))
    // The header says 40; the code sets 50.
    #expect(layout.messageBubbleLeftRightMargin == 50)
    #expect(layout.messageBubbleTextViewFrameInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 6))
    #expect(layout.messageBubbleTextViewTextContainerInsets == EdgeInsets(top: 7, left: 14, bottom: 7, right: 14))
    #expect(layout.incomingAvatarViewSize == CGSize(width: 30, height: 30))
    #expect(layout.outgoingAvatarViewSize == CGSize(width: 30, height: 30))
    #expect(layout.cacheLimit == 200)
    #expect(layout.usesFixedWidthBubbles == false)
    #expect(layout.mediaSizes.photo == CGSize(width: 210, height: 150))
    #expect(layout.mediaSizes.video == CGSize(width: 210, height: 150))
    #expect(layout.mediaSizes.location == CGSize(width: 210, height: 150))
    #expect(layout.mediaSizes.audio == CGSize(width: 160, height: 6 + 6 + 28))
  }

  @Test func padDefaults_widerMarginAndLargerMedia() {
    let layout = JSQLayoutConfiguration(idiom: .pad)
    #expect(layout.messageBubbleLeftRightMargin == 240)
    #expect(layout.mediaSizes.photo == CGSize(width: 315, height: 225))
    #expect(layout.mediaSizes.location == CGSize(width: 315, height: 225))
    #expect(layout.mediaSizes.audio == CGSize(width: 160, height: 40))
    #expect(layout.sectionInset == JSQLayoutConfiguration().sectionInset)
  }

  @Test func marginSetter_storesCeilf() {
    var layout = JSQLayoutConfiguration()
    layout.messageBubbleLeftRightMargin = 40.2
    #expect(layout.messageBubbleLeftRightMargin == 41)
    layout.messageBubbleLeftRightMargin = 40
    #expect(layout.messageBubbleLeftRightMargin == 40)
    // Through float: 60.000000001 is 60.0f, so ceilf keeps 60 (a double ceil would give 61).
    layout.messageBubbleLeftRightMargin = 60.000000001
    #expect(layout.messageBubbleLeftRightMargin == 60)
    layout.messageBubbleLeftRightMargin = -3
    #expect(layout.messageBubbleLeftRightMargin == 0)
  }

  @Test(arguments: [(320.0, 312.0), (375, 367), (390, 382), (414, 406), (768, 760)])
  func itemWidth_isTheWidthLessTheSectionInsets(width: Double, expected: Double) {
    #expect(JSQLayoutConfiguration().itemWidth(collectionViewWidth: width) == expected)
    #expect(JSQLayoutConfiguration().itemWidth(collectionViewWidth: width) == width - 4 - 4)
  }

  @Test func avatarSize_followsTheSide_andZeroRemovesIt() {
    var layout = JSQLayoutConfiguration()
    layout.incomingAvatarViewSize = .zero
    layout.outgoingAvatarViewSize = CGSize(width: 44, height: 44)
    #expect(layout.avatarSize(isOutgoing: false) == .zero)
    #expect(layout.avatarSize(isOutgoing: true) == CGSize(width: 44, height: 44))
  }

  @Test func mediaSizes_forEachKind() {
    let sizes = JSQMediaSizes(idiom: .phone)
    #expect(sizes.size(for: .photo) == CGSize(width: 210, height: 150))
    #expect(sizes.size(for: .audio) == CGSize(width: 160, height: 40))
    #expect(sizes.size(for: .custom(width: 99, height: 33)) == CGSize(width: 99, height: 33))
  }

  @Test func cellTextView_hasNoPaddingAndJSQsContainerInsets() {
    let textView = JSQLayoutConfiguration().cellTextView()
    #expect(textView.lineFragmentPadding == 0)
    #expect(textView.textContainerInset == EdgeInsets(top: 7, left: 14, bottom: 7, right: 14))
    #expect(textView.attributes.font == Font.systemFont(ofSize: 17))
  }
}
