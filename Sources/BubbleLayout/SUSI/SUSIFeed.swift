import Foundation

/// An `rss` action: one card per data row, as SUSI iOS's `RSSAction` reads them.
public struct SUSIFeed: Sendable, Hashable {
  /// A card.
  public struct Item: Sendable, Hashable {
    /// The title ("No title" when the row has none, as in SUSI iOS).
    public var title: String
    /// The description ("No description" when the row has none).
    public var description: String
    /// The link ("http://google.com" when the row has none).
    public var link: String

    /// A card.
    public init(title: String, description: String, link: String) {
      self.title = title
      self.description = description
      self.link = link
    }
  }

  /// The cards: the first `count` rows, or every row when `count` is negative
  /// or more than there are (SUSI iOS would crash on both).
  public var items: [Item]

  /// A feed.
  public init(items: [Item]) {
    self.items = items
  }
}
