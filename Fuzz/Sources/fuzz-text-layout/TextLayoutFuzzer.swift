import FuzzSupport
import TextMeasure

/// The fonts the input picks from, opened once.
private let fonts = FuzzFonts.all(engine: FuzzEngines.shared)

/// libFuzzer's entry point: one text, laid out and checked (``LayoutChecks``).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(fuzzerInput(data, size))
  let layoutCase = LayoutCase(&input, fonts: fonts)
  LayoutChecks(
    layoutCase: layoutCase,
    uncached: TextMeasurer(engine: FuzzEngines.uncached, metricsProfile: layoutCase.metricsProfile),
    cached: TextMeasurer(engine: FuzzEngines.shared, metricsProfile: layoutCase.metricsProfile)
  ).run()
  return 0
}
