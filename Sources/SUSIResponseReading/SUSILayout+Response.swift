import BubbleLayout
import Foundation

extension SUSILayout {
  /// Measures every message of a response, in order: what
  /// `textmeasure susi` prints.
  ///
  /// - Throws: TextMeasure's `TextLayoutError` from the measurement.
  public func measure(_ response: SUSIResponse, viewWidth: Double) throws -> [SUSIMessageMeasurement] {
    try response.messages.map { try measure($0, viewWidth: viewWidth) }
  }
}
