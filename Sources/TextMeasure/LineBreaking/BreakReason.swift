/// Why a line ends where it does.
public enum BreakReason: String, Sendable, Hashable, Codable {
  /// The paragraph (or the text) ends here.
  case paragraphEnd
  /// A line separator (U+2028) forces the break.
  case lineSeparator
  /// The next word did not fit: a UAX #14 break opportunity.
  case wordBoundary
  /// A word wider than the line was broken between grapheme clusters.
  case emergency
  /// Character wrapping broke between grapheme clusters.
  case character
  /// The line was cut to fit (clipping and truncating modes).
  case truncated
}
