import Foundation

/// A cell's media: what it stands for and where it goes.
public struct CellMedia: Sendable, Hashable {
  /// What the media is; a renderer shows a placeholder symbol for it.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A photo or image.
    case photo
    /// A video (SUSI's players too).
    case video
    /// An audio clip.
    case audio
    /// A map or location.
    case location
    /// Anything else: custom media, cards, tables, charts, the typing indicator.
    case other
  }

  /// What the media is.
  public var kind: Kind
  /// The media's frame in the cell (the bubble's, in every bundled style).
  public var frame: CGRect

  /// A media item.
  public init(kind: Kind, frame: CGRect) {
    self.kind = kind
    self.frame = frame
  }

  /// A message's media, at `frame`.
  public init(_ media: ChatMessage.Media, frame: CGRect) {
    self.init(kind: Kind(media), frame: frame)
  }
}

extension CellMedia.Kind {
  /// The kind of a message's media (`.custom` media is `.other`).
  public init(_ media: ChatMessage.Media) {
    switch media {
    case .photo: self = .photo
    case .video: self = .video
    case .audio: self = .audio
    case .location: self = .location
    case .custom: self = .other
    }
  }
}
