#ifndef TM_BUNDLED_FONTS_H
#define TM_BUNDLED_FONTS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The bytes of the bundled face whose PostScript name is `name` (for
/// example "Inter-Bold"), built into the binary, so that they are there
/// however the binary is deployed. Writes their number to `byte_count`.
/// Returns NULL, and writes 0, for a name no bundled face has. The bytes
/// are read-only and live as long as the process.
const unsigned char *tm_bundled_font(const char *name, size_t *byte_count);

/// The licence of the bundled fonts (the SIL Open Font License with the
/// fonts' copyright notice), as UTF-8 text without a terminating NUL.
/// Writes its length in bytes to `byte_count`.
const char *tm_bundled_font_license(size_t *byte_count);

#ifdef __cplusplus
}
#endif

#endif
