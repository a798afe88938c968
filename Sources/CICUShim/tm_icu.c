#include "tm_icu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utypes.h>

struct tm_text_analyzer {
  UBreakIterator *line;
  UBreakIterator *grapheme;
  UBiDi *bidi;
};

static const UChar empty_text[1] = {0};

tm_text_analyzer *tm_text_analyzer_create(const char *locale) {
  tm_text_analyzer *analyzer = (tm_text_analyzer *)calloc(1, sizeof(tm_text_analyzer));
  if (!analyzer) return NULL;
  UErrorCode status = U_ZERO_ERROR;
  analyzer->line = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
  if (U_SUCCESS(status)) analyzer->grapheme = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
  if (U_SUCCESS(status)) analyzer->bidi = ubidi_open();
  if (U_FAILURE(status) || !analyzer->bidi) {
    tm_text_analyzer_destroy(analyzer);
    return NULL;
  }
  return analyzer;
}

void tm_text_analyzer_destroy(tm_text_analyzer *analyzer) {
  if (!analyzer) return;
  if (analyzer->line) ubrk_close(analyzer->line);
  if (analyzer->grapheme) ubrk_close(analyzer->grapheme);
  if (analyzer->bidi) ubidi_close(analyzer->bidi);
  free(analyzer);
}

int32_t tm_line_break_opportunities(tm_text_analyzer *analyzer, const uint16_t *text, int32_t length,
                                    int32_t *offsets, uint8_t *mandatory) {
  if (length < 0) return -1;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(analyzer->line, length ? (const UChar *)text : empty_text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  for (int32_t b = ubrk_following(analyzer->line, 0); b != UBRK_DONE; b = ubrk_next(analyzer->line)) {
    if (count >= length) break;
    int32_t rule = ubrk_getRuleStatus(analyzer->line);
    offsets[count] = b;
    mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
    count++;
  }
  /* Detach the caller's buffer: it may be freed after this call. */
  ubrk_setText(analyzer->line, empty_text, 0, &status);
  return count;
}

int32_t tm_grapheme_boundaries(tm_text_analyzer *analyzer, const uint16_t *text, int32_t length,
                               int32_t *offsets) {
  if (length < 0) return -1;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(analyzer->grapheme, length ? (const UChar *)text : empty_text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  for (int32_t b = ubrk_following(analyzer->grapheme, 0); b != UBRK_DONE; b = ubrk_next(analyzer->grapheme)) {
    if (count >= length) break;
    offsets[count++] = b;
  }
  ubrk_setText(analyzer->grapheme, empty_text, 0, &status);
  return count;
}

int32_t tm_grapheme_cluster_break(uint32_t code_point) {
  return u_getIntPropertyValue((UChar32)code_point, UCHAR_GRAPHEME_CLUSTER_BREAK);
}

int32_t tm_line_break_class(uint32_t code_point) {
  return u_getIntPropertyValue((UChar32)code_point, UCHAR_LINE_BREAK);
}

int32_t tm_is_east_asian(uint32_t code_point) {
  switch (u_getIntPropertyValue((UChar32)code_point, UCHAR_EAST_ASIAN_WIDTH)) {
    case U_EA_FULLWIDTH:
    case U_EA_WIDE:
    case U_EA_HALFWIDTH:
      return 1;
    default:
      return 0;
  }
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

int32_t tm_bidi_levels(tm_text_analyzer *analyzer, const uint16_t *text, int32_t length, int32_t direction,
                       uint8_t *levels, uint8_t *paragraph_level) {
  if (length < 0) return -1;
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
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setPara(analyzer->bidi, (const UChar *)text, length, requested, NULL, &status);
  if (U_FAILURE(status)) return -1;
  const UBiDiLevel *resolved = ubidi_getLevels(analyzer->bidi, &status);
  if (U_FAILURE(status) || !resolved) return -1;
  memcpy(levels, resolved, (size_t)length);
  *paragraph_level = ubidi_getParaLevel(analyzer->bidi);
  /* Detach the caller's buffer: it may be freed after this call. */
  ubidi_setPara(analyzer->bidi, empty_text, 0, 0, NULL, &status);
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
