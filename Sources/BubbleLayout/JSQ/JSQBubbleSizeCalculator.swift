import Foundation
import TextMeasure

/// JSQMessagesViewController 7.3's sizing: `JSQMessagesBubblesSizeCalculator`
/// (the bubble) and the flow layout's `sizeForItemAtIndexPath:` (the cell),
/// with a cache that honours `cacheLimit`.
///
/// For a text message, in collection view points:
///
/// ```
/// hInsets  = containerInsets.left + .right + frameInsets.left + .right + 2   // 14+14+0+6+2 = 36
/// maxTextW = textBubbleWidth − avatar.width − messageBubbleLeftRightMargin − hInsets
/// s        = CGRectIntegral(boundingRect(text, maxTextW × ∞, font)).size
/// bubble   = (MAX(s.w + hInsets, 48) + 2, s.h + 7+7 + 0+0 + 2)             // faithful
/// cell     = (itemWidth, ceilf(bubble.h + cellTop + bubbleTop + cellBottom))
/// ```
///
/// `textBubbleWidth` is the item width (collection view width − section
/// insets) unless ``JSQLayoutConfiguration/usesFixedWidthBubbles``. With the
/// defaults on iPhone `maxTextW = cvW − 124`: 196, 251, 266 and 290 pt for
/// 320, 375, 390 and 414; on iPad 768 it is 454. Faithful bubbles are 50 to
/// `maxTextW + 38` wide, so with the avatar and the spacing a full bubble
/// reaches 4 pt into the margin. ``JSQSizingMode/exact``
/// replaces the rounding and the magic 2s by the cell text view's model.
/// A media message's bubble is its media size.
///
/// ```swift
/// let jsq = JSQBubbleSizeCalculator()
/// let message = ChatMessage(id: "1", text: "Hello Susi", isOutgoing: true)
/// let bubble = try jsq.bubbleSize(for: message, collectionViewSize: CGSize(width: 375, height: 667)).bubble
/// ```
///
/// Thread-safe: the configuration is immutable and the cache is locked.
public final class JSQBubbleSizeCalculator: Sendable {
  /// "From the cell xibs, there is a 2 point space between avatar and
  /// bubble": counted into the text's horizontal insets (and so into the
  /// faithful bubble width).
  public static let avatarBubbleSpacing = 2.0
  /// The width of `bubble_min.png` (`jsq_bubbleCompactImage`): the smallest
  /// bubble whose two 24-pt stretch caps do not overlap.
  public static let minimumBubbleWidth = 48.0
  /// `additionalInset`, the "magix" 2 added to the faithful bubble's width
  /// and height.
  public static let additionalInset = 2.0

  /// The layout's properties.
  public let configuration: JSQLayoutConfiguration
  /// JSQ's numbers or the magic-free ones.
  public let mode: JSQSizingMode
  /// The text measurer (`boundingRect`).
  public let measurer: TextMeasurer
  /// The bubble sizes computed so far.
  public let cache: JSQBubbleSizeCache

  /// A calculator; without a `cache` it makes one of `configuration.cacheLimit`
  /// entries. A shared cache is safe: its keys hold every input.
  public init(
    configuration: JSQLayoutConfiguration = JSQLayoutConfiguration(), mode: JSQSizingMode = .faithful,
    measurer: TextMeasurer = TextMeasurer(), cache: JSQBubbleSizeCache? = nil
  ) {
    self.configuration = configuration
    self.mode = mode
    self.measurer = measurer
    self.cache = cache ?? JSQBubbleSizeCache(limit: configuration.cacheLimit)
  }

  /// `textBubbleWidthForLayout:`: the item width, or with fixed-width bubbles
  /// `MIN(cvW − h, cvH − h)` where `h = (int)(sectionInset.left + right + 2)`.
  ///
  /// - Parameter collectionViewSize: the collection view's size; its height
  ///   is read only for fixed-width bubbles.
  public func textBubbleWidth(collectionViewSize: CGSize) -> Double {
    let width = Double(collectionViewSize.width)
    guard configuration.usesFixedWidthBubbles else { return configuration.itemWidth(collectionViewWidth: width) }
    let insets = (configuration.sectionInset.left + configuration.sectionInset.right + Self.additionalInset)
      .rounded(.towardZero)
    return min(width - insets, Double(collectionViewSize.height) - insets)
  }

  /// The text's horizontal insets: container insets + frame insets + the
  /// 2-pt avatar spacing (36 by default).
  public var horizontalInsetsTotal: Double {
    let container = configuration.messageBubbleTextViewTextContainerInsets
    let frame = configuration.messageBubbleTextViewFrameInsets
    return (container.left + container.right) + (frame.left + frame.right) + Self.avatarBubbleSpacing
  }

  /// The width the text wraps at: `textBubbleWidth − avatar − margin − hInsets`.
  public func maximumTextWidth(collectionViewSize: CGSize, isOutgoing: Bool) -> Double {
    let avatar = configuration.avatarSize(isOutgoing: isOutgoing)
    return textBubbleWidth(collectionViewSize: collectionViewSize) - Double(avatar.width)
      - configuration.messageBubbleLeftRightMargin - horizontalInsetsTotal
  }

