#include "tm_icu.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utypes.h>

/* One set of break iterators (and one bidi object) per thread: opening one
   costs several microseconds, more than breaking a whole chat message. */
typedef struct {
  UBreakIterator *line;
  char line_locale[64];
  UBreakIterator *grapheme;
  UBiDi *bidi;
} tm_iterators;

static pthread_key_t iterators_key;
static pthread_once_t iterators_once = PTHREAD_ONCE_INIT;

static void close_iterators(void *value) {
  tm_iterators *its = (tm_iterators *)value;
  if (its->line) ubrk_close(its->line);
  if (its->grapheme) ubrk_close(its->grapheme);
  if (its->bidi) ubidi_close(its->bidi);
  free(its);
}

static void make_key(void) { pthread_key_create(&iterators_key, close_iterators); }

static tm_iterators *thread_iterators(void) {
  pthread_once(&iterators_once, make_key);
  tm_iterators *its = (tm_iterators *)pthread_getspecific(iterators_key);
  if (!its) {
    its = (tm_iterators *)calloc(1, sizeof(tm_iterators));
    if (!its) return NULL;
    pthread_setspecific(iterators_key, its);
  }
  return its;
}

static const UChar empty_text[1] = {0};

int32_t tm_line_break_opportunities(const uint16_t *text, int32_t length, const char *locale,
                                    int32_t *offsets, uint8_t *mandatory) {
  tm_iterators *its = thread_iterators();
  if (!its || length < 0) return -1;
  UErrorCode status = U_ZERO_ERROR;
  if (!its->line || strncmp(its->line_locale, locale, sizeof(its->line_locale)) != 0) {
    if (its->line) ubrk_close(its->line);
    its->line = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status)) { its->line = NULL; return -1; }
    strncpy(its->line_locale, locale, sizeof(its->line_locale) - 1);
    its->line_locale[sizeof(its->line_locale) - 1] = 0;
  }
  ubrk_setText(its->line, length ? (const UChar *)text : empty_text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  for (int32_t b = ubrk_following(its->line, 0); b != UBRK_DONE; b = ubrk_next(its->line)) {
    if (count >= length) break;
    int32_t rule = ubrk_getRuleStatus(its->line);
    offsets[count] = b;
    mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
    count++;
  }
  /* Detach the caller's buffer: it may be freed after this call. */
  ubrk_setText(its->line, empty_text, 0, &status);
  return count;
}

int32_t tm_grapheme_boundaries(const uint16_t *text, int32_t length, int32_t *offsets) {
  tm_iterators *its = thread_iterators();
  if (!its || length < 0) return -1;
  UErrorCode status = U_ZERO_ERROR;
  if (!its->grapheme) {
    its->grapheme = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    if (U_FAILURE(status)) { its->grapheme = NULL; return -1; }
  }
  ubrk_setText(its->grapheme, length ? (const UChar *)text : empty_text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  for (int32_t b = ubrk_following(its->grapheme, 0); b != UBRK_DONE; b = ubrk_next(its->grapheme)) {
    if (count >= length) break;
    offsets[count++] = b;
  }
  ubrk_setText(its->grapheme, empty_text, 0, &status);
  return count;
}

uint32_t tm_emoji_properties(uint32_t code_point) {
  UChar32 c = (UChar32)code_point;
  uint32_t flags = 0;
  if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) flags |= TM_EMOJI_PRESENTATION;
  if (u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC)) flags |= TM_EXTENDED_PICTOGRAPHIC;
  if (u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER)) flags |= TM_EMOJI_MODIFIER;
  if (u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR)) flags |= TM_REGIONAL_INDICATOR;
  return flags;
}

int32_t tm_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *levels,
                       uint8_t *paragraph_level) {
  tm_iterators *its = thread_iterators();
  if (!its || length < 0) return -1;
  UBiDiLevel requested;
  switch (direction) {
    case TM_BIDI_LEFT_TO_RIGHT: requested = 0; break;
    case TM_BIDI_RIGHT_TO_LEFT: requested = 1; break;
    case TM_BIDI_FIRST_STRONG: requested = UBIDI_DEFAULT_LTR; break;
    default: return -1;
  }
  if (length == 0) {
    /* ubidi_getLevels refuses an empty text. */
    *paragraph_level = requested == 1 ? 1 : 0;
    return 0;
  }
  if (!its->bidi) {
    its->bidi = ubidi_open();
    if (!its->bidi) return -1;
  }
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setPara(its->bidi, (const UChar *)text, length, requested, NULL, &status);
  if (U_FAILURE(status)) return -1;
  const UBiDiLevel *resolved = ubidi_getLevels(its->bidi, &status);
  if (U_FAILURE(status) || !resolved) return -1;
  memcpy(levels, resolved, (size_t)length);
  *paragraph_level = ubidi_getParaLevel(its->bidi);
  /* Detach the caller's buffer: it may be freed after this call. */
  ubidi_setPara(its->bidi, empty_text, 0, 0, NULL, &status);
  return 0;
}

int32_t tm_bidi_trailing_whitespace_start(const uint16_t *text, int32_t start, int32_t end) {
  int32_t i = end;
  while (i > start) {
    int32_t previous = i;
    UChar32 c;
    U16_PREV(text, start, previous, c);
    switch (u_charDirection(c)) {
      case U_WHITE_SPACE_NEUTRAL:
      case U_SEGMENT_SEPARATOR:
      case U_BLOCK_SEPARATOR:
      case U_BOUNDARY_NEUTRAL:
      case U_LEFT_TO_RIGHT_EMBEDDING:
      case U_LEFT_TO_RIGHT_OVERRIDE:
      case U_RIGHT_TO_LEFT_EMBEDDING:
      case U_RIGHT_TO_LEFT_OVERRIDE:
      case U_POP_DIRECTIONAL_FORMAT:
      case U_LEFT_TO_RIGHT_ISOLATE:
      case U_RIGHT_TO_LEFT_ISOLATE:
      case U_FIRST_STRONG_ISOLATE:
      case U_POP_DIRECTIONAL_ISOLATE:
        i = previous;
        continue;
      default:
        return i;
    }
  }
  return i;
}
