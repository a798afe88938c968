// instruction-counts ENGINE FONT PASSES [CORPUS]: sizes every measured
// message of CORPUS (chat by default, see MeasuredCorpus) PASSES times with
// one engine and primary font, for callgrind, and prints how many messages a
// pass measures. Only the passes themselves are to be counted
// (`--toggle-collect=instruction_counts_pass`): loading the fonts and the
// corpus, and emptying and warming the cache before a pass, are not.
// Benchmarks/instruction-counts.sh subtracts a 1-pass run from a longer one,
// so the first pass's one-time work does not count either.
import BenchmarkFixtures
import Foundation
import TextMeasure

let arguments = CommandLine.arguments
guard arguments.count == 4 || arguments.count == 5, let engine = CountedEngine(rawValue: arguments[1]),
  let primary = BenchmarkFontFile.primaries[arguments[2]], let passes = Int(arguments[3]), passes > 0,
  let corpus = arguments.count == 5 ? MeasuredCorpus(rawValue: arguments[4]) : .chat
else {
  let engines = CountedEngine.allCases.map(\.rawValue).joined(separator: "|")
  let fonts = BenchmarkFontFile.primaries.keys.sorted().joined(separator: "|")
  let corpora = MeasuredCorpus.allCases.map(\.rawValue).joined(separator: "|")
  FileHandle.standardError.write(Data("usage: instruction-counts \(engines) \(fonts) PASSES [\(corpora)]\n".utf8))
  exit(64)
}

/// Runs one pass: the function callgrind counts, by this name.
@_silgen_name("instruction_counts_pass") @inline(never)
func countedPass(_ pass: () -> Void) {
  pass()
}

do {
  let texts = try corpus.texts()
  let pass = try engine.makePass(primary: primary, texts: texts.measured, warming: texts.warming)
  print("messages \(texts.measured.count)")
  for _ in 0..<passes {
    pass.prepare()
    countedPass(pass.measure)
  }
} catch {
  FileHandle.standardError.write(Data("instruction-counts: \(error)\n".utf8))
  exit(1)
}
