// Release dates are calendar days, written "November 21, 2026" from the ISO date itself: no time
// zone can move the day, and the browser needs no Intl.DateTimeFormat, whose first construction
// on a page costs tens of milliseconds of main thread on a slow phone.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatReleaseDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Invalid release date "${date}" (expected YYYY-MM-DD).`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
