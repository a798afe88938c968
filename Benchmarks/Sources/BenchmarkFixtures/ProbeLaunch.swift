import Foundation

/// One launch of a probe (`first-call-probe`, `memory-probe`): a fresh
/// process that measures itself and prints one number.
public enum ProbeLaunch {
  /// Why a launch gave no figure.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Runs `probe` with `arguments` and returns the integer it printed.
  ///
  /// - Throws: ``Failure`` when the probe is missing (build it with
  ///   `swift build -c release --product <name>`), fails or prints no number.
  public static func run(_ probe: URL, arguments: [String]) throws -> Int {
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
    let printed = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let value = Int(printed) else {
      let command = ([probe.lastPathComponent] + arguments).joined(separator: " ")
      throw Failure(description: "\(command) failed (status \(process.terminationStatus))")
    }
    return value
  }
}
