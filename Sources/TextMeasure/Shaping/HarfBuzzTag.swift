import CHarfBuzz

extension hb_tag_t {
  /// The OpenType tag spelled by four ASCII characters, e.g. "GSUB" or "kern"
  /// (HarfBuzz's `HB_TAG` macro, which Swift cannot import).
  static func harfBuzzTag(_ string: StaticString) -> hb_tag_t {
    string.withUTF8Buffer { bytes in
      bytes.reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }
  }
}
