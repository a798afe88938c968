import CHarfBuzz

/// Variable fonts: the instance a font measures and draws with.
///
/// A variable face is measured at its design coordinates: HarfBuzz shapes
/// with them (glyph advances varied by `gvar`/`HVAR`) and FreeType reads
/// the line metrics (varied by `MVAR`) and draws the outlines at them. As
/// CoreText does, the optical size axis (`opsz`) follows the point size
/// unless fixed. Each instance is a face of its own, so caches keep
/// instances apart.
extension Font {
  /// The font's variation axes (its `fvar` table); empty for a font that
  /// does not vary, or whose `fvar` table cannot be read.
  public var variationAxes: [VariationAxis] { face.variationAxes }

  /// The font's named instances (its `fvar` table).
  public var namedInstances: [NamedInstance] { face.namedInstances }

  /// The design value of every axis the font measures with, by tag.
  public var variations: [String: Double] {
    let current = face.identity.coordinates.byTag
    return Dictionary(
      uniqueKeysWithValues: variationAxes.map { ($0.tag, current[hb_tag_t.harfBuzzTag($0.tag)] ?? $0.defaultValue) })
  }

  /// The same font at the design values `values`, by axis tag (for example
  /// `["wght": 650]`), fixed at every size. A value outside its axis's
  /// range is clamped to it, as HarfBuzz and FreeType clamp it. Axes not
  /// given keep their values; the optical size (`opsz`) follows the point
  /// size unless given here.
  ///
  /// - Throws: ``FontError/invalidVariation(tag:value:font:)`` for a tag the
  ///   font has no axis for, or a value that is not a finite number.
  public func withVariations(_ values: [String: Double]) throws -> Font {
    var fixed = fixedVariations
    for (tag, value) in values.sorted(by: { $0.key < $1.key }) {
      guard value.isFinite, variationAxes.contains(where: { $0.tag == tag }) else {
        throw FontError.invalidVariation(tag: tag, value: value, font: fontName)
      }
      fixed[hb_tag_t.harfBuzzTag(tag)] = value
    }
    return replacing(fixedVariations: fixed)
  }

  /// The same font at its named instance `name` (for example "Bold";
  /// compared case-insensitively): every axis fixed at the instance's value.
  ///
  /// - Throws: ``FontError/namedInstanceNotFound(name:font:available:)``.
  public func withNamedInstance(_ name: String) throws -> Font {
    guard let instance = namedInstances.first(where: { $0.name.lowercased() == name.lowercased() }) else {
      throw FontError.namedInstanceNotFound(name: name, font: fontName, available: namedInstances.map(\.name))
    }
    return try withVariations(instance.coordinates)
  }

  /// The same font at `weight` on its weight axis (`wght`), at the
  /// OpenType weight ``Weight/openTypeWeight`` gives; the font itself
  /// when it has no weight axis.
  public func withWeight(_ weight: Weight) -> Font {
    guard variationAxes.contains(where: { $0.tag == "wght" }) else { return self }
    return (try? withVariations(["wght": weight.openTypeWeight])) ?? self
  }

  /// The coordinates of `face` for the design values `fixed` and, unless
  /// they fix it, the optical size `pointSize`.
  static func coordinates(_ fixed: [UInt32: Double], _ pointSize: Double, _ face: FontFace) -> VariationCoordinates {
    var requested = fixed
    let opticalSize = hb_tag_t.harfBuzzTag("opsz")
    if requested[opticalSize] == nil, pointSize.isFinite, pointSize > 0 { requested[opticalSize] = pointSize }
    return VariationCoordinates(requested, axes: face.variationAxes)
  }
}

extension Font.Weight {
  /// The OpenType weight (`wght`, `usWeightClass`: 100 thin … 900 black)
  /// of a UIKit weight: UIKit's named weights at the OpenType weights of
  /// their names (ultra-light 100, thin 200, light 300, regular 400,
  /// medium 500, semibold 600, bold 700, heavy 800, black 900), linear
  /// between them and clamped beyond. Apple publishes no formula; the
  /// named points are the ones its weight names mean in OpenType.
  public var openTypeWeight: Double {
    let points: [(Double, Double)] = [
      (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
    ]
    guard rawValue > points[0].0 else { return points[0].1 }
    guard let upper = points.firstIndex(where: { $0.0 >= rawValue }) else { return points[points.count - 1].1 }
    let (x0, y0) = points[upper - 1], (x1, y1) = points[upper]
    return y0 + (rawValue - x0) / (x1 - x0) * (y1 - y0)
  }
}
