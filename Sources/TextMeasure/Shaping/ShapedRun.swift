import CHarfBuzz

/// The glyphs HarfBuzz produced for a ``TextRun``, in visual order, with
/// advances and offsets in font units (exact integers at scale = units per em).
struct ShapedRun: Sendable {
  /// The run that was shaped.
  var run: TextRun
  var glyphIDs: [UInt32]
  /// The UTF-16 offset (in the paragraph) of the cluster each glyph belongs to.
  var clusters: [Int]
  var xAdvances: [Int32]
  var xOffsets: [Int32]
  var yOffsets: [Int32]
  /// HarfBuzz's `UNSAFE_TO_BREAK` flag per glyph: breaking the text at this
  /// glyph's cluster changes the shaping on either side.
  var unsafeToBreak: [Bool]

  /// The run's advance in points, tracking excluded.
  var advance: Double {
    Double(xAdvances.reduce(0) { $0 + Int($1) }) * run.font.scale
  }
}
