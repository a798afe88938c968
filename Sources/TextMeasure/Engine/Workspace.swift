import CHarfBuzz
import CICUShim

/// What one measurement works in: ICU's iterators, a HarfBuzz buffer and
/// scratch arrays, kept between measurements by the engine's
/// ``WorkspacePool`` so that a measurement opens no iterator, creates no
/// buffer and allocates no scratch space. Used by one thread at a time.
final class Workspace {
  /// The HarfBuzz buffer every run is shaped in.
  let buffer: OpaquePointer
  /// The engine's shaping plans, found through ``plan(for:face:)``.
  let plans: ShapingPlans
  /// The engine's cache, where shaped line edges and words are filed.
  let cache: TextCache
  /// ICU's iterators, opened when a text first needs them (ASCII text does not).
  private var analyzer: OpaquePointer?
  /// Scratch for ICU's boundaries: offsets, and whether each is mandatory.
  /// (The scratch is only ever used by the one thread that holds the
  /// workspace, one access at a time: no dynamic exclusivity check.)
  @exclusivity(unchecked) var boundaryOffsets: [Int32] = []
  @exclusivity(unchecked) var boundaryIsMandatory: [UInt8] = []
  /// Scratch for a paragraph's break opportunities, copied out once found.
  @exclusivity(unchecked) var opportunities: [BreakOpportunity] = []
  /// Scratch for a paragraph's runs, shaped once found.
  @exclusivity(unchecked) var runs: [TextRun] = []
  /// Scratch for a run's words, when their glyphs are looked up in the cache.
  @exclusivity(unchecked) var words = WordPieces()
  /// The longest text analysed or shaped since the workspace was made.
  @exclusivity(unchecked) private(set) var longestText = 0
  /// The shaping plans used last, newest first: most runs find theirs here
  /// without the engine's lock.
  @exclusivity(unchecked) private var recentPlans: [ShapingPlans.Entry] = []
  /// How many plans ``recentPlans`` keeps.
  static let recentPlanLimit = 8

  /// Texts longer than this leave the workspace too large to keep: it is
  /// dropped after them rather than returned to the pool.
  static let keptTextLength = 1 << 16

  /// The line-break locale: UAX #14 at "normal" strictness (CSS `line-break: normal`).
  static let lineBreakLocale = "en@lb=normal"

  /// A workspace for an engine with `plans` and `cache`.
  init(plans: ShapingPlans, cache: TextCache) {
    buffer = hb_buffer_create()
    self.plans = plans
    self.cache = cache
  }

  deinit {
    hb_buffer_destroy(buffer)
    if let analyzer { tm_text_analyzer_destroy(analyzer) }
  }

  /// ICU's iterators, opened on first use.
  ///
  /// - Throws: ``TextLayoutError/textAnalysisFailed`` when ICU cannot open them.
  func textAnalyzer() throws -> OpaquePointer {
    if let analyzer { return analyzer }
    guard let opened = tm_text_analyzer_create(Self.lineBreakLocale) else { throw TextLayoutError.textAnalysisFailed }
    analyzer = opened
    return opened
  }

  /// Makes the boundary scratch hold at least `count` entries.
  func reserveBoundaries(_ count: Int) {
    noteText(length: count)
    if boundaryOffsets.count < count {
      boundaryOffsets = [Int32](repeating: 0, count: count)
      boundaryIsMandatory = [UInt8](repeating: 0, count: count)
    }
  }

  /// Records that a text of `length` UTF-16 units is being worked on.
  func noteText(length: Int) {
    if length > longestText { longestText = length }
  }

  /// The plan for `settings` with `face`: one used lately, or the engine's.
  func plan(for settings: ShapingPlan, face: FontFace) -> ShapingPlans.Entry {
    if let index = recentPlans.firstIndex(where: { $0.isPlan(for: settings, face: face) }) {
      if index > 0 { recentPlans.swapAt(index, index - 1) }
      return recentPlans[max(0, index - 1)]
    }
    let entry = plans.entry(for: settings, face: face)
    if recentPlans.count == Self.recentPlanLimit { recentPlans.removeLast() }
    recentPlans.insert(entry, at: 0)
    return entry
  }

  /// Whether the workspace is small enough to keep for the next measurement.
  var isWorthKeeping: Bool { longestText <= Self.keptTextLength }
}
