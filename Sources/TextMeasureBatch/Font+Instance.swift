import TextMeasure

extension Font {
  /// This font at its named instance `namedInstance` (when given), then with
  /// `variations` (design values by axis tag) over it: what a batch
  /// request's `named_instance` and `variations` and the command line's
  /// `--named-instance` and `--variation` ask for.
  ///
  /// - Throws: ``/TextMeasure/FontError/namedInstanceNotFound(name:font:available:)`` or
  ///   ``/TextMeasure/FontError/invalidVariation(tag:value:font:)``.
  public func instance(named namedInstance: String?, variations: [String: Double]) throws -> Font {
    let instance = try namedInstance.map(withNamedInstance) ?? self
    return variations.isEmpty ? instance : try instance.withVariations(variations)
  }
}
