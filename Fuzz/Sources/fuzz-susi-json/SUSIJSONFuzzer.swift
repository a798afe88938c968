import Foundation
import FuzzSupport
import TextMeasure

/// libFuzzer's entry point: the input is a SUSI server response, parsed,
/// sized and laid out as a conversation (``SUSIChecks``).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  SUSIChecks(
    jsonData: Data(fuzzerInput(data, size)), cached: TextMeasurer(engine: FuzzEngines.shared),
    uncached: TextMeasurer(engine: FuzzEngines.uncached)
  ).run()
  return 0
}
