/// Why the probe could not measure.
enum ProbeError: Error, CustomStringConvertible {
  /// The baseline could not open its font files.
  case fontsUnavailable(ProbeMode)

  var description: String {
    switch self {
    case .fontsUnavailable(let mode): "\(mode.rawValue): the font files could not be loaded"
    }
  }
}
