import CFreeType

extension FontError {
  /// The error for FreeType's `FT_New_Memory_Face` failing with `code` on
  /// the file at `path`: ``notAFontFile(path:)`` for a format FreeType does
  /// not know, else ``invalidFontFile(path:reason:)`` saying why: a broken
  /// file, one that ends before the data its header promises, or FreeType's
  /// error code.
  static func openingFailed(path: String, freeTypeError code: FT_Error) -> FontError {
    // The low byte is the generic error; the high byte names the module that raised it.
    switch Int(code & 0xFF) {
    case Int(FT_Err_Unknown_File_Format): return .notAFontFile(path: path)
    case Int(FT_Err_Invalid_File_Format): return .invalidFontFile(path: path, reason: "a broken font file")
    case Int(FT_Err_Invalid_Stream_Operation), Int(FT_Err_Invalid_Stream_Read):
      return .invalidFontFile(path: path, reason: "the file ends too soon")
    default: return .invalidFontFile(path: path, reason: "FreeType error \(code)")
    }
  }
}
