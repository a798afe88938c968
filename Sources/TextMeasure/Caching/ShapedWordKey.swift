internal import _TextMeasureSupport

/// Where the shaping of a word is filed in the ``TextCache``: the face, the
/// shaping plan, whether the run's characters stand for an inline box, and
/// the word's UTF-16 units with its trailing spaces.
///
/// No context is part of the key, because none can change the glyphs of a
/// word the shaper files (`Shaper+Words.swift`): one that starts the
/// paragraph or follows a space, and ends the paragraph or with a space,
/// in a run the face and plan let be split into words (``WordBoundaries``).
/// - Lookups see only the glyphs in HarfBuzz's buffer (one run), and none
///   matches across a space in such a run.
/// - HarfBuzz reads the characters around the buffer (its pre- and
///   post-context) only to choose Arabic-style joining forms, and a space
///   neither joins nor lets joining through: a space or nothing before the
///   word leaves the word's first letter in the same state, and what comes
///   after its trailing space cannot change the space's form. (Marks that
///   follow a space join its grapheme cluster, and the shaper never splits
///   a cluster: the word then starts later.)
/// Glyph advances are in font units: one entry serves every size of the face.
struct ShapedWordKey: Sendable, Equatable {
  /// The face, plan and inline-box flag the word was shaped with.
  let source: GlyphSource
  /// The word and its trailing spaces.
  let units: [UInt16]
  let hash: Int

  /// The key of the word `units` shaped as `source` says, whose hash is
  /// `hash` (``hash(source:units:)``, found for the lookup that missed).
  init(source: GlyphSource, units: UnsafeBufferPointer<UInt16>, hash: Int) {
    self.source = source
    self.units = Array(units)
    self.hash = hash
  }

  /// The hash of the key these would make, without making it.
  static func hash(source: GlyphSource, units: UnsafeBufferPointer<UInt16>) -> Int {
    source.hash(seed: UnsafeRawBufferPointer(units).codeUnitHash)
  }

  /// Whether this is the key of `units` shaped as `source` says, compared
  /// in place.
  func matches(source: GlyphSource, units: UnsafeBufferPointer<UInt16>) -> Bool {
    guard self.units.count == units.count, self.source == source else { return false }
    // A word is a few units: compared one by one, without a call.
    return self.units.withUnsafeBufferPointer { own in
      var index = 0
      while index < own.count {
        if own[index] != units[index] { return false }
        index += 1
      }
      return true
    }
  }

  /// The memory the key's units take, in bytes (for the cache's budget):
  /// their array's 32-byte header and the units. The key itself lies in the
  /// cache's arrays (``TextCache/bytesPerEntry``), its source with the plan.
  var byteCount: Int { 32 + units.capacity * 2 }
}
