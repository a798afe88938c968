#include "CBaselines.h"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdlib.h>

struct tm_pango_baseline {
  FcConfig *config;
  PangoFontMap *font_map;
  PangoContext *context;
  PangoLayout *layout;
};

/// The oracle's Fontconfig rules (shared/oracle/oracle_common.py) that
/// change sizes: the colour-emoji bitmap font scales to the requested pixel
/// size (fontconfig's 10-scale-bitmap-fonts.conf), and Pango's "emoji"
/// family is Noto Color Emoji.
static const char fontconfig_rules[] =
  "<?xml version=\"1.0\"?><fontconfig>"
  "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
  "<edit name=\"pixelsizefixupfactor\" mode=\"assign\"><divide>"
  "<name target=\"pattern\">pixelsize</name><name target=\"font\">pixelsize</name></divide></edit></match>"
  "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
  "<test name=\"pixelsizefixupfactor\" compare=\"not_eq\"><double>1.0</double></test>"
  "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name>"
  "<matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double>"
  "<name>pixelsizefixupfactor</name></matrix></times></edit>"
  "<edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>"
  "</match>"
  "<alias binding=\"strong\"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>"
  "</fontconfig>";

/// Unhinted outlines and metrics, as CoreText and TextMeasure measure.
static void set_unhinted(PangoContext *context) {
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(context, FALSE);
}

tm_pango_baseline *tm_pango_baseline_create(
  const char *const *font_files, size_t font_count, const char *families, double size_px) {
  FcConfig *config = FcConfigCreate();
  if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)fontconfig_rules, FcTrue)) {
    FcConfigDestroy(config);
    return NULL;
  }
  for (size_t index = 0; index < font_count; index++) {
    if (!FcConfigAppFontAddFile(config, (const FcChar8 *)font_files[index])) {
      FcConfigDestroy(config);
      return NULL;
    }
  }
  tm_pango_baseline *baseline = calloc(1, sizeof *baseline);
  baseline->config = config;
  baseline->font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(baseline->font_map), config);
  baseline->context = pango_font_map_create_context(baseline->font_map);
  set_unhinted(baseline->context);
  pango_cairo_context_set_resolution(baseline->context, 96);
  pango_context_set_language(baseline->context, pango_language_from_string("en"));

  PangoFontDescription *description = pango_font_description_new();
  pango_font_description_set_family(description, families);
  pango_font_description_set_absolute_size(description, size_px * PANGO_SCALE);
  baseline->layout = pango_layout_new(baseline->context);
  pango_layout_set_font_description(baseline->layout, description);
  pango_font_description_free(description);
  pango_layout_set_wrap(baseline->layout, PANGO_WRAP_WORD_CHAR);
  return baseline;
}

void tm_pango_baseline_measure(
  tm_pango_baseline *baseline, const char *utf8, size_t length, double width, double *out_width,
  double *out_height) {
  pango_layout_set_width(baseline->layout, (int)(width * PANGO_SCALE + 0.5));
  pango_layout_set_text(baseline->layout, utf8, (int)length);
  PangoRectangle logical;
  pango_layout_get_extents(baseline->layout, NULL, &logical);
  *out_width = (double)logical.width / PANGO_SCALE;
  *out_height = (double)logical.height / PANGO_SCALE;
}

void tm_pango_baseline_destroy(tm_pango_baseline *baseline) {
  if (baseline == NULL) return;
  g_object_unref(baseline->layout);
  g_object_unref(baseline->context);
  g_object_unref(baseline->font_map);
  FcConfigDestroy(baseline->config);
  free(baseline);
}
