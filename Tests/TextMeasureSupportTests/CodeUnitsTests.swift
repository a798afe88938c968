import Foundation
import Testing

@testable import _TextMeasureSupport

/// How cache keys tell texts apart and file them: by their UTF-8 bytes,
/// never by Unicode equivalence, and with hashes that spread.
@Suite struct CodeUnitsTests {
  @Test func stringsCompare_byTheirBytes_inWhateverStorage() {
    let text = "Which color do you prefer for the living room, blue or green? 🎨"
    // The same bytes in storage of its own (not the literal's).
    let copy = String(decoding: Array(text.utf8), as: UTF8.self)
    #expect(text.hasSameCodeUnits(as: text))
    #expect(text.hasSameCodeUnits(as: copy) && copy.hasSameCodeUnits(as: text))
    #expect(!text.hasSameCodeUnits(as: String(text.dropLast())))
    #expect(!text.hasSameCodeUnits(as: text.replacingOccurrences(of: "?", with: "!")))
    #expect("caf\u{E9}" == "cafe\u{301}" && !"caf\u{E9}".hasSameCodeUnits(as: "cafe\u{301}"))
    #expect("".hasSameCodeUnits(as: String(decoding: [UInt8](), as: UTF8.self)))
    #expect(!"".hasSameCodeUnits(as: " "))
  }

  @Test func emptyBuffers_areEqual_withOrWithoutAnAddress() {
    let bytes: [UInt8] = [1, 2, 3]
    bytes.withUnsafeBytes { buffer in
      let noAddress = UnsafeRawBufferPointer(start: nil, count: 0)
      let emptyWithAddress = UnsafeRawBufferPointer(rebasing: buffer[0..<0])
      #expect(noAddress.hasSameBytes(as: emptyWithAddress) && emptyWithAddress.hasSameBytes(as: noAddress))
      #expect(!noAddress.hasSameBytes(as: buffer))
      #expect(buffer.hasSameBytes(as: buffer))
      #expect(!UnsafeRawBufferPointer(rebasing: buffer[0..<2]).hasSameBytes(as: UnsafeRawBufferPointer(rebasing: buffer[1..<3])))
    }
  }

  @Test func theHashOfAString_isTheHashOfItsBytes() {
    let text = "naïve café"
    #expect(text.codeUnitHash == Array(text.utf8).withUnsafeBytes(\.codeUnitHash))
    #expect("caf\u{E9}".codeUnitHash != "cafe\u{301}".codeUnitHash)
  }

  @Test func theMixer_tellsOrderAndSignsApart_butNotTheZeros() {
    func mixed(_ values: [Int]) -> Int {
      var mixer = CacheHashMixer(7)
      values.forEach { mixer.combine($0) }
      return mixer.value
    }
    #expect(mixed([1, 2]) != mixed([2, 1]))
    #expect(mixed([1, 0]) != mixed([0, 1]))
    #expect(mixed([-1]) != mixed([1]))
    var positive = CacheHashMixer(7)
    positive.combine(0.0)
    var negative = CacheHashMixer(7)
    negative.combine(-0.0)
    #expect(positive.value == negative.value)
  }

  /// Keys that differ in one small field (message widths 1…4,096) must
  /// spread over the 16 shards (top 4 bits) and over a table's buckets (low
  /// bits): each of the 16 groups gets 256 ± 25%.
  @Test func keysDifferingInOneField_spreadOverShardsAndBuckets() {
    var shards = [Int](repeating: 0, count: 16)
    var buckets = [Int](repeating: 0, count: 16)
    for width in 1...4_096 {
      var mixer = CacheHashMixer(12_345)
      mixer.combine(Double(width))
      mixer.combine(0.0)
      let hash = UInt(bitPattern: mixer.value)
      shards[Int(hash >> (UInt.bitWidth - 4))] += 1
      buckets[Int(hash & 15)] += 1
    }
    #expect(shards.allSatisfy { (192...320).contains($0) }, "\(shards)")
    #expect(buckets.allSatisfy { (192...320).contains($0) }, "\(buckets)")
  }
}
