// The last line of `npm test`: one count over Jest and Playwright. Skipped tests say why when the
// reason is known, so a local run without PostgreSQL never reads as a full pass. CommonJS, so Jest
// can load it without experimental ESM support.

/**
 * The API's PostgreSQL suites skip themselves (describe.skip) when the database is unreachable and
 * CI is not set; their titles name PostgreSQL ("PostgresStore", "…: PostgreSQL").
 */
const POSTGRES_TITLE = /postgres/i;

/** Jest tests skipped because PostgreSQL was unreachable, from Jest's `--json` output. */
function postgresSkipped(jest) {
  return (jest?.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter(
      (test) =>
        test.status === 'pending' &&
        POSTGRES_TITLE.test([...(test.ancestorTitles ?? []), test.title].join(' ')),
    ).length;
}

/**
 * `N passed, N failed, N skipped`, naming the PostgreSQL share of the skipped tests. A failed build
 * counts as one failure.
 */
function summaryLine({jest, playwright, buildOk}) {
  const passed = (jest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
  const failed =
    (jest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (buildOk ? 0 : 1);
  const skipped = (jest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
  const postgres = postgresSkipped(jest);
  let why = '';
  if (postgres > 0) {
    why =
      postgres === skipped
        ? ' (PostgreSQL unreachable)'
        : ` (${postgres} of them: PostgreSQL unreachable)`;
  }
  return `${passed} passed, ${failed} failed, ${skipped} skipped${why}`;
}

module.exports = {postgresSkipped, summaryLine};
