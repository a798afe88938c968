internal import _TextMeasureSupport

extension String {
  /// The string's UTF-16 code units, the offsets every layout speaks in: an
  /// ASCII string's bytes widened in one pass, any other transcoded.
  var utf16Units: [UInt16] {
    let ascii: [UInt16]? = withCodeUnits { bytes in
      var bits: UInt8 = 0
      for byte in bytes { bits |= byte }
      guard bits < 0x80 else { return nil }
      return [UInt16](unsafeUninitializedCapacity: bytes.count) { units, initialized in
        for (index, byte) in bytes.enumerated() { units[index] = UInt16(byte) }
        initialized = bytes.count
      }
    }
    return ascii ?? Array(utf16)
  }
}
