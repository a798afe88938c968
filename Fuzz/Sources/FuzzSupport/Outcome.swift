/// What a call gave: its value, or the error it threw.
///
/// Two outcomes of calls that should agree (the same measurement with and
/// without a cache, say) are compared with ``agrees(with:)``.
public enum Outcome<Value> {
  case value(Value)
  case error(any Error)

  /// The outcome of `body`.
  public init(_ body: () throws -> Value) {
    do {
      self = .value(try body())
    } catch {
      self = .error(error)
    }
  }

  /// The value, if there is one.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// The error's type and description, if there is an error: errors are
  /// compared by what they say, so that two carrying NaN still agree.
  public var errorDescription: String? {
    if case .error(let error) = self { return "\(type(of: error)): \(error)" }
    return nil
  }

  /// The outcome with its value transformed by `transform`, its error kept.
  public func map<Other>(_ transform: (Value) -> Other) -> Outcome<Other> {
    switch self {
    case .value(let value): .value(transform(value))
    case .error(let error): .error(error)
    }
  }

  /// Whether both give values that `same` finds equal, or both throw the
  /// same error.
  public func agrees(with other: Outcome<Value>, _ same: (Value, Value) -> Bool) -> Bool {
    switch (self, other) {
    case (.value(let a), .value(let b)): same(a, b)
    case (.error, .error): errorDescription == other.errorDescription
    default: false
    }
  }
}

extension Outcome: CustomStringConvertible {
  public var description: String {
    switch self {
    case .value(let value): "value \(value)"
    case .error: "error \(errorDescription ?? "")"
    }
  }
}

extension Outcome where Value: Equatable {
  /// Whether both give equal values, or both throw the same error.
  public func agrees(with other: Outcome<Value>) -> Bool {
    agrees(with: other, ==)
  }
}
