import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// A batch answer line decodes into a ``LayoutReport`` that encodes back to the same line.
@Suite struct LayoutReportDecodingTests {
  @Test func anAnswerLine_decodesToTheReportItWasWrittenFrom() throws {
    let request = #"{"id": "a", "text": "Hi there", "font_file": "\#(FontFiles.interRegular.path)", "size": 17, "width": 0}"#
    let answer = BatchMeasurer().answer(toLine: Array(request.utf8))
    #expect(answer.error == nil)
    let report = try JSONDecoder().decode(LayoutReport.self, from: Data(answer.json.utf8))
    #expect(try report.json() == answer.json)
    // The keys the batch contract names, and a width hb-shape gives.
    let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["id", "lines", "line_widths", "width", "height", "rect"])
    #expect(report.id == .string("a"))
    #expect(report.lines == ["Hi there"])
    let width = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hi there", size: 17)
    #expect(abs(try #require(report.line_widths.first) - width) < 1e-9)
  }

  @Test func aDetailedReport_decodesEqual() throws {
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let layout = try TextMeasurer().layout("Two words", font: font, width: 40)
    let report = LayoutReport(id: nil, layout: layout, details: true)
    let decoded = try JSONDecoder().decode(LayoutReport.self, from: Data(try report.json().utf8))
    #expect(decoded == report)
    #expect(decoded.line_details?.map(\.breakReason) == layout.lines.map(\.breakReason.rawValue))
  }
}
