import TextRender

extension DiffTolerance {
  /// The image strategies' default: a channel may differ by 8 of 255, and at
  /// most 0.2 % of the pixels may differ by more.
  ///
  /// That absorbs the anti-aliasing differences between FreeType and cairo
  /// builds (an edge pixel a few levels lighter), while a moved glyph, a
  /// missing one or a changed line break differs in far more pixels.
  public static let antiAliasingNoise = DiffTolerance(channel: 8, maximumDifferingShare: 0.002)
}
