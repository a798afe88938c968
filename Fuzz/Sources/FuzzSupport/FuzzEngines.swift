import TextMeasure

/// The engines the targets measure with.
public enum FuzzEngines {
  /// ``TextEngine/shared`` (what default measurers, fonts and chat styles
  /// use), its cache budget cut to 4 MiB before its first use.
  ///
  /// libFuzzer checks for leaks (LeakSanitizer, which scans the whole heap)
  /// after inputs that end with more allocations than they freed, which is
  /// every input that fills a cache; with 64 MiB of cached layouts each
  /// check costs a third of a second. 4 MiB still holds thousands of
  /// entries, so inputs hit the cache, and fills within seconds, so eviction
  /// runs too.
  public static let shared: TextEngine = {
    TextEngine.shared.cache.budget = 4 << 20
    return TextEngine.shared
  }()

  /// An engine that caches nothing: the reference cached results must equal.
  public static let uncached = TextEngine(cacheBudget: 0)
}
