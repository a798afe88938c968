// memory-probe distinct COUNT LENGTH | languages TAGS MEASUREMENTS
//
// In a fresh process: loads the fonts and sizes one message, notes the
// resident memory, runs the workload (see MemoryWorkload), and prints by
// how many bytes the peak resident memory rose above that starting point.
// MemoryBenchmarks launches it once per iteration.
import BenchmarkFixtures
import Foundation
import TextMeasure

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("memory-probe: \(message)\n".utf8))
  exit(status)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let first = Int(arguments.dropFirst().first!), let second = Int(arguments.last!),
  first > 0, second > 0
else {
  fail("usage: memory-probe distinct COUNT LENGTH | languages TAGS MEASUREMENTS", status: 64)
}
let workload: MemoryWorkload
switch arguments.first! {
case "distinct": workload = .distinctTexts(count: first, length: second)
case "languages": workload = .languageTags(tags: first, measurements: second)
default: fail("unknown workload \(arguments.first!)", status: 64)
}
do {
  let corpus = try CorpusMessage.corpus()
  _ = try TextMeasurer().boundingRect(of: "Hello Susi 你好 👍", font: try BenchmarkSetting.font(), width: 250)
  let start = ResidentMemory.current
  try workload.run(corpus: corpus)
  print(ResidentMemory.peak - start)
} catch {
  fail("\(error)", status: 1)
}
