import CICUShim
internal import _TextMeasureSupport

/// A place where a line may end: after ``offset`` UTF-16 units of a paragraph.
struct BreakOpportunity: Sendable, Hashable {
  private let storedOffset: Int32
  /// A required break (after U+2028 or a paragraph separator).
  let isMandatory: Bool

  init(offset: Int, isMandatory: Bool) {
    storedOffset = Int32(truncatingIfNeeded: offset)
    self.isMandatory = isMandatory
  }

  /// The UTF-16 offset, in the paragraph, after which the line may end.
  var offset: Int { Int(storedOffset) }
}

/// UAX #14 line-break opportunities and UAX #29 grapheme boundaries, from
/// ICU or, for ASCII text, from the rules themselves (the same answers, and
/// a tenth of the time).
enum TextBoundaries {
  /// Every line-break opportunity after offset 0 of `text` (a paragraph), in
  /// order, tailored for the web (``WebLineBreakTailoring``); the last is at
  /// `text.count`. `isASCII`, when known, says whether every unit is ASCII.
  ///
  /// - Throws: ``TextLayoutError/textAnalysisFailed`` when ICU fails.
  static func lineBreakOpportunities(
    in text: UnsafeBufferPointer<UInt16>, isASCII: Bool? = nil, workspace: Workspace
  ) throws -> [BreakOpportunity] {
    guard !text.isEmpty else { return [] }
    if isASCII ?? Self.isASCII(text) {
      WebLineBreakTailoring.opportunities(inASCII: text, into: &workspace.opportunities)
      return Array(workspace.opportunities[...])
    }
    return try lineBreakOpportunitiesFromICU(in: text, workspace: workspace)
  }

  /// ``lineBreakOpportunities(in:workspace:)`` from ICU's opportunities,
  /// whatever the text.
  ///
  /// - Throws: ``TextLayoutError/textAnalysisFailed`` when ICU fails.
  static func lineBreakOpportunitiesFromICU(in text: UnsafeBufferPointer<UInt16>, workspace: Workspace) throws
    -> [BreakOpportunity]
  {
    guard !text.isEmpty else { return [] }
    let count = try unicodeLineBreaks(in: text, workspace: workspace)
    workspace.boundaryOffsets.withUnsafeBufferPointer { offsets in
      workspace.boundaryIsMandatory.withUnsafeBufferPointer { mandatory in
        WebLineBreakTailoring.opportunities(
          in: text, icuOffsets: UnsafeBufferPointer(rebasing: offsets[0..<count]), icuIsMandatory: mandatory,
          into: &workspace.opportunities)
      }
    }
    return Array(workspace.opportunities[...])
  }

  /// Unicode 15.1's line-break opportunities of `text` (UAX #14 as ICU
  /// implements it for the workspace's locale, with ``Unicode15_1LineBreaking``),
  /// before the web tailoring: their offsets after 0, ascending, the last at
  /// `text.count`, in `workspace.boundaryOffsets`, and 1 beside each
  /// required one in `workspace.boundaryIsMandatory`. Returns their number.
  ///
  /// - Throws: ``TextLayoutError/textAnalysisFailed`` when ICU fails.
  static func unicodeLineBreaks(in text: UnsafeBufferPointer<UInt16>, workspace: Workspace) throws -> Int {
    let length = text.count
    guard length > 0, let base = text.baseAddress else { return 0 }
    workspace.reserveBoundaries(length)
    let analyzer = try workspace.textAnalyzer()
    func icuBreaks(of units: UnsafePointer<UInt16>) -> Int32 {
      workspace.boundaryOffsets.withUnsafeMutableBufferPointer { offsets in
        workspace.boundaryIsMandatory.withUnsafeMutableBufferPointer { mandatory in
          tm_line_break_opportunities(analyzer, units, Int32(length), offsets.baseAddress, mandatory.baseAddress)
        }
      }
    }
    let icuCount =
      if let standIn = Unicode15_1LineBreaking.icuStandIn(for: text) {
        standIn.withUnsafeBufferPointer { icuBreaks(of: $0.baseAddress!) }
      } else {
        icuBreaks(of: base)
      }
    guard icuCount >= 0 else { throw TextLayoutError.textAnalysisFailed }
    return workspace.boundaryOffsets.withUnsafeMutableBufferPointer { offsets in
      workspace.boundaryIsMandatory.withUnsafeMutableBufferPointer { mandatory in
        Unicode15_1LineBreaking.apply(to: text, offsets: offsets, isMandatory: mandatory, count: Int(icuCount))
      }
    }
  }

