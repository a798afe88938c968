import CProcessorAffinity
import Foundation

/// The processors this process may run on: the default number of threads
/// that measure a batch.
enum UsableProcessors {
  /// The CPUs of the process's affinity mask, so that `taskset -c 0
  /// textmeasure …` measures on one thread; where the system does not say,
  /// the active processor count.
  static var count: Int {
    let allowed = Int(tm_usable_processor_count())
    return allowed > 0 ? allowed : ProcessInfo.processInfo.activeProcessorCount
  }
}
