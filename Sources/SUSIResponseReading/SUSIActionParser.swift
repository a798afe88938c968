import BubbleLayout
import Foundation

/// Reads one action of a known type, with the response's query and the
/// answer's `data` rows that tables, charts and feeds draw on.
struct SUSIActionParser {
  /// The response's query: the text of actions that have none of their own.
  let query: String
  /// `answers[0].data` (a row must be an object where it is read).
  let rows: [SUSIJSONNode]

  /// The action and the text SUSI iOS sizes it by (``SUSIMessage/text``),
  /// or `nil` when `type` is not a server action this library shows.
  func parse(_ action: SUSIJSONNode, type: String) throws(SUSIResponseError) -> (SUSIAction, String)? {
    guard let known = SUSIActionType(rawValue: type) else { return nil }
    switch known {
    case .answer:
      let expression = try action.required("expression").string()
      return (.answer(expression: expression), expression)
    case .anchor:
      let text = try action.required("text").string()
      return (.anchor(text: text, link: try action.required("link").string()), text)
    case .table: return (.table(try table(action)), query)
    case .piechart: return (.pieChart(try pieChart(action)), query)
    case .rss: return (.rss(try feed(action)), query)
    case .websearch:
      let search = try action.required("query").string()
      return (.websearch(query: search), search)
    case .map:
      let location = SUSIMapLocation(
        latitude: try action.required("latitude").number(), longitude: try action.required("longitude").number(),
        zoom: try action.optional("zoom")?.integer() ?? 12)
      return (.map(location), query)
    case .audioPlay: return (.audioPlay(try playback(action)), query)
    case .videoPlay: return (.videoPlay(try playback(action)), query)
    case .stop: return (.stop, SUSIMessage.stoppedText)
    case .typingIndicator: return nil  // the app's own message, never the server's
    }
  }

  /// `columns` (key → header, required), `count` (default −1) and the rows' cells.
  private func table(_ action: SUSIJSONNode) throws(SUSIResponseError) -> SUSITable {
    var columns: [SUSITable.Column] = []
    for (key, header) in try action.required("columns").members().sorted(by: { $0.key < $1.key }) {
      columns.append(SUSITable.Column(key: key, header: try header.string()))
    }
    var cells: [[String]] = []
    for row in rows {
      var line: [String] = []
      for column in columns { line.append(try row.optional(column.key)?.displayText() ?? "") }
      cells.append(line)
    }
    return SUSITable(columns: columns, rows: cells, count: try action.optional("count")?.integer() ?? -1)
  }

  /// `key`, `value`, `total` and `unit` (all required); the slices come from
  /// the action's own `data` when it has one (as in the server's test
  /// skill), else from the answer's rows. Every row needs both keys.
  private func pieChart(_ action: SUSIJSONNode) throws(SUSIResponseError) -> SUSIPieChart {
    let key = try action.required("key").string()
    let valueKey = try action.required("value").string()
    let total = try action.required("total").number()
    let unit = try action.required("unit").string()
    let sliceRows = try action.optional("data")?.elements() ?? rows
    var slices: [SUSIPieChart.Slice] = []
    for row in sliceRows {
      slices.append(
        SUSIPieChart.Slice(
          label: try row.required(key).displayText(), value: try row.required(valueKey).number()))
    }
    return SUSIPieChart(slices: slices, total: total, unit: unit)
  }

  /// `title`, `description` and `link` (the row keys, required) and `count`.
  private func feed(_ action: SUSIJSONNode) throws(SUSIResponseError) -> SUSIFeed {
    let title = try action.required("title").string()
    let description = try action.required("description").string()
    let link = try action.required("link").string()
    let count = try action.optional("count")?.integer() ?? -1
    var items: [SUSIFeed.Item] = []
    for row in count < 0 ? rows[...] : rows.prefix(count) {
      items.append(
        SUSIFeed.Item(
          title: try row.optional(title)?.displayText() ?? "No title",
          description: try row.optional(description)?.displayText() ?? "No description",
          link: try row.optional(link)?.displayText() ?? "http://google.com"))
    }
    return SUSIFeed(items: items)
  }

  /// `identifier` (required) and `identifier_type`.
  private func playback(_ action: SUSIJSONNode) throws(SUSIResponseError) -> SUSIPlayback {
    SUSIPlayback(
      identifier: try action.required("identifier").string(),
      identifierType: try action.optional("identifier_type")?.string())
  }
}
