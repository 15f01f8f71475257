import {newId} from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The 48-bit millisecond timestamp at the start of a UUIDv7. */
function timeOf(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

describe('newId', () => {
  it('makes RFC 9562 version 7 UUIDs carrying the time they were made', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0, 123);
    const id = newId(now);
    expect(id).toMatch(UUID_V7);
    expect(timeOf(id)).toBe(now);
  });

  it('sorts ids made later after ids made earlier, including within one millisecond', () => {
    const now = Date.UTC(2027, 0, 1);
    const ids = [
      ...Array.from({length: 1000}, () => newId(now)),
      ...Array.from({length: 10}, () => newId(now + 1)),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('moves on to the next millisecond when one millisecond runs out of counter values', () => {
    const now = Date.UTC(2028, 0, 1);
    const ids = Array.from({length: 5000}, () => newId(now));
    expect([...ids].sort()).toEqual(ids);
    expect(timeOf(ids[0]!)).toBe(now);
    expect(timeOf(ids.at(-1)!)).toBeGreaterThan(now);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });

  it('never goes backwards when the clock does', () => {
    const now = Date.UTC(2029, 0, 1);
    const first = newId(now);
    const second = newId(now - 60_000);
    expect(second > first).toBe(true);
  });

  it('keeps 62 random bits per id', () => {
    const now = Date.UTC(2030, 0, 1);
    const tails = new Set(Array.from({length: 2000}, () => newId(now).slice(19)));
    expect(tails.size).toBe(2000);
  });
});
