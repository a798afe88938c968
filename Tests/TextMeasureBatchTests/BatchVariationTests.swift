import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// A request's `named_instance` and `variations` pick a variable font's
/// instance: widths from hb-shape at the same location (`--variations`),
/// errors naming the field.
@Suite struct BatchVariationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    /// The request's instance fields, as JSON members (may be empty).
    let fields: String
    /// Where hb-shape shapes: every axis, the optical size included.
    let location: [String: Double]
    var testDescription: String { fields.isEmpty ? "no instance fields" : fields }
  }

  static let cases = [
    // opsz follows the size (17) when nothing fixes it.
    Case(fields: "", location: ["wght": 400, "opsz": 17]),
    Case(fields: #""variations":{"wght":650}"#, location: ["wght": 650, "opsz": 17]),
    Case(fields: #""variations":{"wght":250,"opsz":30}"#, location: ["wght": 250, "opsz": 30]),
    // A named instance fixes every axis (Bold: wght 700, opsz at its default 12).
    Case(fields: #""named_instance":"bold""#, location: ["wght": 700, "opsz": 12]),
    // Variations go over the instance (Display: opsz 72).
    Case(fields: #""named_instance":"Display","variations":{"wght":900}"#, location: ["wght": 900, "opsz": 72]),
  ]

  @Test(arguments: cases)
  func theInstance_measuresAsHBShapeAtItsLocation(_ instance: Case) throws {
    try FontFiles.requireFile(FontFiles.dejaVuVariable)
    let text = "Hamburgefonts"
    let separator = instance.fields.isEmpty ? "" : ","
    let line =
      #"{"text":"\#(text)","font_file":"\#(FontFiles.dejaVuVariable.path)","size":17\#(separator)\#(instance.fields)}"#
    let answer = BatchMeasurer(systemFallback: false).answer(toLine: Array(line.utf8))
    #expect(answer.error == nil)
    let object = try BatchMeasurerTests.object(answer)
    let units = try HBShape.totalAdvance(
      fontFile: FontFiles.dejaVuVariable, text: text, variations: instance.location)
    let upem = try SfntTables(contentsOf: FontFiles.dejaVuVariable).head().unitsPerEm
    let expected = Double(units) * 17 / Double(upem)
    let width = try #require(object["width"] as? Double)
    #expect(abs(width - expected) < 1e-9, "\(width) against hb-shape's \(expected)")
  }

  @Test(arguments: [
    (#""variations":{"wdth":75}"#, "$.variations: DejaVuVariableTest-Regular: no variation 'wdth' = 75.0"),
    (#""named_instance":"Heavy""#, "$.named_instance: DejaVuVariableTest-Regular: no named instance 'Heavy'"),
    (#""variations":{"wght":"bold"}"#, "$.variations.wght: must be a number"),
    (#""variations":700"#, "$.variations: must be an object"),
  ])
  func anInstanceTheFontLacks_isAnErrorNamingTheField(fields: String, message: String) throws {
    let line = #"{"id":1,"text":"H","font_file":"\#(FontFiles.dejaVuVariable.path)","size":17,\#(fields)}"#
    let answer = BatchMeasurer(systemFallback: false).answer(toLine: Array(line.utf8))
    let error = try #require(answer.error)
    #expect(error.hasPrefix(message), "\(error)")
  }
}