  /// The extended grapheme cluster boundaries of `text`: where clusters
  /// start, both ends included. `isASCII`, when known, says whether every
  /// unit is ASCII (``isASCII(_:)``).
  ///
  /// - Throws: ``TextLayoutError/textAnalysisFailed`` when ICU fails.
  static func graphemeBoundaries(
    in text: UnsafeBufferPointer<UInt16>, isASCII: Bool? = nil, workspace: Workspace
  ) throws -> GraphemeStarts {
    let length = text.count
    guard length > 0, let base = text.baseAddress else { return .everyOffset }
    if isASCII ?? Self.isASCII(text) {
      // UAX #29 in ASCII: a boundary everywhere but inside CR LF (GB3),
      // which is all ICU's rules say for these characters. (Found from the
      // first CR: most texts have none, and the search for one is cheaper.)
      guard let carriageReturn = text.firstIndex(of: 0x0D),
        (carriageReturn + 1..<length).contains(where: { base[$0 - 1] == 0x0D && base[$0] == 0x0A })
      else { return .everyOffset }
      return GraphemeStarts(
        [Bool](unsafeUninitializedCapacity: length + 1) { boundaries, initialized in
          boundaries[0] = true
          for i in 1..<length { boundaries[i] = !(base[i - 1] == 0x0D && base[i] == 0x0A) }
          boundaries[length] = true
          initialized = length + 1
        })
    }
    if let simple = simpleGraphemeBoundaries(in: text) { return GraphemeStarts(simple) }
    workspace.reserveBoundaries(length)
    let analyzer = try workspace.textAnalyzer()
    let count = workspace.boundaryOffsets.withUnsafeMutableBufferPointer {
      tm_grapheme_boundaries(analyzer, base, Int32(length), $0.baseAddress)
    }
    guard count >= 0 else { throw TextLayoutError.textAnalysisFailed }
    var isBoundary = [Bool](filledWith: false, count: length + 1)
    isBoundary[0] = true
    isBoundary[length] = true
    for i in 0..<Int(count) { isBoundary[Int(workspace.boundaryOffsets[i])] = true }
    IndicConjuncts.join(in: text, boundaries: &isBoundary)
    return GraphemeStarts(isBoundary)
  }

  /// The grapheme boundaries of a text whose every character has the
  /// Grapheme_Cluster_Break value Other, Control, CR, LF, LV or LVT (letters
  /// of most alphabets, CJK ideographs, Hangul syllables, controls; no
  /// combining mark, joiner, jamo or regional indicator), without ICU: then
  /// UAX #29 puts a boundary before every character but LF after CR (rules
  /// GB3–GB5 and GB999; LV and LVT join only jamo, GB6–GB8). `nil` for
  /// any other text.
  static func simpleGraphemeBoundaries(in text: UnsafeBufferPointer<UInt16>) -> [Bool]? {
    var boundaries = [Bool](filledWith: false, count: text.count + 1)
    var offset = 0
    while offset < text.count {
      let (scalar, length) = Itemizer.scalar(in: text, at: offset)
      if scalar >= 0x300 && !(0x4E00...0x9FFF).contains(scalar) {
        switch tm_grapheme_cluster_break(scalar) {
        case Int32(TM_GCB_OTHER), Int32(TM_GCB_CONTROL), Int32(TM_GCB_CR), Int32(TM_GCB_LF), Int32(TM_GCB_LV),
          Int32(TM_GCB_LVT):
          break
        default:
          return nil
        }
      }
      boundaries[offset] = offset == 0 || !(text[offset - 1] == 0x0D && text[offset] == 0x0A)
      offset += length
    }
    boundaries[text.count] = true
    return boundaries
  }

  /// Whether every unit of `text` is ASCII, eight at a time.
  static func isASCII(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
    guard let base = text.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    var bits: UInt64 = 0
    while index + 4 <= text.count {
      bits |= raw.loadUnaligned(fromByteOffset: index * 2, as: UInt64.self)
      index += 4
    }
    while index < text.count {
      bits |= UInt64(base[index])
      index += 1
    }
    return bits & 0xFF80_FF80_FF80_FF80 == 0
  }
}
