// The two engines TextMeasure is compared with, as plain C functions: Pango's
// layout (what a Linux app would call) and HarfBuzz's hb_shape of a whole
// message (the floor of any shaping engine). No Pango, cairo or HarfBuzz
// type crosses this header.
#ifndef CBASELINES_H
#define CBASELINES_H

#include <stddef.h>

/// A PangoLayout over a private Fontconfig configuration that holds only the
/// given font files, unhinted, glyph positions unrounded, WORD_CHAR wrapping.
typedef struct tm_pango_baseline tm_pango_baseline;

/// Creates a layout that shows text in `families` (a comma-separated list,
/// first choice first, e.g. "Inter,Noto Sans") at `size_px` pixels, finding
/// them only among `font_files`, with the oracle's Fontconfig rules for colour
/// emoji. Returns NULL when the rules or a file cannot be added.
tm_pango_baseline *tm_pango_baseline_create(
  const char *const *font_files, size_t font_count, const char *families, double size_px);

/// Lays out `length` bytes of UTF-8 wrapped at `width` pixels
/// (pango_layout_set_text + pango_layout_get_extents) and stores the
/// logical extents' width and height in pixels.
void tm_pango_baseline_measure(
  tm_pango_baseline *baseline, const char *utf8, size_t length, double width, double *out_width,
  double *out_height);

/// Frees the layout, its context, font map and Fontconfig configuration.
void tm_pango_baseline_destroy(tm_pango_baseline *baseline);

/// One HarfBuzz font (OpenType functions, scale = units per em) and one
/// buffer reused for every call.
typedef struct tm_harfbuzz_baseline tm_harfbuzz_baseline;

/// Opens face `face_index` of `font_file`. Returns NULL when it cannot be read.
tm_harfbuzz_baseline *tm_harfbuzz_baseline_create(const char *font_file, unsigned face_index);

/// Shapes `length` bytes of UTF-8 as one run (hb_shape, segment properties
/// guessed) and returns the sum of the advances at `size_px` pixels: one
/// line, no breaking.
double tm_harfbuzz_baseline_shape(
  tm_harfbuzz_baseline *baseline, const char *utf8, size_t length, double size_px);

/// Frees the buffer, font, face and blob.
void tm_harfbuzz_baseline_destroy(tm_harfbuzz_baseline *baseline);

#endif
