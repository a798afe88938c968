import Foundation
import TextMeasure

/// The SMS bubble tutorial (seed 001, Wei-Meng Lee, 2010): a table view whose
/// rows hold a date label and a bubble of nine image fragments, 3 fragments
/// wide, whose middle row stretches with the text.
///
/// The defaults are the seed's numbers; change any of them to make the style
/// your own. Every message is drawn on the left: the seed has one side only.
///
/// Faithful to an odd source: the row's date label is the seed's 200-point
/// label showing `-[NSDate description]`, cut short with "…" (see
/// ``MessageLabelRule/smsSeed``), and the bubble is three fragments wide
/// whatever the text, so long texts wrap in a narrow column.
///
/// ```swift
/// let row = try SMSPreset().layout(message)
/// row.rowHeight     // 20 + 2 × 32 + max(0, textHeight − 32) + 5
/// ```
public struct SMSPreset: BubbleSizing, Hashable {
  /// The message font: `systemFontOfSize: FONTSIZE` (14).
  public var font: Font
  /// Where the bubble's top-left fragment sits in the row (`bubble_x`, `bubble_y`).
  public var bubbleOrigin: CGPoint
  /// The size of one fragment image (`bubbleFragment_width`, `bubbleFragment_height`).
  public var fragmentSize: CGSize
  /// The bubble's fixed width: 3 fragments in the seed. A wider bubble
  /// stretches the middle column.
  public var bubbleWidth: Double
  /// The message label inside the bubble: 10 from the left, 5 from the top,
  /// 5 from the bottom, and 25 narrower than the bubble in all.
  public var labelInsets: EdgeInsets
  /// The height limit of the measurement (`maximumLabelSize.height`).
  public var maximumTextHeight: Double
  /// Space under the bubble, the `+ 5` of the row height.
  public var rowBottomMargin: Double
  /// The date label's frame in the row.
  public var dateLabelFrame: CGRect
  /// The options `sizeWithFont:constrainedToSize:lineBreakMode:` measures
  /// with: lines stacked from the top-left (`boundingRect`'s line-fragment
  /// origin) with the font's leading, as `UIFont.lineHeight` includes it
  /// *(chosen; Apple names no options for the replacement, and Inter's and
  /// SF's leading is 0)*: the engine's default. The line break mode is word
  /// wrapping, the default.
  public var measuringOptions: TextLayoutOptions
  /// The date label: `boldSystemFontOfSize: FONTSIZE` (14), `darkGrayColor`,
  /// `UITextAlignmentLeft`, on one line cut short with "…" (a `UILabel`'s
  /// defaults).
  public var dateLabelStyle: CellLabelStyle
  /// The sizes media messages are shown at, in place of a text (the
  /// tutorial shows none): JSQ's iPhone sizes *(chosen)*, their heights
  /// (150 for photos, videos and maps, 40 for audio) stretch the bubble as
  /// a text of that height would; custom media keep their own.
  public var mediaSizes: JSQMediaSizes
  /// The measurer (and its metrics profile).
  public var measurer: TextMeasurer

