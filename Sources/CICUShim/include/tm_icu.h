#ifndef TM_ICU_H
#define TM_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Finds the UAX #14 line-break opportunities of a UTF-16 text with ICU's
/// line iterator for `locale` (for example "en", or "en@lb=strict").
///
/// Writes, in increasing order, every boundary offset greater than 0 (the
/// last one is `length`) to `offsets` and, at the same index, 1 to
/// `mandatory` where the break is required (after a line or paragraph
/// separator), 0 otherwise. Both arrays need room for `length` entries.
/// Iterators are reused per thread. Returns the number of boundaries, or -1
/// when ICU reports an error.
int32_t tm_line_break_opportunities(const uint16_t *text, int32_t length, const char *locale,
                                    int32_t *offsets, uint8_t *mandatory);

/// Finds the UAX #29 extended grapheme cluster boundaries of a UTF-16 text.
///
/// Writes every boundary offset greater than 0 (the last one is `length`) to
/// `offsets`, which needs room for `length` entries. Returns the number of
/// boundaries, or -1 when ICU reports an error.
int32_t tm_grapheme_boundaries(const uint16_t *text, int32_t length, int32_t *offsets);

/// Emoji properties of a code point (UTS #51), as bit flags.
enum {
  TM_EMOJI_PRESENTATION = 1,     ///< Emoji_Presentation: shown as emoji by default
  TM_EXTENDED_PICTOGRAPHIC = 2,  ///< Extended_Pictographic
  TM_EMOJI_MODIFIER = 4,         ///< Emoji_Modifier (skin tones)
  TM_REGIONAL_INDICATOR = 8,     ///< Regional_Indicator (flag letters)
};

/// The `TM_*` emoji flags of `code_point`.
uint32_t tm_emoji_properties(uint32_t code_point);

#ifdef __cplusplus
}
#endif

#endif
