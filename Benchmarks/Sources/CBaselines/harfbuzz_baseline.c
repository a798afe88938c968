#include "CBaselines.h"

#include <hb-ot.h>
#include <hb.h>
#include <stdlib.h>

struct tm_harfbuzz_baseline {
  hb_blob_t *blob;
  hb_face_t *face;
  hb_font_t *font;
  hb_buffer_t *buffer;
  double units_per_em;
};

tm_harfbuzz_baseline *tm_harfbuzz_baseline_create(const char *font_file, unsigned face_index) {
  hb_blob_t *blob = hb_blob_create_from_file_or_fail(font_file);
  if (blob == NULL) return NULL;
  tm_harfbuzz_baseline *baseline = calloc(1, sizeof *baseline);
  baseline->blob = blob;
  baseline->face = hb_face_create(blob, face_index);
  // hb_font_create installs the OpenType functions and a scale of units per em.
  baseline->font = hb_font_create(baseline->face);
  baseline->buffer = hb_buffer_create();
  baseline->units_per_em = hb_face_get_upem(baseline->face);
  return baseline;
}

double tm_harfbuzz_baseline_shape(
  tm_harfbuzz_baseline *baseline, const char *utf8, size_t length, double size_px) {
  hb_buffer_t *buffer = baseline->buffer;
  hb_buffer_clear_contents(buffer);
  hb_buffer_add_utf8(buffer, utf8, (int)length, 0, (int)length);
  hb_buffer_guess_segment_properties(buffer);
  hb_shape(baseline->font, buffer, NULL, 0);
  unsigned count = 0;
  const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
  long advance = 0;
  for (unsigned index = 0; index < count; index++) advance += positions[index].x_advance;
  return advance * size_px / baseline->units_per_em;
}

void tm_harfbuzz_baseline_destroy(tm_harfbuzz_baseline *baseline) {
  if (baseline == NULL) return;
  hb_buffer_destroy(baseline->buffer);
  hb_font_destroy(baseline->font);
  hb_face_destroy(baseline->face);
  hb_blob_destroy(baseline->blob);
  free(baseline);
}
