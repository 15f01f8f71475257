import {formatReleaseDate} from './releaseDate';

describe('formatReleaseDate', () => {
  it('writes the day as English long dates do, whatever the time zone', () => {
    const long = new Intl.DateTimeFormat('en', {dateStyle: 'long', timeZone: 'UTC'});
    for (const date of ['2026-11-21', '2027-01-01', '2028-02-29', '2026-12-31', '2030-06-09']) {
      expect(formatReleaseDate(date)).toBe(long.format(new Date(`${date}T00:00:00.000Z`)));
    }
    expect(formatReleaseDate('2026-11-21')).toBe('November 21, 2026');
  });

  it('refuses anything but an ISO calendar date', () => {
    expect(() => formatReleaseDate('2026-13-01')).toThrow(
      'Invalid release date "2026-13-01" (expected YYYY-MM-DD).',
    );
    expect(() => formatReleaseDate('21/11/2026')).toThrow(
      'Invalid release date "21/11/2026" (expected YYYY-MM-DD).',
    );
  });
});
