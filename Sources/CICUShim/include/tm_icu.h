#ifndef TM_ICU_H
#define TM_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's line and grapheme break iterators and a bidi object, opened once
/// and reused for many texts (opening them costs more than analysing a
/// whole chat message). One thread uses an analyzer at a time.
typedef struct tm_text_analyzer tm_text_analyzer;

/// Opens an analyzer whose line iterator breaks for `locale` (for example
/// "en@lb=normal"). Returns NULL when ICU cannot open the iterators.
tm_text_analyzer *tm_text_analyzer_create(const char *locale);

/// Closes the analyzer's iterators and frees it.
void tm_text_analyzer_destroy(tm_text_analyzer *analyzer);

/// Finds the UAX #14 line-break opportunities of a UTF-16 text.
///
/// Writes, in increasing order, every boundary offset greater than 0 (the
/// last one is `length`) to `offsets` and, at the same index, 1 to
/// `mandatory` where the break is required (after a line or paragraph
/// separator), 0 otherwise. Both arrays need room for `length` entries.
/// Returns the number of boundaries, or -1 when ICU reports an error.
int32_t tm_line_break_opportunities(tm_text_analyzer *analyzer, const uint16_t *text, int32_t length,
                                    int32_t *offsets, uint8_t *mandatory);

/// Finds the UAX #29 extended grapheme cluster boundaries of a UTF-16 text.
///
/// Writes every boundary offset greater than 0 (the last one is `length`) to
/// `offsets`, which needs room for `length` entries. Returns the number of
/// boundaries, or -1 when ICU reports an error.
int32_t tm_grapheme_boundaries(tm_text_analyzer *analyzer, const uint16_t *text, int32_t length,
                               int32_t *offsets);

/// Grapheme_Cluster_Break values of a code point (UAX #29), as ICU's
/// UGraphemeClusterBreak numbers them.
enum {
  TM_GCB_OTHER = 0,
  TM_GCB_CONTROL = 1,
  TM_GCB_CR = 2,
  TM_GCB_LF = 5,
  TM_GCB_LV = 6,
  TM_GCB_LVT = 7,
};

/// The Grapheme_Cluster_Break property of `code_point` (a `TM_GCB_*` value,
/// or another of ICU's UGraphemeClusterBreak values).
int32_t tm_grapheme_cluster_break(uint32_t code_point);

/// The Line_Break property of `code_point` (UAX #14) in ICU's data, as
/// ICU's ULineBreak numbers it (0 XX, 2 AL, 9 CM, 23 QU, 26 SP, …).
int32_t tm_line_break_class(uint32_t code_point);

/// Whether the East_Asian_Width of `code_point` (UAX #11) is Fullwidth,
/// Wide or Halfwidth, in ICU's data: 1 if so, 0 otherwise.
int32_t tm_is_east_asian(uint32_t code_point);

/// Emoji properties of a code point (UTS #51), as bit flags.
enum {
  TM_EMOJI_PRESENTATION = 1,     ///< Emoji_Presentation: shown as emoji by default
  TM_EXTENDED_PICTOGRAPHIC = 2,  ///< Extended_Pictographic
  TM_EMOJI_MODIFIER = 4,         ///< Emoji_Modifier (skin tones)
  TM_REGIONAL_INDICATOR = 8,     ///< Regional_Indicator (flag letters)
};

/// The `TM_*` emoji flags of `code_point`.
uint32_t tm_emoji_properties(uint32_t code_point);

/// Base directions a paragraph can ask for (UAX #9 P2–P3).
enum {
  TM_BIDI_LEFT_TO_RIGHT = 0,  ///< paragraph level 0
  TM_BIDI_RIGHT_TO_LEFT = 1,  ///< paragraph level 1
  TM_BIDI_FIRST_STRONG = 2,   ///< the first strong character's direction, left to right if none
};

/// Resolves the UAX #9 embedding levels of a UTF-16 paragraph with ICU's
/// bidi algorithm, with the `TM_BIDI_*` base `direction`.
///
/// Writes the level of every UTF-16 unit to `levels` (room for `length`
/// entries; both units of a surrogate pair get the same level) and the
/// resolved paragraph level to `paragraph_level`. Rule L1 is applied at
/// segment separators and at the end of the text, not at line ends. A
/// paragraph separator inside the text (U+001C to U+001E) starts a new ICU
/// paragraph, whose level with TM_BIDI_FIRST_STRONG is found separately;
/// `paragraph_level` is the first one's. Returns 0, or -1 when ICU reports
/// an error.
int32_t tm_bidi_levels(tm_text_analyzer *analyzer, const uint16_t *text, int32_t length, int32_t direction,
                       uint8_t *levels, uint8_t *paragraph_level);

/// The start of the sequence of characters whose level UAX #9 rule L1
/// resets at a line end, for the line `text[start..<end]`: whitespace,
/// segment and paragraph separators, boundary neutrals, and explicit
/// embedding, override and isolate controls (bidi classes WS, S, B, BN,
/// LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI, PDI). Returns `end` when the line
/// does not end with one of them.
int32_t tm_bidi_trailing_whitespace_start(const uint16_t *text, int32_t start, int32_t end);

#ifdef __cplusplus
}
#endif

#endif
