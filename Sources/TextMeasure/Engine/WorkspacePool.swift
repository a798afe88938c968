internal import _TextMeasureSupport

/// The idle ``Workspace``s of an engine: a measurement takes one and gives
/// it back. At most ``idleLimit`` are kept, and none that a very long text
/// made large (``Workspace/isWorthKeeping``), so the pool holds at most
/// ``idleLimit`` × (ICU's iterators + a 64 K-unit HarfBuzz buffer and scratch),
/// about 16 MB at worst, whatever was measured. Thread-safe.
final class WorkspacePool: Sendable {
  /// How many idle workspaces are kept.
  static let idleLimit = 16

  private let idle = Locked<[Workspace]>([])
  /// What the workspaces shape with and file edges in.
  private let plans: ShapingPlans
  private let cache: TextCache

  /// A pool of workspaces for an engine with `plans` and `cache`.
  init(plans: ShapingPlans, cache: TextCache) {
    self.plans = plans
    self.cache = cache
  }

  /// Runs `body` with a workspace no other thread is using.
  func withWorkspace<Result>(_ body: (Workspace) throws -> Result) rethrows -> Result {
    let workspace = idle.withLock { $0.popLast() } ?? Workspace(plans: plans, cache: cache)
    defer { give(workspace) }
    return try body(workspace)
  }

  private func give(_ workspace: Workspace) {
    guard workspace.isWorthKeeping else { return }
    idle.withLock { idle in
      if idle.count < Self.idleLimit { idle.append(workspace) }
    }
  }

  /// Drops every idle workspace.
  func removeAll() {
    idle.withLock { $0.removeAll() }
  }
}
