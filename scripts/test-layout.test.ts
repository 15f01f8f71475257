// The one test layout the README states: unit tests beside the code they test, end-to-end specs in
// tests/e2e/, Jest's set-up in tests/jest/. Reads the files git tracks, so it sees what a clone sees.
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const tracked = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'})
  .split('\n')
  .filter(Boolean);

const checked = tracked;

describe('the test layout', () => {
  it('should keep unit tests beside their code, never in __tests__ folders or under tests/', () => {
    const misplaced = checked.filter(
      (file) =>
        /\.test\.(ts|tsx|js|mjs)$/.test(file) &&
        (file.split('/').includes('__tests__') || file.startsWith('tests/')),
    );
    expect(misplaced).toEqual([]);
  });

  it('should keep end-to-end specs in tests/e2e/', () => {
    const misplaced = checked.filter(
      (file) => /\.spec\.(ts|tsx|js|mjs)$/.test(file) && !file.startsWith('tests/e2e/'),
    );
    expect(misplaced).toEqual([]);
  });

  it('should hold only Playwright specs, their support code and fixtures in tests/e2e/, Jest set-up in tests/jest/', () => {
    const elsewhere = checked.filter(
      (file) =>
        file.startsWith('tests/') &&
        !file.startsWith('tests/jest/') &&
        !/^tests\/e2e\/([\w-]+\.spec\.ts|support\/.+|fixtures\/.+)$/.test(file),
    );
    expect(elsewhere).toEqual([]);
  });
});
