extension TextLayoutOptions {
  /// The options as a small number for a cache key's hash: one bit each.
  var cacheHashValue: Int {
    (lines == .multiple ? 1 : 0) | (addsFontLeading ? 2 : 0) | (measuresInkBounds ? 4 : 0)
      | (truncatesLastVisibleLine ? 8 : 0)
  }
}
