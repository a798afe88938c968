import CFreeType
import Foundation

/// A FreeType library, which opens faces and must see every call that
/// opens or closes one of them in turn (FreeType's library object is not
/// thread-safe): each ``FontFace`` keeps the library it was opened with and
/// closes itself through it.
final class FreeTypeLibrary: @unchecked Sendable {
  private let library: FT_Library
  private let lock = NSLock()

  /// A new FreeType library.
  ///
  /// - Throws: ``FontError/freeTypeUnavailable(code:)`` when FreeType cannot start.
  init() throws {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else { throw FontError.freeTypeUnavailable(code: Int(error)) }
    self.library = library
  }

  deinit {
    FT_Done_FreeType(library)
  }

  /// Runs `body` with exclusive use of the library.
  func withLibrary<Result>(_ body: (FT_Library) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(library)
  }
}
