extension String {
  /// The text without its trailing whitespace and line/paragraph separators
  /// (what a line's used width leaves out).
  var withoutTrailingWhitespace: String {
    var scalars = Array(unicodeScalars)
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}
