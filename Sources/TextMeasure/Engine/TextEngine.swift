import Foundation
internal import _TextMeasureSupport

/// The long-lived owner of everything measuring keeps: the fonts it has
/// opened, the system's fallback lists, HarfBuzz's shaping plans, the
/// workspaces (ICU iterators, HarfBuzz buffers) measurements borrow, and
/// the one ``TextCache`` of results.
///
/// Make one per process, or one per tenant whose memory you account
/// separately, and hand it to the ``TextMeasurer``s and fonts that should
/// use it; ``shared`` is the one they use unless told otherwise. Making an
/// engine costs almost nothing until it opens its first font (a few
/// milliseconds: FreeType, and Fontconfig's configuration for system
/// fallback).
///
/// Memory is bounded whatever is measured:
/// - the cache, by its byte ``TextCache/budget`` (64 MiB by default);
/// - open faces: those some ``Font`` holds, plus the 64 used last, within
///   ``Font/idleFaceByteBudget`` (128 MiB) of their files' bytes, which
///   are read into memory;
/// - fallback lists: 32 (face, language) lists and 4,096 answers;
/// - shaping plans: 256;
/// - idle workspaces: 16, none grown past 64 K UTF-16 units.
///
/// Measuring any number of distinct texts therefore raises a process's peak
/// resident memory by at most the budget plus 192 MB (the faces' tables,
/// ICU's data, the workspaces, the texts being measured, the allocator's
/// slack): 256 MB in all with the default budget, plus the font files of
/// the faces open (fonts read whole into memory: those fonts hold, idle
/// ones within their budget, and the system fallback fonts the texts
/// needed). `Benchmarks/` measures it with 20,000 distinct messages of
/// 10,000 characters.
///
/// Everything but the faces fonts hold goes with ``releaseMemory()`` and
/// with the engine itself: nothing it made refers back to it. Thread-safe.
///
/// ```swift
/// let engine = TextEngine(cacheBudget: 256 << 20)
/// let measurer = TextMeasurer(engine: engine)
/// let font = try Font(name: "Inter", size: 17, engine: engine)
/// let rect = try measurer.boundingRect(of: "Hello Susi", font: font, width: 250)
/// ```
public final class TextEngine: Sendable {
  /// The engine ``TextMeasurer``, ``Font`` and the Foundation-style
  /// `boundingRect` use unless given another. Its cache's budget can be
  /// changed and emptied like any other.
  public static let shared = TextEngine()

  /// The cache of shaped texts, layouts and rects.
  public let cache: TextCache
  /// The faces this engine has opened.
  let fonts: FontLibrary
  /// The system's fallback fonts, opened through ``fonts``.
  let fallback: SystemFallback
  /// HarfBuzz's shaping plans.
  let plans: ShapingPlans
  /// The workspaces measurements borrow.
  let workspaces: WorkspacePool
  /// Where the system font comes from (`TextEngine+SystemFonts.swift`).
  let systemFonts: Locked<SystemFontChoice>

  /// An engine whose cache may hold `cacheBudget` bytes (0: no caching),
  /// its system font from the folder ``systemFontsEnvironmentVariable``
  /// names, if any.
  public convenience init(cacheBudget: Int = TextCache.defaultBudget) {
    self.init(cacheBudget: cacheBudget, environment: ProcessInfo.processInfo.environment)
  }

  /// An engine that reads ``systemFontsEnvironmentVariable`` from `environment`.
  init(cacheBudget: Int, environment: [String: String]) {
    cache = TextCache(budget: cacheBudget)
    fonts = FontLibrary()
    fallback = SystemFallback(library: fonts)
    plans = ShapingPlans()
    workspaces = WorkspacePool(plans: plans, cache: cache)
    systemFonts = Locked(Self.systemFontChoice(environment: environment, library: fonts))
  }

  /// Drops everything the engine keeps that it can make again: the cache's
  /// entries, idle workspaces, shaping plans and fallback lists, and the
  /// faces no ``Font`` holds. What a memory warning calls for.
  public func releaseMemory() {
    cache.removeAll()
    workspaces.removeAll()
    plans.removeAll()
    fallback.removeAll()
    fonts.removeUnheldFaces()
  }

  /// Runs `body` with a ``ParagraphShaper`` and a ``Shaper`` over a
  /// workspace no other thread uses.
  func withShapers<Result>(_ body: (ParagraphShaper, Shaper) throws -> Result) rethrows -> Result {
    try workspaces.withWorkspace { workspace in
      let shaper = Shaper(workspace: workspace)
      return try body(ParagraphShaper(workspace: workspace, fallback: fallback, shaper: shaper), shaper)
    }
  }
}
