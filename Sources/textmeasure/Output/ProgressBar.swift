#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress bar on stderr, shown only when stderr is a terminal and the
/// conversation is long (at least ``minimumCount`` messages). A bar that
/// cannot be drawn is no failure of the command: its writes are not checked.
final class ProgressBar {
  static let minimumCount = 50
  private let enabled = isatty(2) == 1
  private var shown = false
  private var lastWidth = -1

  func update(count: Int, total: Int) {
    guard enabled, total >= Self.minimumCount else { return }
    let width = 30
    let filled = total > 0 ? count * width / total : width
    guard filled != lastWidth || count == total else { return }
    lastWidth = filled
    shown = true
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
    try? StandardStream.error.write("\rrendering [\(bar)] \(count)/\(total)")
  }

  func finish() {
    guard shown else { return }
    shown = false
    try? StandardStream.error.write("\n")
  }
}