  /// The seed's style, or a variant of it.
  ///
  /// Each parameter sets the property of its name; the defaults are the seed's.
  ///
  /// - Parameters:
  ///   - font: the message font.
  ///   - bubbleOrigin: where the bubble's top-left fragment sits in the row.
  ///   - fragmentSize: the size of one fragment image.
  ///   - bubbleWidth: `nil` for three fragments, as in the seed.
  ///   - labelInsets: the message label's insets inside the bubble.
  ///   - maximumTextHeight: the height limit of the measurement.
  ///   - rowBottomMargin: space under the bubble.
  ///   - dateLabelFrame: the date label's frame in the row.
  ///   - measuringOptions: the options the text is measured with.
  ///   - dateLabelStyle: the date label's font, colour and alignment.
  ///   - mediaSizes: the sizes media messages are shown at.
  ///   - measurer: the measurer (and its metrics profile).
  public init(
    font: Font = .systemFont(ofSize: 14), bubbleOrigin: CGPoint = CGPoint(x: 10, y: 20),
    fragmentSize: CGSize = CGSize(width: 56, height: 32), bubbleWidth: Double? = nil,
    labelInsets: EdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 15),
    maximumTextHeight: Double = 9999, rowBottomMargin: Double = 5,
    dateLabelFrame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 15),
    measuringOptions: TextLayoutOptions = TextLayoutOptions(),
    dateLabelStyle: CellLabelStyle = CellLabelStyle(
      font: .boldSystemFont(ofSize: 14), color: .darkGray, alignment: .left, lineBreakMode: .byTruncatingTail),
    mediaSizes: JSQMediaSizes = JSQMediaSizes(idiom: .phone), measurer: TextMeasurer = TextMeasurer()
  ) {
    self.font = font
    self.bubbleOrigin = bubbleOrigin
    self.fragmentSize = fragmentSize
    self.bubbleWidth = bubbleWidth ?? 3 * Double(fragmentSize.width)
    self.labelInsets = labelInsets
    self.maximumTextHeight = maximumTextHeight
    self.rowBottomMargin = rowBottomMargin
    self.dateLabelFrame = dateLabelFrame
    self.measuringOptions = measuringOptions
    self.dateLabelStyle = dateLabelStyle
    self.mediaSizes = mediaSizes
    self.measurer = measurer
  }

  /// The width the text wraps at: the bubble's width less the label's
  /// margins (`bubbleFragment_width * 3 − 25`).
  public var textWidth: Double { bubbleWidth - labelInsets.horizontal }

  /// The seed's `labelHeight:`: the text's height at ``textWidth``, rounded
  /// up to whole points, as `sizeWithFont:` rounds ("These values may be
  /// rounded up to the nearest whole number", Apple's reference), so the
  /// seed's `int` conversion changes nothing.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func textHeight(_ text: String) throws -> Double {
    Double(try textLayout(text).size.height).rounded(.up)
  }

  /// The label's layout at ``textWidth`` (what ``textHeight(_:)`` measures).
  func textLayout(_ text: String) throws -> TextLayout {
    try measurer.layout(
      AttributedText(text, attributes: TextAttributes(font: font)),
      constrainedTo: UIKitSizeLimit.limit(CGSize(width: textWidth, height: maximumTextHeight)),
      options: measuringOptions)
  }

  /// Every frame of the row showing `message` (`cellForRowAtIndexPath:` and
  /// `heightForRowAtIndexPath:`); the row's frames do not depend on the view width.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func layout(_ message: ChatMessage) throws -> SMSCellLayout {
    let textHeight = try message.media.map { Double(mediaSizes.size(for: $0).height) } ?? textHeight(message.text)
    let stretch = max(0, textHeight - Double(fragmentSize.height))
    let bubble = CGRect(
      origin: bubbleOrigin, size: CGSize(width: bubbleWidth, height: 2 * Double(fragmentSize.height) + stretch))
    let fragments = NineSlice(
      imageSize: CGSize(width: 3 * fragmentSize.width, height: 3 * fragmentSize.height),
      capInsets: EdgeInsets(
        top: Double(fragmentSize.height), left: Double(fragmentSize.width), bottom: Double(fragmentSize.height),
        right: Double(fragmentSize.width)))
    return SMSCellLayout(
      textHeight: textHeight, stretch: stretch, bubbleFrame: bubble, fragments: fragments.slices(in: bubble),
      messageLabelFrame: bubble.inset(by: labelInsets), dateLabelFrame: dateLabelFrame,
      rowHeight: Double(bubble.maxY) + rowBottomMargin)
  }

  /// The row showing `message` (`viewWidth` × the row height): the bubble,
  /// the message label centring its lines horizontally and its text
  /// vertically (`UITextAlignmentCenter`, as `UILabel` draws), and the date
  /// label. Media fill the bubble, stretched as a text of their height
  /// (``mediaSizes``) would stretch it.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell {
    let row = try layout(message)
    let content: MessageCell.Content =
      if let media = message.media {
        .media(CellMedia(media, frame: row.bubbleFrame))
      } else {
        .text(.centred(try textLayout(message.text), in: row.messageLabelFrame))
      }
    return MessageCell(
      size: CGSize(width: viewWidth, height: row.rowHeight), isOutgoing: message.isOutgoing,
      bubbleFrame: row.bubbleFrame, content: content, labels: try labels(for: message))
  }
}
