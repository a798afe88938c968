import Foundation
import Testing

@testable import textmeasure

/// The CLI's own error reads the same through `localizedDescription` as through its description.
@Suite struct CommandErrorTests {
  @Test func aCommandError_readsItsMessageThroughLocalizedDescription() {
    let error = CommandError("--font-file: /nope.ttf: the font file does not exist")
    #expect((error as any Error).localizedDescription == "--font-file: /nope.ttf: the font file does not exist")
  }
}
