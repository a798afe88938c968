/// What a ``BatchStream`` answered.
public struct BatchStreamSummary: Equatable, Sendable {
  /// The number of answer lines written: one per input line.
  public var answered = 0
  /// How many of them are error answers.
  public var failed = 0

  /// A summary of no lines.
  public init() {}
}
