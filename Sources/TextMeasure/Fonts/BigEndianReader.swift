/// Big-endian numbers read from a font table's bytes, nil past its end.
struct BigEndianReader {
  let bytes: UnsafeRawBufferPointer

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  func uint16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  func int16(at offset: Int) -> Int16? { uint16(at: offset).map { Int16(bitPattern: $0) } }

  func uint32(at offset: Int) -> UInt32? {
    guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }

  /// A 16.16 fixed-point number.
  func fixed(at offset: Int) -> Double? { uint32(at: offset).map { Double(Int32(bitPattern: $0)) / 65536 } }
}
