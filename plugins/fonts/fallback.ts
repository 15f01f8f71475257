/** The font metrics `@capsizecss/metrics` publishes for a family (font units). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${Number((value * 100).toFixed(4))}%`;

/**
 * The `@font-face` descriptors that make a local font take the room the web font will: scaled so
 * their average character widths match, with the web font's ascent, descent and line gap. Text laid
 * out in the fallback then wraps and stands as it will in the web font, so the swap moves nothing.
 */
export function fallbackOverrides(font: FontMetrics, local: FontMetrics): FallbackOverrides {
  // Rounded first, so the overrides below undo exactly the scale the browser applies.
  const sizeAdjust =
    Math.round((font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm)) * 1e4) /
    1e4;
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}
