import Foundation
import Testing
import TextMeasureBatch

/// A batch error reads the same through `localizedDescription` as through its description.
@Suite struct BatchErrorDescriptionTests {
  @Test func anUnknownOption_readsItsMessageThroughLocalizedDescription() throws {
    let error = try #require(throws: BatchError.self) { try DrawingOptionName.parse(["usesFontLeading", "wrapsNicely"]) }
    let localized = (error as any Error).localizedDescription
    #expect(localized == error.description)
    #expect(localized.hasPrefix("unknown option 'wrapsNicely'"))
  }
}
