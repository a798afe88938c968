import Foundation
import FuzzSupport
import TextMeasure

/// The styles whose caches (the engine's, JSQ's sizes) live across inputs.
private let cachedStyles = conversationStyles(measurer: TextMeasurer(engine: FuzzEngines.shared))

/// libFuzzer's entry point: the input is a conversation's JSON, decoded and
/// laid out in every style (``ConversationChecks``).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  ConversationChecks(
    jsonData: Data(fuzzerInput(data, size)), cachedStyles: cachedStyles,
    // Made for each input: JSQ's size cache starts empty.
    uncachedStyles: conversationStyles(measurer: TextMeasurer(engine: FuzzEngines.uncached))
  ).run()
  return 0
}
