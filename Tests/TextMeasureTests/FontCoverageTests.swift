import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// A face reads its coverage of the characters it is asked about most once;
/// the bits must say what its cmap says, character by character.
@Suite struct FontCoverageTests {
  @Test(arguments: [
    FontFiles.interRegular, FontFiles.dejaVuSans, FontFiles.notoSans, FontFiles.notoSansArabic,
    FontFiles.notoColorEmoji, FontFiles.liberationSans,
  ])
  func coverage_isTheCmaps(file: URL) throws {
    let face = try Font(fileURL: file, size: 17).face
    var mismatches: [UInt32] = []
    for scalar in UInt32(0)..<0x2400 where face.covers(scalar) != (face.nominalGlyph(for: scalar) != nil) {
      mismatches.append(scalar)
    }
    #expect(mismatches.isEmpty, "\(file.lastPathComponent): \(mismatches.prefix(10).map { String($0, radix: 16) })")
    // The bits are not all set or all clear: the test can tell.
    let covered = (UInt32(0x80)..<0x800).filter(face.covers).count
    #expect(covered > 0 && covered < 0x780 || file == FontFiles.notoColorEmoji)
  }
}
