/// The Unicode scalars of a range of UTF-16 text (a grapheme cluster), read
/// as they are iterated: no array is made for them (lone surrogates read as
/// U+FFFD, as ``Itemizer/scalar(in:at:)`` reads them).
struct ClusterScalars: Sequence {
  let text: UnsafeBufferPointer<UInt16>
  let range: Range<Int>

  struct Iterator: IteratorProtocol {
    let text: UnsafeBufferPointer<UInt16>
    var offset: Int
    let end: Int

    mutating func next() -> UInt32? {
      guard offset < end else { return nil }
      let (scalar, length) = Itemizer.scalar(in: text, at: offset)
      offset += length
      return scalar
    }
  }

  func makeIterator() -> Iterator { Iterator(text: text, offset: range.lowerBound, end: range.upperBound) }
}
