import Foundation

/// The display sizes of JSQ's media items (`mediaViewDisplaySize`), which
/// are the bubble sizes of media messages.
public struct JSQMediaSizes: Sendable, Hashable {
  /// `JSQPhotoMediaItem`.
  public var photo: CGSize
  /// `JSQVideoMediaItem`.
  public var video: CGSize
  /// `JSQLocationMediaItem`.
  public var location: CGSize
  /// `JSQAudioMediaItem`: 160 wide, `controlInsets.top + bottom + play
  /// button height` = 6 + 6 + 28 = 40 high with its default attributes.
  public var audio: CGSize

  /// JSQ 7.3's sizes: `JSQMediaItem` is 210 × 150 on iPhone and 315 × 225 on
  /// iPad (photo, video and location inherit it); audio is 160 × 40 on both.
  public init(idiom: JSQDeviceIdiom) {
    let visual = idiom == .pad ? CGSize(width: 315, height: 225) : CGSize(width: 210, height: 150)
    self.init(photo: visual, video: visual, location: visual, audio: CGSize(width: 160, height: 40))
  }

  /// Custom sizes.
  public init(photo: CGSize, video: CGSize, location: CGSize, audio: CGSize) {
    self.photo = photo
    self.video = video
    self.location = location
    self.audio = audio
  }

  /// The size `media` is shown at (a custom medium keeps its own size).
  public func size(for media: ChatMessage.Media) -> CGSize {
    switch media {
    case .photo: photo
    case .video: video
    case .location: location
    case .audio: audio
    case .custom(let width, let height): CGSize(width: width, height: height)
    }
  }
}
