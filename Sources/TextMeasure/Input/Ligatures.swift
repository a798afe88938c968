/// Which ligatures text is shaped with: the values of
/// `NSAttributedString.Key.ligature` that iOS supports (its 2, all
/// ligatures, is not supported on iOS).
public enum Ligatures: Int, Sendable, Hashable, CaseIterable {
  /// Only the ligatures the script needs (`NSLigatureAttributeName` 0):
  /// the OpenType features `liga` and `clig` are off; `rlig` (required
  /// ligatures) and `calt` (contextual alternates) stay on.
  ///
  /// Apple documents 0 as "only ligatures essential for proper rendering of
  /// text" (kCTLigatureAttributeName). In Apple's feature registry, which
  /// HarfBuzz's table of AAT feature mappings (`hb-aat-layout.cc`) follows,
  /// `liga` is kLigaturesType/kCommonLigatures and `clig`
  /// kLigaturesType/kContextualLigatures, while `calt` belongs to another
  /// type (kContextualAlternatesType): the ligature attribute leaves it on,
  /// which is why fonts that build "ligatures" with `calt` (Fira Code,
  /// Iosevka) keep them at 0 (github.com/macvim-dev/macvim/pull/712).
  case essential = 0
  /// The font's standard ligatures (`NSLigatureAttributeName` 1, the
  /// default): HarfBuzz's default features.
  case standard = 1
}
