import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import {fallbackOverrides} from './fallback';

describe('fallbackOverrides', () => {
  it('should scale Arial to Inter’s average width and give it Inter’s vertical metrics', () => {
    // Inter: 978/2048 average width, Arial 913/2048 → 1.0712; ascent 1984 / (2048 × 1.0712).
    // 90.436% × 107.12% = 96.875%: Inter's own ascent, 1984/2048.
    expect(fallbackOverrides(inter, arial)).toEqual({
      sizeAdjust: '107.12%',
      ascentOverride: '90.436%',
      descentOverride: '22.5178%',
      lineGapOverride: '0%',
    });
  });

  it('should change nothing for a font that stands in for itself', () => {
    expect(fallbackOverrides(arial, arial)).toEqual({
      sizeAdjust: '100%',
      ascentOverride: '90.5273%',
      descentOverride: '21.1914%',
      lineGapOverride: '3.2715%',
    });
  });
});
