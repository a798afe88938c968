import FuzzSupport
import TextMeasure

/// The files the inputs are written to.
private let slots = FontFileSlots()

/// libFuzzer's entry point: the input is a font file, opened, measured and
/// drawn (``FontBytesChecks``).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  slots.withFile(containing: fuzzerInput(data, size)) { url in
    FontBytesChecks(url: url, engine: FuzzEngines.shared).run()
  }
  return 0
}
