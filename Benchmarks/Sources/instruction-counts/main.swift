// instruction-counts ENGINE FONT PASSES: sizes every corpus message PASSES
// times with one engine and primary font, for callgrind (see
// Benchmarks/instruction-counts.sh, which subtracts a 1-pass run from a
// longer one so that loading the fonts and the corpus does not count).
import BenchmarkFixtures
import Foundation
import TextMeasure

let arguments = CommandLine.arguments
guard arguments.count == 4, let engine = CountedEngine(rawValue: arguments[1]),
  let primary = BenchmarkFontFile.primaries[arguments[2]], let passes = Int(arguments[3]), passes > 0
else {
  let engines = CountedEngine.allCases.map(\.rawValue).joined(separator: "|")
  let fonts = BenchmarkFontFile.primaries.keys.sorted().joined(separator: "|")
  FileHandle.standardError.write(Data("usage: instruction-counts \(engines) \(fonts) PASSES\n".utf8))
  exit(64)
}
do {
  let texts = try CorpusMessage.corpus().map(\.text)
  let run = try engine.makePass(primary: primary, texts: texts)
  for _ in 0..<passes { run() }
} catch {
  FileHandle.standardError.write(Data("instruction-counts: \(error)\n".utf8))
  exit(1)
}
