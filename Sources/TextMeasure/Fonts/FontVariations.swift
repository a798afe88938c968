import CHarfBuzz

extension Font {
  /// A design axis of a variable font (its `fvar` table): weight (`wght`),
  /// optical size (`opsz`), width (`wdth`), …, with its range.
  public struct VariationAxis: Hashable, Sendable {
    /// The four-character axis tag, e.g. "wght".
    public let tag: String
    /// The axis's name from the font's `name` table, e.g. "Weight" (empty when the font gives none).
    public let name: String
    /// The smallest design value.
    public let minimum: Double
    /// The value of the font's default instance.
    public let defaultValue: Double
    /// The largest design value.
    public let maximum: Double
  }

  /// A named instance of a variable font (its `fvar` table): a name such as
  /// "Bold" or "Display" and the design value of every axis.
  public struct NamedInstance: Hashable, Sendable {
    /// The instance's subfamily name, e.g. "Bold".
    public let name: String
    /// The design value of each axis, by tag.
    public let coordinates: [String: Double]
  }
}

/// A variable face's design coordinates that differ from its default
/// instance, by axis tag (in tag order, each clamped to its axis's range):
/// part of a face's identity, so that caches keep instances apart. Empty for
/// the default instance and for a face that does not vary.
struct VariationCoordinates: Hashable, Sendable {
  /// An axis tag (HarfBuzz's `hb_tag_t`) and its design value.
  struct Coordinate: Hashable, Sendable {
    let tag: UInt32
    let value: Double
  }

  /// The coordinates, by increasing tag.
  let values: [Coordinate]

  static let none = VariationCoordinates(values: [])

  private init(values: [Coordinate]) { self.values = values }

  /// `requested` (design values by tag) for a face with `axes`: each value
  /// clamped to its axis's range, values equal to the default dropped, tags
  /// the face has no axis for ignored.
  init(_ requested: [UInt32: Double], axes: [Font.VariationAxis]) {
    values = axes.compactMap { axis -> Coordinate? in
      let tag = hb_tag_t.harfBuzzTag(axis.tag)
      guard let value = requested[tag] else { return nil }
      let clamped = min(max(value, axis.minimum), axis.maximum)
      return clamped == axis.defaultValue ? nil : Coordinate(tag: tag, value: clamped)
    }.sorted { $0.tag < $1.tag }
  }

  /// The design values by tag.
  var byTag: [UInt32: Double] { Dictionary(uniqueKeysWithValues: values.map { ($0.tag, $0.value) }) }
}

extension hb_tag_t {
  /// The tag spelled by `string` (four ASCII characters; shorter ones are
  /// padded with spaces), as HarfBuzz's `hb_tag_from_string` reads it.
  static func harfBuzzTag(_ string: String) -> hb_tag_t {
    hb_tag_from_string(string, Int32(string.utf8.count))
  }

  /// The four characters of the tag.
  var tagString: String {
    String(decoding: [24, 16, 8, 0].map { UInt8((self >> $0) & 0xFF) }, as: UTF8.self)
  }
}

extension FontFace {
  /// The face's variation axes, read through HarfBuzz (an `fvar` table that
  /// cannot be read gives none: the face does not vary).
  static func variationAxes(of face: OpaquePointer) -> [Font.VariationAxis] {
    var count = hb_ot_var_get_axis_count(face)
    guard count > 0 else { return [] }
    var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
    _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
    return infos.prefix(Int(count)).map { info in
      Font.VariationAxis(
        tag: info.tag.tagString, name: name(face, info.name_id), minimum: Double(info.min_value),
        defaultValue: Double(info.default_value), maximum: Double(info.max_value))
    }
  }

  /// The face's named instances, with their subfamily names.
  static func namedInstances(of face: OpaquePointer, axes: [Font.VariationAxis]) -> [Font.NamedInstance] {
    (0..<hb_ot_var_get_named_instance_count(face)).map { index in
      var count = UInt32(axes.count)
      var coordinates = [Float](repeating: 0, count: axes.count)
      _ = hb_ot_var_named_instance_get_design_coords(face, index, &count, &coordinates)
      let byTag = Dictionary(
        zip(axes.prefix(Int(count)), coordinates).map { ($0.tag, Double($1)) }, uniquingKeysWith: { first, _ in first })
      return Font.NamedInstance(
        name: name(face, hb_ot_var_named_instance_get_subfamily_name_id(face, index)), coordinates: byTag)
    }
  }

  /// The `name` table's string `id` (its English one, HarfBuzz's choice), or "".
  private static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String {
    var length: UInt32 = 0
    let total = hb_ot_name_get_utf8(face, id, nil, &length, nil)
    guard total > 0 else { return "" }
    var buffer = [CChar](repeating: 0, count: Int(total) + 1)
    length = UInt32(buffer.count)
    _ = hb_ot_name_get_utf8(face, id, nil, &length, &buffer)
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
