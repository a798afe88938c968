// first-call-probe MODE: in a fresh process, loads the fonts and measures one
// message with MODE's engine (see ProbeMode), then prints the nanoseconds that
// took. FirstCallBenchmarks launches it once per iteration.
import Foundation

guard CommandLine.arguments.count == 2, let mode = ProbeMode(rawValue: CommandLine.arguments[1]) else {
  let modes = ProbeMode.allCases.map(\.rawValue).joined(separator: "|")
  FileHandle.standardError.write(Data("usage: first-call-probe \(modes)\n".utf8))
  exit(64)
}
let clock = ContinuousClock()
let start = clock.now
do {
  try mode.measureOnce()
} catch {
  FileHandle.standardError.write(Data("first-call-probe: \(error)\n".utf8))
  exit(1)
}
let elapsed = (clock.now - start).components
print(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
