import FontOracles
import Foundation
import Testing

/// `measure --jsonl`'s default number of measuring threads: the CPUs the
/// process may run on (its affinity mask), not every CPU of the machine.
@Suite("measure --jsonl: --jobs default")
struct BatchJobsTests {
  static let request = requestLine([
    "id": 1, "text": "Hello", "size": 17, "font_file": FontFiles.interRegular.path,
  ])

  /// The threads of a batch started with `arguments` through `launcher`,
  /// counted once it has answered a line (every thread is started by then)
  /// while its standard input stays open.
  static func threads(_ arguments: [String], launcher: [String] = []) throws -> Int {
    let process = try InteractiveProcess(["measure", "--jsonl", "--no-system-fallback"] + arguments, launcher: launcher)
    try process.write(line: request)
    _ = try process.readLine(timeout: 30)
    let count = try process.threadCount
    #expect(try process.finish(timeout: 30) == 0)
    return count
  }

  /// The first CPU this process may run on, from `/proc/self/status`
  /// (`Cpus_allowed_list: 0-3,6`), read apart from the binary's
  /// `sched_getaffinity`.
  static func firstAllowedCPU() throws -> String {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    let list = line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
    return String(try #require(list.split(whereSeparator: { $0 == "," || $0 == "-" }).first))
  }

  @Test("under taskset -c CPU it measures on one thread, as --jobs 1 does")
  func affinityOfOneCPUMeansOneJob() throws {
    let taskset = ["/usr/bin/taskset", "-c", try Self.firstAllowedCPU()]
    let oneJob = try Self.threads(["--jobs", "1"])
    #expect(try Self.threads(["--jobs", "2"]) == oneJob + 1, "a thread more per job")
    #expect(try Self.threads([], launcher: taskset) == oneJob)
  }
}
