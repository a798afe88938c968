/// Traps, printing `message`, unless `condition` holds: how a target reports
/// a finding. libFuzzer catches the trap and saves the input that caused it.
///
/// - Parameters:
///   - condition: what must hold.
///   - message: what was wrong, with the values involved.
public func invariant(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition else { return }
  fatalError("invariant violated: \(message())", file: file, line: line)
}
