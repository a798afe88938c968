import Foundation

/// One launch of a probe (`first-call-probe`, `memory-probe`,
/// `soak-probe`): a fresh process that measures itself and prints its
/// figures as integers.
public enum ProbeLaunch {
  /// Why a launch gave no figure.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Runs `probe` with `arguments` and returns the integers it printed
  /// (separated by white space), at least one.
  ///
  /// - Throws: ``Failure`` when the probe is missing (build it with
  ///   `swift build -c release --product <name>`), fails or prints anything
  ///   but integers.
  public static func run(_ probe: URL, arguments: [String]) throws -> [Int] {
    guard FileManager.default.isExecutableFile(atPath: probe.path) else {
      throw Failure(
        description: "\(probe.path) is missing: swift build -c release --product \(probe.lastPathComponent)")
    }
    let process = Process()
    let output = Pipe()
    process.executableURL = probe
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let printed = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    let values = printed.compactMap { Int($0) }
    guard process.terminationStatus == 0, !values.isEmpty, values.count == printed.count else {
      let command = ([probe.lastPathComponent] + arguments).joined(separator: " ")
      throw Failure(description: "\(command) failed (status \(process.terminationStatus))")
    }
    return values
  }
}
