/// A benchmark's name: `group (N messages)/variant`. `benchmark-table` reads
/// the count to print per-message figures and pairs variants by group.
func benchmarkName(_ group: String, messages: Int, variant: String) -> String {
  "\(group) (\(messages) messages)/\(variant)"
}
