import Foundation
import TextMeasure

/// The properties of `JSQMessagesCollectionViewFlowLayout` (JSQMessagesViewController
/// 7.3) that size message cells, with the values its
/// `jsq_configureFlowLayout` really sets. (Its springiness settings, which
/// move cells while scrolling, are JSQSpringyScrolling's `JSQSpringyScroll`.)
///
/// ```swift
/// var layout = JSQLayoutConfiguration(idiom: .phone)
/// layout.itemWidth(collectionViewWidth: 375)          // 367
/// layout.messageBubbleLeftRightMargin = 40.2          // stored as 41, as JSQ's setter does
/// ```
public struct JSQLayoutConfiguration: Sendable, Hashable {
  /// `kJSQMessagesCollectionViewAvatarSizeDefault`: 30 pt.
  public static let defaultAvatarSize = CGSize(width: 30, height: 30)

  /// The device the defaults were chosen for.
  public var idiom: JSQDeviceIdiom
  /// `sectionInset`: around the list of cells. Default `{10, 4, 10, 4}`.
  public var sectionInset: EdgeInsets
  /// `minimumLineSpacing`: the vertical gap between cells. Default 4.
  public var minimumLineSpacing: Double
  /// `messageBubbleFont`: the font of text messages. Default: the body text
  /// style, the system font at 17 pt (the bundled Inter stands in for SF).
  public var messageBubbleFont: Font
  /// `messageBubbleLeftRightMargin`: the space between the bubble and the
  /// cell's edge opposite the avatar (a suggestion: a bubble may reach 4 pt
  /// into it, see ``JSQBubbleSizeCalculator``). Default 50 on iPhone and 240
  /// on iPad: the header's "40 on iPhone" is stale, the code sets 50.
  ///
  /// Like JSQ's setter, assigning stores `ceilf(value)`; negative values,
  /// which JSQ asserts against, are stored as 0.
  public var messageBubbleLeftRightMargin: Double {
    get { storedMargin }
    set { storedMargin = jsqCeilf(max(0, newValue)) }
  }
  /// `messageBubbleTextViewFrameInsets`: the text view's frame inside the
  /// bubble. `right` is the side next to the avatar (the right side of an
  /// outgoing bubble, the left side of an incoming one), `left` the side
  /// opposite it. Default `{0, 0, 0, 6}`.
  public var messageBubbleTextViewFrameInsets: EdgeInsets
  /// `messageBubbleTextViewTextContainerInsets`: the cell text view's
  /// `textContainerInset`. Default `{7, 14, 7, 14}`.
  public var messageBubbleTextViewTextContainerInsets: EdgeInsets
  /// `incomingAvatarViewSize`. Default 30 × 30; `.zero` removes the avatar.
  public var incomingAvatarViewSize: CGSize
  /// `outgoingAvatarViewSize`. Default 30 × 30; `.zero` removes the avatar.
  public var outgoingAvatarViewSize: CGSize
  /// `cacheLimit`: the most bubble sizes kept. Default 200; 0 means no limit.
  /// JSQ 7.x declares it and ignores it (its calculator's `NSCache` is fixed
  /// at 200); ``JSQBubbleSizeCache`` honours it, strictly.
  public var cacheLimit: Int
  /// The size of each media message's bubble.
  public var mediaSizes: JSQMediaSizes
  /// `JSQMessagesBubblesSizeCalculator`'s `usesFixedWidthBubbles` (default
  /// `false`): size text against the shorter side of the collection view, so
  /// that bubbles keep their width in both orientations.
  ///
  /// JSQ's quirks, kept: the width is `MIN(width − h, height − h)` with
  /// `h = sectionInset.left + sectionInset.right + 2` truncated to an integer
  /// (`NSInteger`), so the height term subtracts the *horizontal* insets.
  /// JSQ also memoises the first value and never resets it, so a resized
  /// (not rotated) collection view keeps the old width there; this model
  /// computes it on every call, which gives the same numbers under rotation.
  public var usesFixedWidthBubbles: Bool

  private var storedMargin: Double

  /// JSQ 7.3's defaults for `idiom`.
  public init(idiom: JSQDeviceIdiom = .phone) {
    self.idiom = idiom
    sectionInset = EdgeInsets(top: 10, left: 4, bottom: 10, right: 4)
    minimumLineSpacing = 4
    messageBubbleFont = .systemFont(ofSize: 17)
    storedMargin = idiom == .pad ? 240 : 50
    messageBubbleTextViewFrameInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
    messageBubbleTextViewTextContainerInsets = EdgeInsets(top: 7, left: 14, bottom: 7, right: 14)
    incomingAvatarViewSize = Self.defaultAvatarSize
    outgoingAvatarViewSize = Self.defaultAvatarSize
    cacheLimit = 200
    mediaSizes = JSQMediaSizes(idiom: idiom)
    usesFixedWidthBubbles = false
  }

  /// `itemWidth`: every cell's width, the collection view's width less the
  /// section's left and right insets.
  public func itemWidth(collectionViewWidth: Double) -> Double {
    collectionViewWidth - sectionInset.left - sectionInset.right
  }

  /// The avatar size on a message's side: outgoing messages are the user's
  /// own (JSQ compares the sender id with the data source's `senderId`).
  public func avatarSize(isOutgoing: Bool) -> CGSize {
    isOutgoing ? outgoingAvatarViewSize : incomingAvatarViewSize
  }

  /// The model of `JSQMessagesCellTextView`: `lineFragmentPadding` 0 (set in
  /// its `awakeFromNib`) and the configured `textContainerInset`, showing
  /// text in ``messageBubbleFont``.
  public func cellTextView(measurer: TextMeasurer = TextMeasurer()) -> TextViewModel {
    TextViewModel(
      attributes: TextAttributes(font: messageBubbleFont), lineFragmentPadding: 0,
      textContainerInset: messageBubbleTextViewTextContainerInsets, measurer: measurer)
  }
}
