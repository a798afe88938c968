import BubbleLayout
import Foundation
import SUSIFixtures
import SUSIResponseReading
import Testing

/// Reading the SUSI responses of the SUSI documentation and skills into
/// one message per action.
@Suite struct SUSIResponseParsingTests {
  private func parse(_ json: String) throws -> SUSIResponse {
    try SUSIResponse(jsonData: Data(json.utf8))
  }

  private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Double) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let whole = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    return whole?.addingTimeInterval(second)
  }

  @Test func hello_isOneAnswer() throws {
    let response = try parse(SUSIResponseFixtures.hello)
    #expect(response.query == "hello")
    #expect(response.warnings.isEmpty)
    #expect(response.messages.count == 1)
    let message = try #require(response.messages.first)
    #expect(message.action == .answer(expression: "Hello!"))
    #expect(message.text == "Hello!")
    #expect(!message.isFromUser)
    let queryDate = try #require(response.queryDate)
    let answerDate = try #require(response.answerDate)
    #expect(abs(queryDate.timeIntervalSince(try #require(date(2017, 2, 17, 16, 6, 24.794)))) < 0.0005)
    #expect(abs(answerDate.timeIntervalSince(queryDate) - 0.034) < 0.0005)
    #expect(message.queryDate == queryDate && message.answerDate == answerDate)
  }

  @Test func currencyTable_answerThenTable() throws {
    let response = try parse(SUSIResponseFixtures.currencyTable)
    #expect(response.messages.map(\.action.type) == [.answer, .table])
    #expect(response.messages[0].text == "Here is a currency rate table:")
    // A table is sized by the query in SUSI iOS.
    #expect(response.messages[1].text == "stock quotes")
    guard case .table(let table) = response.messages[1].action else {
      Issue.record("not a table")
      return
    }
    #expect(table.columns == [.init(key: "currency", header: "Valuta"), .init(key: "rate", header: "Quota")])
    #expect(table.rows.count == 5)
    #expect(table.count == 3)
    #expect(Array(table.visibleRows) == [["EUR/USD", "1.09302"], ["USD/JPY", "113.326"], ["GBP/USD", "1.28835"]])
  }

  @Test func pieChart_slicesFromTheAnswerData() throws {
    let response = try parse(SUSIResponseFixtures.pieChart)
    #expect(response.messages.map(\.action.type) == [.answer, .piechart])
    guard case .pieChart(let chart) = response.messages[1].action else {
      Issue.record("not a pie chart")
      return
    }
    #expect(chart.total == 7500)
    #expect(chart.unit == "Liter")
    #expect(chart.slices.map(\.label) == ["tea", "soda", "wine", "coffee", "water"])
    #expect(chart.slices.map(\.value) == [5500, 300, 200, 1000, 500])
    #expect(chart.legendText(for: chart.slices[0]) == "tea: 5500 Liter (73.3%)")
    #expect(
      SUSIPieChart(slices: [], total: 0, unit: "kg").legendText(for: .init(label: "x", value: 1.5)) == "x: 1.5 kg")
  }

  @Test func pieChart_ownDataWins() throws {
    let json = #"""
      {"answers": [{"data": [{"k": "ignored", "v": 1}],
        "actions": [{"type": "piechart", "key": "k", "value": "v", "total": 10, "unit": "u",
                     "data": [{"k": "a", "v": "4"}, {"k": "b", "v": 6}]}]}]}
      """#
    guard case .pieChart(let chart) = try parse(json).messages[0].action else {
      Issue.record("not a pie chart")
      return
    }
    #expect(chart.slices == [.init(label: "a", value: 4), .init(label: "b", value: 6)])
  }

  @Test func map_afterAnAnchor() throws {
    let response = try parse(SUSIResponseFixtures.mapWithAnchor)
    #expect(
      response.messages.map(\.action) == [
        .anchor(text: "Here is a map", link: "https://www.openstreetmap.org/#map=13/52.52/13.405"),
        .map(SUSIMapLocation(latitude: 52.52, longitude: 13.405, zoom: 13)),
      ])
    #expect(response.messages.map(\.text) == ["Here is a map", "where is berlin"])
    #expect(response.queryDate != nil && response.answerDate != nil)
  }

  @Test func map_zoomDefaultsTo12() throws {
    let json = #"{"answers": [{"actions": [{"type": "map", "latitude": 1.5, "longitude": -2}]}]}"#
    #expect(try parse(json).messages[0].action == .map(SUSIMapLocation(latitude: 1.5, longitude: -2, zoom: 12)))
  }

  @Test func rss_readsTheRowsWithSUSIsDefaults() throws {
    let response = try parse(SUSIResponseFixtures.rss)
    guard case .rss(let feed) = response.messages[0].action else {
      Issue.record("not rss")
      return
    }
    #expect(feed.items.map(\.title) == ["YaCy Search Engine", "Loklak", "Susper"])
    #expect(feed.items[2].link == "http://google.com")
    #expect(response.messages[0].text == "test rss action")
  }

  @Test func everyOtherKind_andUnknownTypesAreWarnings() throws {
    let response = try parse(SUSIResponseFixtures.mixed)
    #expect(
      response.messages.map(\.action) == [
        .websearch(query: "fossasia"),
        .videoPlay(SUSIPlayback(identifier: "9bZkp7q19f0", identifierType: "youtube")),
        .audioPlay(SUSIPlayback(identifier: "https://example.com/song.mp3", identifierType: "url")),
        .stop,
        .answer(expression: "https://example.com/cat.jpg"),
      ])
    #expect(
      response.messages.map(\.text) == [
        "fossasia", "play something", "play something", "Stopped", "https://example.com/cat.jpg",
      ])
    #expect(
      response.warnings == [
        .unknownActionType(path: "answers[0].actions[1].type", type: "timer_set"),
        .unknownActionType(path: "answers[0].actions[6].type", type: "indicatorView"),
      ])
    #expect(response.warnings[0].description == #"answers[0].actions[1].type: unknown action type "timer_set" skipped"#)
  }
}
