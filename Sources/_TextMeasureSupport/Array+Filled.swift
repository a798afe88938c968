extension Array {
  /// `count` copies of `value`: the same array as `Array(repeating:count:)`,
  /// allocated the cheaper way.
  ///
  /// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:)`
  /// allocate through a standard-library function that is never specialized,
  /// so each call looks up the storage class's generic metadata at run time;
  /// copying a collection allocates through specialized code instead
  /// (callgrind, 50 `Double`s: about 860 instructions of overhead against
  /// 560). The engine allocates a few arrays per paragraph, so it counts.
  @inlinable public init(filledWith value: Element, count: Int) {
    self.init(repeatElement(value, count: count))
  }
}
