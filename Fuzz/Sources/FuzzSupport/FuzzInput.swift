/// A fuzzer input read from the front: each parameter a target draws takes
/// the next bytes, and the bytes left over are the payload (a text, say).
///
/// An exhausted input reads as zeros, so every input, the empty one
/// included, is a complete case, and libFuzzer's mutation of one byte near
/// the front changes one parameter.
///
/// ```swift
/// var input = FuzzInput(bytes)
/// let width = input.length(typical: 0...600)   // sometimes 0, −1, huge, ∞ or NaN
/// let text = String(decoding: input.remainder(), as: UTF8.self)
/// ```
public struct FuzzInput {
  private var bytes: ArraySlice<UInt8>

  /// An input over a copy of `bytes`.
  public init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = ArraySlice(bytes)
  }

  /// The lengths ``length(typical:)`` returns besides its typical range:
  /// what a caller could pass by mistake or on purpose.
  public static let edgeLengths: [Double] = [
    0, -0.0, -1, 5e-324, 1e-300, 0.5, 1e6, 1e15, 1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
  ]

  /// The next byte (0 when none is left).
  public mutating func byte() -> UInt8 {
    bytes.popFirst() ?? 0
  }

  /// A number in `0..<count` from the next byte.
  ///
  /// - Precondition: `count` is in 1...256.
  public mutating func index(below count: Int) -> Int {
    Int(byte()) % count
  }

  /// A Boolean from the next byte.
  public mutating func flag() -> Bool {
    byte() & 1 == 1
  }

  /// One of `choices`, from the next byte.
  public mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[index(below: choices.count)]
  }

  /// A length in points: from the next byte, one of ``edgeLengths`` about
  /// one time in twenty, else a value in `typical` from the two bytes after.
  public mutating func length(typical: ClosedRange<Double>) -> Double {
    let selector = Int(byte())
    if selector < Self.edgeLengths.count { return Self.edgeLengths[selector] }
    let fraction = Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(UInt16.max)
    return typical.lowerBound + fraction * (typical.upperBound - typical.lowerBound)
  }

  /// The bytes not read yet; the input is then exhausted.
  public mutating func remainder() -> ArraySlice<UInt8> {
    defer { bytes = [] }
    return bytes
  }
}
