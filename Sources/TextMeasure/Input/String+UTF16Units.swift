internal import _TextMeasureSupport

extension String {
  /// The string's UTF-16 code units, the offsets every layout speaks in,
  /// transcoded in one pass from the UTF-8 bytes a native string stores
  /// (valid UTF-8, which `String` guarantees).
  var utf16Units: [UInt16] {
    withCodeUnits { bytes in
      var result = [UInt16](filledWith: 0, count: bytes.count)
      let written = result.withUnsafeMutableBufferPointer { units in
        var read = 0
        var written = 0
        // ASCII eight bytes at a time: each byte widened in place.
        while read + 8 <= bytes.count {
          let word = bytes.loadUnaligned(fromByteOffset: read, as: UInt64.self)
          guard word & 0x8080_8080_8080_8080 == 0 else { break }
          for shift in stride(from: 0, to: 64, by: 8) { units[written + shift / 8] = UInt16(truncatingIfNeeded: word >> shift) & 0xFF }
          read += 8
          written += 8
        }
        while read < bytes.count {
          let lead = UInt32(bytes[read])
          if lead < 0x80 {
            units[written] = UInt16(lead)
            read += 1
            written += 1
            continue
          }
          let scalar: UInt32
          if lead < 0xE0 {
            scalar = (lead & 0x1F) << 6 | UInt32(bytes[read + 1] & 0x3F)
            read += 2
          } else if lead < 0xF0 {
            scalar = (lead & 0x0F) << 12 | UInt32(bytes[read + 1] & 0x3F) << 6 | UInt32(bytes[read + 2] & 0x3F)
            read += 3
          } else {
            scalar =
              (lead & 0x07) << 18 | UInt32(bytes[read + 1] & 0x3F) << 12 | UInt32(bytes[read + 2] & 0x3F) << 6
              | UInt32(bytes[read + 3] & 0x3F)
            read += 4
          }
          if scalar < 0x10000 {
            units[written] = UInt16(scalar)
            written += 1
          } else {
            units[written] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
            units[written + 1] = UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
            written += 2
          }
        }
        return written
      }
      // Each character beyond ASCII takes fewer UTF-16 units than bytes.
      if written < bytes.count { result.removeLast(bytes.count - written) }
      return result
    }
  }
}
