// The bundled Inter faces and their licence, built into the binary with
// C23's #embed (clang 19 and later), byte for byte as the files in Inter/.

#include "tm_bundled_fonts.h"

#include <string.h>

#if !defined(__has_embed)
#error "the bundled fonts are embedded with #embed: build with clang 19 or later (Swift 6.1's toolchain or later)"
#endif

// Clang accepts #embed in every C mode; before C23 it warns that it is an extension.
#pragma clang diagnostic ignored "-Wc23-extensions"

_Alignas(16) static const unsigned char inter_regular[] = {
#embed "Inter/Inter-Regular.otf"
};
_Alignas(16) static const unsigned char inter_italic[] = {
#embed "Inter/Inter-Italic.otf"
};
_Alignas(16) static const unsigned char inter_medium[] = {
#embed "Inter/Inter-Medium.otf"
};
_Alignas(16) static const unsigned char inter_semibold[] = {
#embed "Inter/Inter-SemiBold.otf"
};
_Alignas(16) static const unsigned char inter_bold[] = {
#embed "Inter/Inter-Bold.otf"
};
_Alignas(16) static const unsigned char inter_bold_italic[] = {
#embed "Inter/Inter-BoldItalic.otf"
};
static const char license[] = {
#embed "Inter/OFL.txt"
};

/// A bundled face: its PostScript name, which is also its file's base name, and its bytes.
typedef struct {
  const char *name;
  const unsigned char *bytes;
  size_t byte_count;
} bundled_face;

static const bundled_face faces[] = {
    {"Inter-Regular", inter_regular, sizeof inter_regular},
    {"Inter-Italic", inter_italic, sizeof inter_italic},
    {"Inter-Medium", inter_medium, sizeof inter_medium},
    {"Inter-SemiBold", inter_semibold, sizeof inter_semibold},
    {"Inter-Bold", inter_bold, sizeof inter_bold},
    {"Inter-BoldItalic", inter_bold_italic, sizeof inter_bold_italic},
};

const unsigned char *tm_bundled_font(const char *name, size_t *byte_count) {
  for (size_t i = 0; i < sizeof faces / sizeof faces[0]; i++) {
    if (strcmp(faces[i].name, name) == 0) {
      *byte_count = faces[i].byte_count;
      return faces[i].bytes;
    }
  }
  *byte_count = 0;
  return NULL;
}

const char *tm_bundled_font_license(size_t *byte_count) {
  *byte_count = sizeof license;
  return license;
}
