#ifndef TM_PNG_WRITER_H
#define TM_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// A PNG being written by libpng, row by row, to a sink.
///
/// libpng reports errors by longjmp; these functions catch them, so that no
/// jump ever crosses a Swift frame: each returns 0 on success and -1 on
/// failure, with libpng's message in tm_png_writer_error. After a failure
/// only tm_png_writer_error and tm_png_writer_destroy may be called.
typedef struct tm_png_writer tm_png_writer;

/// Receives the encoded bytes in order; returns 0 when it took them all,
/// anything else to stop the encoder (the sink keeps its own reason).
typedef int (*tm_png_sink)(void *_Nullable context, const uint8_t *_Nonnull bytes, size_t count);

/// A writer that hands its bytes to `sink`; NULL when out of memory.
tm_png_writer *_Nullable tm_png_writer_create(tm_png_sink _Nonnull sink);

/// Writes the signature and the header (the sink is given `context` from now on): 8-bit RGB (`has_alpha` 0) or RGBA,
/// not interlaced, `filters` (libpng's PNG_FILTER_* bits) tried on each row,
/// zlib `level` 0...9, IDAT chunks of at most `chunk_size` bytes.
int tm_png_writer_start(
    tm_png_writer *_Nonnull writer, void *_Nullable context, uint32_t width, uint32_t height, int has_alpha,
    int filters, int level, size_t chunk_size);

/// Writes `count` rows of the image, `stride` bytes apart from `rows`.
int tm_png_writer_write_rows(
    tm_png_writer *_Nonnull writer, const uint8_t *_Nonnull rows, size_t stride, uint32_t count);

/// Writes the end of the image (after every row) and flushes the sink.
int tm_png_writer_finish(tm_png_writer *_Nonnull writer);

/// libpng's message for the last failure, or "" when none.
const char *_Nonnull tm_png_writer_error(const tm_png_writer *_Nonnull writer);

/// Frees the writer (in any state).
void tm_png_writer_destroy(tm_png_writer *_Nullable writer);

#endif
