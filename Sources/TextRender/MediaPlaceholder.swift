import BubbleLayout
import Foundation
import TextMeasure

/// The symbol a media bubble shows in place of its media: a picture for a
/// photo, a play button for a video, a player bar for audio, a pin for a
/// location, lines of content for anything else.
///
/// ```swift
/// canvas.fill(bubble, color: .rgb(red: 199, green: 199, blue: 204))
/// canvas.draw(MediaPlaceholder(.video), in: bubble.frame)
/// ```
///
/// The symbol is drawn with cairo paths, centred in the frame the layout
/// gave the media and scaled to its shorter side (see
/// ``Canvas/draw(_:in:)-(MediaPlaceholder,_)``), so it stays recognisable
/// at any size and inside a rounded bubble.
public struct MediaPlaceholder: Sendable, Hashable {
  /// What the placeholder stands for, and the symbol drawn for it: a
  /// framed landscape (two mountains and a sun) for a photo, a round play
  /// button for a video, a play triangle and a progress track for audio, a
  /// map pin for a location, three lines of content in a frame for anything
  /// else.
  public typealias Kind = CellMedia.Kind

  /// The symbol.
  public var kind: Kind
  /// The symbol's colour (the bubble behind it is the caller's).
  public var color: RGBAColor

  /// A placeholder of `kind`, white by default.
  public init(_ kind: Kind, color: RGBAColor = .white) {
    self.kind = kind
    self.color = color
  }

  /// The placeholder of a chat message's media (custom media are `.other`).
  public init(media: ChatMessage.Media, color: RGBAColor = .white) {
    self.init(Kind(media), color: color)
  }
}
