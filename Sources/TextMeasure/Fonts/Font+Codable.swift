import CHarfBuzz
import Foundation

extension CodingUserInfoKey {
  /// The ``TextEngine`` that opens the fonts a decoder meets (a decoder's
  /// `userInfo` without it opens them with ``TextEngine/shared``).
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[.textEngine] = engine
  /// let layout = try decoder.decode(TextLayout.self, from: data)
  /// ```
  public static let textEngine = CodingUserInfoKey(rawValue: "TextMeasure.TextEngine")!
}

extension Font: Codable {
  private enum CodingKeys: String, CodingKey {
    case file
    case faceIndex = "face_index"
    case postScriptName = "postscript_name"
    case pointSize = "point_size"
    case variations
    case cascadeList = "cascade_list"
    case usesSystemFallback = "uses_system_fallback"
    case usesTabularDigits = "uses_tabular_digits"
    case metricsProfile = "metrics_profile"
    case usesSanFranciscoMetrics = "san_francisco_metrics"
  }

  /// Opens the font the JSON names: the face at `face_index` of `file`
  /// (without a `file`, the bundled Inter face `postscript_name`), at
  /// `point_size`, with its fixed `variations`, cascade list, fallback,
  /// digits, metrics profile and line metrics (`san_francisco_metrics`,
  /// false when absent). The face is opened by the decoder's
  /// `CodingUserInfoKey.textEngine`, or ``TextEngine/shared``.
  ///
  /// - Throws: the ``FontError`` of a file that cannot be opened, or
  ///   `DecodingError.dataCorrupted` when the face in the file is no longer
  ///   the one named by `postscript_name`, or no file is given and no
  ///   bundled face has that name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let engine = decoder.userInfo[.textEngine] as? TextEngine ?? .shared
    let postScriptName = try container.decode(String.self, forKey: .postScriptName)
    let faceIndex = try container.decode(Int.self, forKey: .faceIndex)
    let face: FontFace
    if let file = try container.decodeIfPresent(String.self, forKey: .file) {
      face = try engine.fonts.face(path: file, index: faceIndex)
    } else if let bundled = BundledFont(rawValue: postScriptName), faceIndex == 0 {
      face = try engine.fonts.face(bundled)
    } else {
      throw DecodingError.dataCorruptedError(
        forKey: .postScriptName, in: container,
        debugDescription: "no file, and no bundled face \(postScriptName) at index \(faceIndex)")
    }
    guard face.postScriptName == postScriptName else {
      throw DecodingError.dataCorruptedError(
        forKey: .postScriptName, in: container,
        debugDescription: "the file now holds \(face.postScriptName), not \(postScriptName)")
    }
    let variations = try container.decode([String: Double].self, forKey: .variations)
    self.init(
      face: face, pointSize: try container.decode(Double.self, forKey: .pointSize),
      cascadeList: try container.decode([Font].self, forKey: .cascadeList),
      usesSystemFallback: try container.decode(Bool.self, forKey: .usesSystemFallback),
      metricsProfile: try container.decode(MetricsProfile.self, forKey: .metricsProfile),
      usesTabularDigits: try container.decode(Bool.self, forKey: .usesTabularDigits),
      fixedVariations: Dictionary(uniqueKeysWithValues: variations.map { (hb_tag_t.harfBuzzTag($0.key), $0.value) }),
      usesSanFranciscoMetrics: try container.decodeIfPresent(Bool.self, forKey: .usesSanFranciscoMetrics) ?? false)
  }

  /// Encodes where the face is (`file`, left out for a bundled face, which
  /// has none; `face_index`; and its `postscript_name` to check it by) and
  /// what the font adds to it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(face.source.fileURL?.path, forKey: .file)
    try container.encode(faceIndex, forKey: .faceIndex)
    try container.encode(fontName, forKey: .postScriptName)
    try container.encode(pointSize, forKey: .pointSize)
    try container.encode(
      Dictionary(uniqueKeysWithValues: fixedVariations.map { ($0.key.tagString, $0.value) }), forKey: .variations)
    try container.encode(cascadeList, forKey: .cascadeList)
    try container.encode(usesSystemFallback, forKey: .usesSystemFallback)
    try container.encode(usesTabularDigits, forKey: .usesTabularDigits)
    try container.encode(metricsProfile, forKey: .metricsProfile)
    try container.encode(usesSanFranciscoMetrics, forKey: .usesSanFranciscoMetrics)
  }
}
