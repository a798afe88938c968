import TextMeasure

/// Empties the caches every `TextMeasurer` shares (shaped words and
/// paragraphs, whole layouts): the state of a process that has measured nothing.
func emptyTextMeasureCaches() {
  ShapingCache.shared.removeAll()
  LayoutCache.shared.removeAll()
}
