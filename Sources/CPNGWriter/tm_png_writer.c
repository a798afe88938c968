#include "tm_png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tm_png_writer {
  png_structp png;
  png_infop info;
  tm_png_sink sink;
  void *context;
  char error[256];
};

/// Keeps libpng's message and jumps back to the tm_png_writer_* call that
/// set the jump buffer (libpng requires an error handler not to return).
static void tm_png_error(png_structp png, png_const_charp message) {
  tm_png_writer *writer = png_get_error_ptr(png);
  snprintf(writer->error, sizeof writer->error, "%s", message);
  png_longjmp(png, 1);
}

/// Warnings (an ignored option, say) change nothing in the file: dropped.
static void tm_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void tm_png_write(png_structp png, png_bytep bytes, size_t count) {
  tm_png_writer *writer = png_get_io_ptr(png);
  if (writer->sink(writer->context, bytes, count) != 0) png_error(png, "the output could not be written");
}

static void tm_png_flush(png_structp png) { (void)png; }

tm_png_writer *tm_png_writer_create(tm_png_sink sink) {
  tm_png_writer *writer = calloc(1, sizeof *writer);
  if (writer == NULL) return NULL;
  writer->sink = sink;
  writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, tm_png_error, tm_png_warning);
  if (writer->png != NULL) writer->info = png_create_info_struct(writer->png);
  if (writer->png == NULL || writer->info == NULL) {
    tm_png_writer_destroy(writer);
    return NULL;
  }
  png_set_write_fn(writer->png, writer, tm_png_write, tm_png_flush);
  return writer;
}

int tm_png_writer_start(
    tm_png_writer *writer, void *context, uint32_t width, uint32_t height, int has_alpha, int filters, int level,
    size_t chunk_size) {
  writer->context = context;
  if (setjmp(png_jmpbuf(writer->png))) return -1;
  // libpng's own limit for writing is its reader's default (a million
  // pixels a side); the caller checks the size against its own limits.
  png_set_user_limits(writer->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  png_set_IHDR(
      writer->png, writer->info, width, height, 8, has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
      PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, filters);
  png_set_compression_level(writer->png, level);
  png_set_compression_buffer_size(writer->png, chunk_size);
  png_write_info(writer->png, writer->info);
  return 0;
}

int tm_png_writer_write_rows(tm_png_writer *writer, const uint8_t *rows, size_t stride, uint32_t count) {
  if (setjmp(png_jmpbuf(writer->png))) return -1;
  for (uint32_t row = 0; row < count; row++) png_write_row(writer->png, rows + (size_t)row * stride);
  return 0;
}

int tm_png_writer_finish(tm_png_writer *writer) {
  if (setjmp(png_jmpbuf(writer->png))) return -1;
  png_write_end(writer->png, writer->info);
  return 0;
}

const char *tm_png_writer_error(const tm_png_writer *writer) { return writer->error; }

void tm_png_writer_destroy(tm_png_writer *writer) {
  if (writer == NULL) return;
  if (writer->png != NULL) png_destroy_write_struct(&writer->png, writer->info != NULL ? &writer->info : NULL);
  free(writer);
}
