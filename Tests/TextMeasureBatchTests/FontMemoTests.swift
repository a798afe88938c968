import Testing
import TextMeasure

@testable import TextMeasureBatch

/// The batch's fonts are made once per distinct request, and no more than
/// ``FontMemo/capacity`` are kept however many distinct requests come.
@Suite struct FontMemoTests {
  static func request(size: Double) -> FontRequest {
    var request = FontRequest(origin: "$")
    request.size = size
    return request
  }

  @Test func aFontNamedAgain_isNotMadeAgain() throws {
    let memo = FontMemo()
    var made = 0
    for _ in 0..<5 {
      _ = memo.font(for: Self.request(size: 17)) { _ in
        made += 1
        return .systemFont(ofSize: 17)
      }
    }
    #expect(made == 1)
    // The path the request came from is not part of its identity.
    var fromARun = Self.request(size: 17)
    fromARun.origin = "$.runs[3]"
    _ = memo.font(for: fromARun) { _ in
      made += 1
      return .systemFont(ofSize: 17)
    }
    #expect(made == 1)
  }

  @Test func distinctRequests_keepAtMostTheCapacity() throws {
    let memo = FontMemo()
    var made = 0
    for index in 0..<(FontMemo.capacity * 3) {
      _ = memo.font(for: Self.request(size: Double(index + 1))) { _ in
        made += 1
        return .systemFont(ofSize: Double(index + 1))
      }
    }
    #expect(made == FontMemo.capacity * 3)
    #expect(memo.count == FontMemo.capacity)
  }

  /// A font that cannot be made is not kept: the next request tries again.
  @Test func aFailure_isNotKept() throws {
    struct Refused: Error {}
    let memo = FontMemo()
    #expect(throws: Refused.self) { try memo.font(for: Self.request(size: 9)) { _ in throw Refused() } }
    #expect(memo.count == 0)
  }
}
