import BubbleLayout
import Foundation
import TextMeasure

/// A placeholder avatar: initials on a coloured circle, as MessageKit's
/// `AvatarView` shows when a sender has no picture.
///
/// ```swift
/// let avatar = Avatar(initials: "SU", font: .systemFont(ofSize: 12))
/// try canvas.draw(avatar, in: CGRect(x: 8, y: 100, width: 30, height: 30))
/// ```
public struct Avatar: Sendable, Hashable {
  /// The text on the circle, usually one or two letters.
  public var initials: String
  /// The initials' font.
  public var font: Font
  /// The circle's colour.
  public var backgroundColor: RGBAColor
  /// The initials' colour.
  public var textColor: RGBAColor

  /// An avatar; the default colours are MessageKit's (white on grey).
  public init(
    initials: String, font: Font, backgroundColor: RGBAColor = RGBAColor(white: 0.5),
    textColor: RGBAColor = .white
  ) {
    self.initials = initials
    self.font = font
    self.backgroundColor = backgroundColor
    self.textColor = textColor
  }
}
