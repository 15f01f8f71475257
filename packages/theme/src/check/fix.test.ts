import {hexToOklch} from '../color';
import {checkPair} from './checkTheme';
import {nearestPassingFix} from './fix';
import type {ContrastPair, SchemeVars} from './types';

const pair: ContrastPair = {
  id: 'Hint/.ui-Hint/default/text/var(--tessera-bg)',
  component: 'Hint',
  element: '.ui-Hint',
  state: 'default',
  kind: 'text',
  minimum: 4.5,
  fg: 'var(--tessera-fg-muted)',
  bg: 'var(--tessera-bg)',
};

const vars: SchemeVars = {
  light: {
    '--tessera-gray-400': '#a1a1aa',
    '--tessera-fg-muted': 'var(--tessera-gray-400)',
    '--tessera-bg': '#ffffff',
  },
  dark: {'--tessera-fg-muted': '#a1a1aa', '--tessera-bg': '#09090b'},
};

describe('nearestPassingFix', () => {
  it('should darken the foreground alias just enough to pass, keeping its hue', () => {
    const fix = nearestPassingFix(pair, 'light', vars)!;
    expect(fix.alias).toBe('--tessera-fg-muted');
    expect(fix.ratio).toBeGreaterThanOrEqual(4.5);
    expect(fix.ratio).toBeLessThan(4.6);
    expect(checkPair(pair, 'light', {...vars.light, '--tessera-fg-muted': fix.value}).pass).toBe(
      true,
    );
    const [before, after] = [hexToOklch('#a1a1aa'), hexToOklch(fix.value)];
    expect(after.h).toBeCloseTo(before.h, 0);
    // One lightness step less would not pass: this is the smallest change.
    const nearer = {
      ...vars.light,
      '--tessera-fg-muted': `oklch(${after.l + 0.002} ${after.c} ${after.h})`,
    };
    expect(checkPair(pair, 'light', nearer).pass).toBe(false);
  });

  it('should return nothing for a pair that passes', () => {
    expect(nearestPassingFix(pair, 'dark', vars)).toBeUndefined();
  });

  it('should change the background when the foreground is a fixed colour', () => {
    const fixed = {...pair, fg: '#ffffff', bg: 'var(--tessera-accent)'};
    const fix = nearestPassingFix(fixed, 'light', {
      ...vars,
      light: {'--tessera-accent': '#60a5fa'},
    })!;
    expect(fix.alias).toBe('--tessera-accent');
    expect(fix.ratio).toBeGreaterThanOrEqual(4.5);
  });
});
