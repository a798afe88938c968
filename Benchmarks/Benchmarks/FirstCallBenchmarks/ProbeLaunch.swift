import Foundation

/// One launch of `first-call-probe`.
enum ProbeLaunch {
  /// Why a launch gave no figure.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `probe argument` and returns the nanoseconds it printed.
  ///
  /// - Throws: ``Failure`` when the probe is missing (build it with
  ///   `swift build -c release --product first-call-probe`), fails or prints
  ///   no number.
  static func run(_ probe: URL, argument: String) throws -> Int {
    guard FileManager.default.isExecutableFile(atPath: probe.path) else {
      throw Failure(description: "\(probe.path) is missing: swift build -c release --product first-call-probe")
    }
    let process = Process()
    let output = Pipe()
    process.executableURL = probe
    process.arguments = [argument]
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let printed = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let nanoseconds = Int(printed) else {
      throw Failure(description: "first-call-probe \(argument) failed (status \(process.terminationStatus))")
    }
    return nanoseconds
  }
}
