import {COLLAPSED_MAX_HEIGHT, estimateCodeHeight, isCollapsible, toggleLabel} from './collapse';

describe('collapse rules', () => {
  it('should collapse only content taller than 300 px', () => {
    expect(COLLAPSED_MAX_HEIGHT).toBe(300);
    expect(isCollapsible(300)).toBe(false);
    expect(isCollapsible(301)).toBe(true);
  });

  it('should estimate height from lines so the server render matches the browser', () => {
    // 12 lines fit (12 × 21 + 32 = 284); 13 do not (305).
    expect(isCollapsible(estimateCodeHeight(12))).toBe(false);
    expect(isCollapsible(estimateCodeHeight(13))).toBe(true);
  });

  it('should use the exact labels from the spec', () => {
    expect(toggleLabel(true)).toBe('Expand code');
    expect(toggleLabel(false)).toBe('Collapse code');
  });
});
