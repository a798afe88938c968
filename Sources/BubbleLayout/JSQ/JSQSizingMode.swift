/// How ``JSQBubbleSizeCalculator`` turns a measured text into a bubble.
///
/// JSQ's cell shows the text in a `UITextView` whose `lineFragmentPadding`
/// is 0 and whose `textContainerInset` is `{7, 14, 7, 14}`, inside the
/// bubble less the frame insets `{0, 0, 0, 6}`. A bubble exactly the text's
/// size plus those insets therefore shows the measured lines; JSQ adds 2 pt
/// of "magix" anyway (its comment: "`boundingRectWithSize:` is slightly off…
/// not sure why").
public enum JSQSizingMode: Sendable, Hashable, CaseIterable {
  /// JSQ 7.3's numbers, magic included: the text is measured with
  /// `boundingRect` at the maximum text width and rounded by
  /// `CGRectIntegral`; the bubble is `MAX(w + 36, 48) + 2` by `h + 16`, where
  /// 36 = container insets 28 + frame insets 6 + the 2-pt avatar spacing, and
  /// 16 = container insets 14 + frame insets 0 + the magic 2. The cell's text
  /// view then wraps at `w + 4`, which can pull a word up from the next line
  /// when the text fills the maximum width.
  case faithful
  /// No magic: the text is laid out by the cell's text view model
  /// (``TextViewModel``, padding 0, JSQ's container insets) at the same
  /// maximum width; its size is rounded up to whole points (never past the
  /// wrap width), and the bubble is that plus the container and frame insets
  /// and nothing else: `MAX(w + 34, 48)` by `h + 14`. A text view
  /// `bubble width − frame insets` wide shows exactly the measured lines.
  case exact
}
