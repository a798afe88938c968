// The Pango peer of `textmeasure measure --jsonl`: a C co-process that reads
// one JSON request per stdin line ({"id", "text", "size", "width"}; other
// fields are ignored, so both engines read the same lines), lays the text out
// with Pango (CBaselines' tm_pango_baseline: a private FcConfig holding only
// the given files, unhinted, WORD_CHAR wrapping) and writes
// {"id", "width", "height"} per line, flushed, as a co-process would.
//
//   pango-jsonl PRIMARY_FILE [FALLBACK_FILE ...] < requests > answers
//
// The families asked of Pango are the files' own (Fontconfig's first family
// name of face 0), in the order given. A line that is not such a request is
// answered {"id"?, "error"}; the exit status is then 1. Status 2: the fonts
// cannot be loaded.
#include "CBaselines.h"

#include <fontconfig/fontconfig.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The comma-separated family names of `files` (face 0 of each), first file
/// first, or NULL when a file cannot be read. The caller frees it.
static char *families_of(char *const *files, int count) {
  size_t capacity = 1;
  char *families = calloc(1, capacity);
  for (int index = 0; index < count; index++) {
    int faces = 0;
    FcPattern *pattern = FcFreeTypeQuery((const FcChar8 *)files[index], 0, NULL, &faces);
    FcChar8 *family = NULL;
    if (pattern == NULL || FcPatternGetString(pattern, FC_FAMILY, 0, &family) != FcResultMatch) {
      if (pattern != NULL) FcPatternDestroy(pattern);
      free(families);
      return NULL;
    }
    capacity += strlen((const char *)family) + 1;
    families = realloc(families, capacity);
    if (index > 0) strcat(families, ",");
    strcat(families, (const char *)family);
    FcPatternDestroy(pattern);
  }
  return families;
}

/// Writes `answer` as one compact line and flushes it.
static void write_answer(json_t *answer) {
  json_dumpf(answer, stdout, JSON_COMPACT);
  fputc('\n', stdout);
  fflush(stdout);
}

/// Writes {"id"?, "error": message}.
static void write_error(json_t *id, const char *message) {
  json_t *answer = json_object();
  if (id != NULL) json_object_set(answer, "id", id);
  json_object_set_new(answer, "error", json_string(message));
  write_answer(answer);
  json_decref(answer);
}

/// The fonts every request is laid out with, and the layout at the size
/// the last request asked for.
struct peer {
  char *const *files;
  int file_count;
  char *families;
  tm_pango_baseline *baseline;
  double size;
};

/// The layout for a request at `size` px: the current one, or a new one
/// when the size differs (its fonts are loaded again); NULL on failure.
static tm_pango_baseline *layout_at(struct peer *peer, double size) {
  if (peer->baseline != NULL && peer->size == size) return peer->baseline;
  tm_pango_baseline_destroy(peer->baseline);
  peer->baseline =
    tm_pango_baseline_create((const char *const *)peer->files, (size_t)peer->file_count, peer->families, size);
  peer->size = size;
  return peer->baseline;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s PRIMARY_FILE [FALLBACK_FILE ...] < requests\n", argv[0]);
    return 2;
  }
  struct peer peer = {.files = argv + 1, .file_count = argc - 1};
  peer.families = families_of(peer.files, peer.file_count);
  if (peer.families == NULL) {
    fprintf(stderr, "%s: cannot read the fonts' family names\n", argv[0]);
    return 2;
  }
  int failures = 0;
  char *line = NULL;
  size_t capacity = 0;
  ssize_t length;
  while ((length = getline(&line, &capacity, stdin)) != -1) {
    if (length > 0 && line[length - 1] == '\n') length--;
    json_error_t error;
    json_t *request = json_loadb(line, (size_t)length, 0, &error);
    if (!json_is_object(request)) {
      write_error(NULL, request == NULL ? error.text : "the line is not a JSON object");
      json_decref(request);
      failures++;
      continue;
    }
    json_t *id = json_object_get(request, "id");
    json_t *text = json_object_get(request, "text");
    json_t *size = json_object_get(request, "size");
    json_t *width = json_object_get(request, "width");
    if (!json_is_string(text) || !json_is_number(size) || json_number_value(size) <= 0 ||
        (width != NULL && !json_is_number(width))) {
      write_error(id, "a request needs a string 'text', a 'size' above 0 and a numeric 'width'");
      json_decref(request);
      failures++;
      continue;
    }
    tm_pango_baseline *layout = layout_at(&peer, json_number_value(size));
    if (layout == NULL) {
      fprintf(stderr, "%s: cannot load the fonts\n", argv[0]);
      return 2;
    }
    // 0 or less (or absent) is no limit, as textmeasure reads it; any
    // negative width is Pango's "no wrapping".
    double limit = width == NULL ? 0 : json_number_value(width);
    double measured_width, measured_height;
    tm_pango_baseline_measure(
      layout, json_string_value(text), json_string_length(text), limit > 0 ? limit : -1, &measured_width,
      &measured_height);
    json_t *answer = json_object();
    if (id != NULL) json_object_set(answer, "id", id);
    json_object_set_new(answer, "width", json_real(measured_width));
    json_object_set_new(answer, "height", json_real(measured_height));
    write_answer(answer);
    json_decref(answer);
    json_decref(request);
  }
  free(line);
  tm_pango_baseline_destroy(peer.baseline);
  free(peer.families);
  return failures > 0 ? 1 : 0;
}
