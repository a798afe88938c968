import BubbleLayout
import Foundation

/// A conversation written to PNG files: the files, the layout drawn and
/// where the avatars and labels went (as ``RenderedConversation`` gives them,
/// without keeping the picture in memory).
public struct WrittenConversation: Sendable {
  /// One PNG file: the rows of the whole picture it holds and its messages.
  public struct Page: Sendable, Hashable {
    /// The file written.
    public var url: URL
    /// The whole picture's rows in this file, top to bottom.
    public var pixelRows: Range<Int>
    /// The messages (indices of the layout's cells) cut into pages here;
    /// all of them for a single PNG.
    public var messages: Range<Int>
  }

  /// The files, top to bottom: one, or the pages.
  public var pages: [Page]
  /// The whole picture's width in pixels.
  public var pixelWidth: Int
  /// The whole picture's height in pixels (the pages' rows together).
  public var pixelHeight: Int
  /// Pixels per point.
  public var scale: Int
  /// The layout drawn, in the whole picture's points.
  public var layout: ConversationLayout
  /// Each message's avatar frame in points, nil where none is drawn.
  public var avatarFrames: [CGRect?]
  /// Each message's label frames in points, empty where it has none.
  public var labelFrames: [[CGRect]]
}
