// Release dates are calendar days: formatted in UTC so the server's HTML and the browser agree.
const FORMAT = new Intl.DateTimeFormat('en', {dateStyle: 'long', timeZone: 'UTC'});

export function formatReleaseDate(date: string): string {
  return FORMAT.format(new Date(`${date}T00:00:00.000Z`));
}
