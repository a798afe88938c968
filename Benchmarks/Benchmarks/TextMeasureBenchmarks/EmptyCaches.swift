import TextMeasure

/// Empties the cache every `TextMeasurer()` shares (``TextEngine/shared``'s):
/// the state of a process that has measured nothing but opened its fonts.
func emptyTextMeasureCaches() {
  TextEngine.shared.cache.removeAll()
}
