import Foundation

/// The process's resident memory, from Linux's `/proc/self/status`.
public enum ResidentMemory {
  /// The resident set now (`VmRSS`), in bytes.
  public static var current: Int { field("VmRSS") }
  /// The highest resident set so far (`VmHWM`), in bytes.
  public static var peak: Int { field("VmHWM") }

  /// A `kB` field of `/proc/self/status`, in bytes (0 when unreadable).
  private static func field(_ name: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let kilobytes = line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) } ?? 0
      return kilobytes * 1024
    }
    return 0
  }
}
