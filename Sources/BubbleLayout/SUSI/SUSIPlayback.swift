import Foundation

/// What an `audio_play` or `video_play` action plays.
public struct SUSIPlayback: Sendable, Hashable {
  /// The `identifier`: a URL, or a YouTube or SoundCloud id.
  public var identifier: String
  /// The `identifier_type`: `url`, `youtube` or `soundcloud`, if given.
  public var identifierType: String?

  /// A playback.
  public init(identifier: String, identifierType: String? = nil) {
    self.identifier = identifier
    self.identifierType = identifierType
  }
}
