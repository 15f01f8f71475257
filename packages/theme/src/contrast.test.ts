// The contrast maths every check rests on, against an independent implementation: culori's
// wcagContrast, on a few hundred random pairs (seeded, so a failure names a pair that repeats).
import {wcagContrast} from 'culori';
import {contrastRatio} from './contrast';

/** A small seeded generator (mulberry32): the same pairs on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(2026);
const randomHex = () =>
  `#${Math.floor(next() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
const pairs = Array.from({length: 400}, () => [randomHex(), randomHex()] as const);

describe('contrastRatio', () => {
  it('should match the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('should agree with culori on 400 random pairs to within 0.001', () => {
    const disagreements = pairs.filter(
      ([a, b]) => Math.abs(contrastRatio(a, b) - wcagContrast(a, b)) > 0.001,
    );
    expect(disagreements).toEqual([]);
  });

  it('should give the same ratio whichever colour comes first', () => {
    for (const [a, b] of pairs.slice(0, 50)) {
      expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 12);
    }
  });
});
