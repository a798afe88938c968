/// How ``ConversationRenderer`` writes a conversation to PNG files: the
/// encoder's effort, and whether the picture is cut into pages.
///
/// ```swift
/// var options = ConversationPNGOptions(compression: .smallest)
/// options.pageHeight = 2000   // chat-001.png, chat-002.png, … each at most 2000 pt tall
/// ```
public struct ConversationPNGOptions: Sendable, Hashable {
  /// The most rows one PNG may have: 1 000 000, the height past which
  /// libpng refuses to read a PNG unless its reader raises its limits
  /// (`PNG_USER_HEIGHT_MAX`), so cairo's reader and the many viewers built
  /// on libpng open every file written. PNG itself allows 2³¹ − 1 rows; a
  /// taller conversation is written in pages (``pageHeight``).
  public static let maximumPixelHeight = 1_000_000

  /// The encoder's effort: ``PNGCompression/fast`` by default.
  public var compression: PNGCompression
  /// The most points a page may be tall; nil (the default) writes one PNG.
  ///
  /// Pages are cut between messages, each page holding whole cells (their
  /// cell, bubble and text frames), and are numbered: `chat.png` becomes
  /// `chat-001.png`, `chat-002.png`, … (more digits past 999 pages). Each
  /// page is a run of the whole picture's rows, at most `pageHeight` ×
  /// scale of them (rounded down). A message taller than a page is an
  /// error (``RenderError/pageTooShort(pageHeight:index:needed:)``), not a
  /// page of its own: it could not be shown whole at that size.
  public var pageHeight: Double?
  /// The rows drawn at a time: memory for drawing is one band, 4 bytes ×
  /// the picture's width × `bandRows`, whatever the conversation's length.
  /// 512 by default (750 × 512 px is 1.5 MB at 2×).
  public var bandRows: Int

  /// Options with the given compression, pages and band height.
  public init(compression: PNGCompression = .fast, pageHeight: Double? = nil, bandRows: Int = 512) {
    self.compression = compression
    self.pageHeight = pageHeight
    self.bandRows = bandRows
  }
}
