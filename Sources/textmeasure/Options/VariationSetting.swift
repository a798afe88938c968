import ArgumentParser

/// One axis of a variable font and its design value, written `TAG=VALUE`
/// (`wght=650`): the argument of `--variation`.
struct VariationSetting: ExpressibleByArgument, Hashable {
  var tag: String
  var value: Double

  init?(argument: String) {
    guard let equals = argument.firstIndex(of: "="), let value = Double(argument[argument.index(after: equals)...]),
      value.isFinite
    else { return nil }
    tag = String(argument[..<equals])
    self.value = value
  }

  static var defaultValueDescription: String { "TAG=VALUE" }
}
