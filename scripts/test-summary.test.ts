import {summaryLine} from './test-summary.cjs';

/** The parts of Jest's `--json` report the summary reads. */
function jestReport(tests: {title: string; ancestors: string[]; status: string}[]) {
  const count = (status: string) => tests.filter((test) => test.status === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('pending'),
    testResults: [
      {
        assertionResults: tests.map(({title, ancestors, status}) => ({
          title,
          ancestorTitles: ancestors,
          status,
        })),
      },
    ],
  };
}

const playwright = {stats: {expected: 3, unexpected: 0, flaky: 0, skipped: 0}};

describe('the summary line of npm test', () => {
  it('should say that skipped tests were skipped because PostgreSQL was unreachable', () => {
    const jest = jestReport([
      {title: 'stores a sign-up', ancestors: ['SqliteStore'], status: 'passed'},
      {title: 'stores a sign-up', ancestors: ['PostgresStore'], status: 'pending'},
      {title: 'loses no write', ancestors: ['SIGKILL crash test: PostgreSQL'], status: 'pending'},
    ]);
    expect(summaryLine({jest, playwright, buildOk: true})).toBe(
      '4 passed, 0 failed, 2 skipped (PostgreSQL unreachable)',
    );
  });

  it('should name the PostgreSQL share when other tests were skipped too', () => {
    const jest = jestReport([
      {title: 'stores a sign-up', ancestors: ['PostgresStore'], status: 'pending'},
      {title: 'is not written yet', ancestors: ['Tabs'], status: 'pending'},
    ]);
    const skippedE2e = {stats: {...playwright.stats, skipped: 1}};
    expect(summaryLine({jest, playwright: skippedE2e, buildOk: true})).toBe(
      '3 passed, 0 failed, 3 skipped (1 of them: PostgreSQL unreachable)',
    );
  });

  it('should give no reason when nothing was skipped, and count a failed build as a failure', () => {
    const jest = jestReport([
      {title: 'stores a sign-up', ancestors: ['PostgresStore'], status: 'passed'},
      {title: 'opens', ancestors: ['Tabs'], status: 'failed'},
    ]);
    expect(summaryLine({jest, playwright: undefined, buildOk: false})).toBe(
      '1 passed, 2 failed, 0 skipped',
    );
  });
});
