import FuzzSupport
import TextMeasure
import TextMeasureBatch

/// libFuzzer's entry point: the input is a JSONL batch, each line answered
/// as `textmeasure measure --jsonl` answers it (``BatchChecks``).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let batch = fuzzerInput(data, size)
  for line in batch.split(separator: UInt8(ascii: "\n")) {
    BatchChecks(line: Array(line), cached: .cached, uncached: .uncached).run()
  }
  return 0
}

extension BatchMeasurer {
  /// Answers with the shared engine's cache.
  static let cached = BatchMeasurer(measurer: TextMeasurer(engine: FuzzEngines.shared))
  /// Answers without a cache: the reference.
  static let uncached = BatchMeasurer(measurer: TextMeasurer(engine: FuzzEngines.uncached))
}
