// soak-probe COUNT [INTERVAL]
//
// In a fresh process: sizes COUNT random messages (1 to 100,000 characters,
// every script, random styles; see RandomMessage) on every core with the
// default TextMeasurer(), sampling the resident memory every INTERVAL
// seconds (default 2), then sizes them all again on one thread with no
// cache. Prints the samples on stderr, and on stdout three integers: the
// rise of peak resident memory in bytes, the growth of resident memory in
// the second half of the parallel pass in tenths of a percent (see
// SoakRun.growthInSecondHalf), and how many messages gave other bits on the
// second pass (must be 0).
import BenchmarkFixtures
import Foundation
import TextMeasure

let arguments = CommandLine.arguments.dropFirst()
guard let count = arguments.first.flatMap({ Int($0) }), count > 0,
  let interval = arguments.dropFirst().first.map({ Double($0) }) ?? 2.0, interval > 0, arguments.count <= 2
else {
  FileHandle.standardError.write(Data("usage: soak-probe COUNT [INTERVAL]\n".utf8))
  exit(64)
}
do {
  let corpus = try CorpusMessage.corpus()
  let fonts = [
    try BenchmarkSetting.font(), try BenchmarkSetting.font(primary: BenchmarkFontFile.primaries["dejavu"]!),
    Font.systemFont(ofSize: 17),
  ]
  _ = try TextMeasurer().boundingRect(of: "Hello Susi 你好 👍", font: fonts[0], width: 250)
  let start = ResidentMemory.current
  let run = SoakRun(count: count, corpus: corpus, fonts: fonts)
  let (results, samples) = run.parallelPass(interval: interval)
  let peak = ResidentMemory.peak
  for sample in samples {
    let line = String(
      format: "%7.1f s  RSS %6.1f MB  cache %5.1f MB\n", sample.seconds, Double(sample.residentBytes) / 1e6,
      Double(sample.cacheBytes) / 1e6)
    FileHandle.standardError.write(Data(line.utf8))
  }
  let growth = SoakRun.growthInSecondHalf(samples)
  let mismatches = run.mismatches(with: results)
  FileHandle.standardError.write(
    Data(String(format: "growth in the second half: %.1f %%; mismatches: %d\n", growth, mismatches).utf8))
  print(peak - start, Int((growth * 10).rounded()), mismatches)
} catch {
  FileHandle.standardError.write(Data("soak-probe: \(error)\n".utf8))
  exit(1)
}
