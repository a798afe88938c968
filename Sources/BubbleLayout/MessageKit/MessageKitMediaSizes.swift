import Foundation

/// The sizes ``MessageKitLayout`` gives media that carry no size of their
/// own (MessageKit's `MediaItem.size` is the app's choice).
///
/// The defaults are the MessageKit example app's items: `ImageMediaItem` and
/// `CoordinateItem` 240 × 240, `MockAudioItem` 160 × 35.
public struct MessageKitMediaSizes: Sendable, Hashable {
  /// A photo's size.
  public var photo: CGSize
  /// A video thumbnail's size.
  public var video: CGSize
  /// A map snapshot's size.
  public var location: CGSize
  /// An audio player's size.
  public var audio: CGSize

  /// Sizes; the example app's unless given.
  public init(
    photo: CGSize = CGSize(width: 240, height: 240), video: CGSize = CGSize(width: 240, height: 240),
    location: CGSize = CGSize(width: 240, height: 240), audio: CGSize = CGSize(width: 160, height: 35)
  ) {
    self.photo = photo
    self.video = video
    self.location = location
    self.audio = audio
  }
}