  /// Measures `text` at the maximum text width of its side, as the mode does
  /// (uncached).
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func fitText(_ text: String, isOutgoing: Bool, collectionViewSize: CGSize) throws -> JSQTextFit {
    let maximumWidth = maximumTextWidth(collectionViewSize: collectionViewSize, isOutgoing: isOutgoing)
    switch mode {
    case .faithful:
      let layout = try measurer.layout(
        text, font: configuration.messageBubbleFont, width: UIKitSizeLimit.limit(maximumWidth))
      return JSQTextFit(
        maximumTextWidth: maximumWidth, layout: layout, size: PixelRounding.integral(layout.boundingRect).size)
    case .exact:
      let textView = configuration.cellTextView(measurer: measurer)
      let fit = try textView.layout(
        text, viewWidth: maximumWidth + configuration.messageBubbleTextViewTextContainerInsets.horizontal)
      let size = fit.layout.size
      let ceiledWidth = Double(size.width).rounded(.up)
      // Rounding up never passes a real wrap width: a wider view could take more text on a line.
      let width =
        fit.wrapWidth > 0 && ceiledWidth > fit.wrapWidth ? max(Double(size.width), fit.wrapWidth) : ceiledWidth
      return JSQTextFit(
        maximumTextWidth: maximumWidth, layout: fit.layout,
        size: CGSize(width: width, height: Double(size.height).rounded(.up)))
    }
  }

  /// The key `message` is cached under in a collection view of this size.
  public func cacheKey(for message: ChatMessage, collectionViewSize: CGSize) -> JSQBubbleSizeCacheKey {
    JSQBubbleSizeCacheKey(
      messageID: message.id, text: message.text, media: message.media, isOutgoing: message.isOutgoing,
      font: configuration.messageBubbleFont, measurer: measurer,
      textBubbleWidth: textBubbleWidth(collectionViewSize: collectionViewSize),
      messageBubbleLeftRightMargin: configuration.messageBubbleLeftRightMargin,
      frameInsets: configuration.messageBubbleTextViewFrameInsets,
      containerInsets: configuration.messageBubbleTextViewTextContainerInsets,
      avatarSize: configuration.avatarSize(isOutgoing: message.isOutgoing),
      mediaSize: message.media.map(configuration.mediaSizes.size(for:)), mode: mode)
  }

  /// `messageBubbleSizeForMessageData:atIndexPath:withLayout:`: the bubble's
  /// size (and the text size it came from), from the cache when it has it.
  /// A change of collection view width empties the cache first.
  ///
  /// A cached size is found by comparing the stored key with `message` and
  /// this calculator in place; the key is only built to store a new size.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func bubbleSize(for message: ChatMessage, collectionViewSize: CGSize) throws -> JSQMessageBubbleSize {
    let bubbleWidth = textBubbleWidth(collectionViewSize: collectionViewSize)
    let avatar = configuration.avatarSize(isOutgoing: message.isOutgoing)
    let hash = JSQBubbleSizeCacheKey.hash(
      messageID: message.id, text: message.text, isOutgoing: message.isOutgoing, textBubbleWidth: bubbleWidth,
      font: configuration.messageBubbleFont, avatarWidth: Double(avatar.width), mode: mode)
    let cached = cache.size(forCollectionViewWidth: Double(collectionViewSize.width), hash: hash) {
      $0.matches(message, textBubbleWidth: bubbleWidth, configuration: configuration, measurer: measurer, mode: mode)
    }
    if let cached { return cached }
    let size = try computeBubbleSize(for: message, collectionViewSize: collectionViewSize)
    cache.insert(size, forKey: cacheKey(for: message, collectionViewSize: collectionViewSize))
    return size
  }

  /// `sizeForItemAtIndexPath:` for a bubble of `bubbleSize`: the item width
  /// by `ceilf(bubble height + cell top + bubble top + cell bottom label)`.
  /// The avatar's height does not count (JSQ clips a taller avatar).
  public func sizeForItem(
    bubbleSize: CGSize, collectionViewWidth: Double, labelHeights: JSQCellLabelHeights = .zero
  ) -> CGSize {
    var height = Double(bubbleSize.height)
    height += labelHeights.cellTopLabel
    height += labelHeights.messageBubbleTopLabel
    height += labelHeights.cellBottomLabel
    return CGSize(width: configuration.itemWidth(collectionViewWidth: collectionViewWidth), height: jsqCeilf(height))
  }

  /// `sizeForItemAtIndexPath:` for `message`: its bubble, then the cell.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func sizeForItem(
    _ message: ChatMessage, collectionViewSize: CGSize, labelHeights: JSQCellLabelHeights = .zero
  ) throws -> CGSize {
    let bubble = try bubbleSize(for: message, collectionViewSize: collectionViewSize).bubble
    return sizeForItem(
      bubbleSize: bubble, collectionViewWidth: Double(collectionViewSize.width), labelHeights: labelHeights)
  }

  private func computeBubbleSize(for message: ChatMessage, collectionViewSize: CGSize) throws -> JSQMessageBubbleSize {
    if let media = message.media {
      return JSQMessageBubbleSize(bubble: configuration.mediaSizes.size(for: media), text: .zero)
    }
    let text = try fitText(message.text, isOutgoing: message.isOutgoing, collectionViewSize: collectionViewSize).size
    let container = configuration.messageBubbleTextViewTextContainerInsets
    let frame = configuration.messageBubbleTextViewFrameInsets
    let bubble: CGSize
    switch mode {
    case .faithful:
      let verticalInsets = (container.top + container.bottom) + (frame.top + frame.bottom) + Self.additionalInset
      let width = max(Double(text.width) + horizontalInsetsTotal, Self.minimumBubbleWidth) + Self.additionalInset
      bubble = CGSize(width: width, height: Double(text.height) + verticalInsets)
    case .exact:
      let width = max(Double(text.width) + container.horizontal + frame.horizontal, Self.minimumBubbleWidth)
      bubble = CGSize(width: width, height: Double(text.height) + container.vertical + frame.vertical)
    }
    return JSQMessageBubbleSize(bubble: bubble, text: text)
  }
}
