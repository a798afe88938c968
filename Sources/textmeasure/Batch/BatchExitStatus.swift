import ArgumentParser

/// The exit statuses of `measure --jsonl`, as its help and the
/// command-line article list them (a usage error exits with
/// ArgumentParser's 64, before the batch starts).
enum BatchExitStatus {
  /// Some requests were answered with an error; every line was answered.
  static let requestsFailed = ExitCode(1)
  /// Standard input could not be read or standard output written: the
  /// answers stop there.
  static let inputOrOutputFailed = ExitCode(3)
}
