// The lint rule against focused tests, run through the project's own ESLint config. ESLint loads
// its ESM config with a dynamic import Jest's VM cannot do, so one Node process lints every sample.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const MESSAGE =
  'Focused test: `.only` runs this test alone and silently skips the rest of the suite. Remove `.only` before committing.';

const LINT_SAMPLES = `
import {ESLint} from 'eslint';
const samples = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const results = [];
for (const {code, file} of samples) {
  const [result] = await eslint.lintText(code, {filePath: file});
  results.push(result.messages.map((message) => message.message));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(samples: {code: string; file: string}[]): string[][] {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_SAMPLES, JSON.stringify(samples)],
    {cwd: root, encoding: 'utf8'},
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[][];
}

const FOCUSED: [string, string, string][] = [
  ['describe.only', "describe.only('a', () => {});", 'src/a.test.ts'],
  ['it.only', "it.only('a', () => {});", 'src/a.test.ts'],
  ['test.only', "test.only('a', () => {});", 'src/a.test.tsx'],
  ['describe.only.each', "describe.only.each([1])('a %s', () => {});", 'src/a.test.ts'],
  ['test.concurrent.only', "test.concurrent.only('a', async () => {});", 'src/a.test.ts'],
  ['fit', "fit('a', () => {});", 'src/a.test.ts'],
  ['fdescribe', "fdescribe('a', () => {});", 'src/a.test.ts'],
  ["Playwright's test.only", "test.only('a', async () => {});", 'tests/e2e/a.spec.ts'],
  ["Playwright's test.describe.only", "test.describe.only('a', () => {});", 'tests/e2e/a.spec.ts'],
  [
    "Playwright's test.describe.serial.only",
    "test.describe.serial.only('a', () => {});",
    'tests/e2e/a.spec.ts',
  ],
];

const UNFOCUSED = [
  "describe('a', () => {",
  "  it('b', () => {});",
  "  test.skip('c', () => {});",
  '});',
  'const options = {only: true};',
  'export const chosen = options.only;',
  '',
].join('\n');

let focused: string[][] = [];
let unfocused: string[] = [];
beforeAll(() => {
  const results = lint([
    ...FOCUSED.map(([, code, file]) => ({code: `${code}\n`, file})),
    {code: UNFOCUSED, file: 'src/a.test.ts'},
  ]);
  focused = results.slice(0, FOCUSED.length);
  unfocused = results[FOCUSED.length] ?? ['no result'];
});

describe('the focused-test lint rule', () => {
  it.each(FOCUSED.map(([name], index) => ({name, index})))(
    'should refuse $name with a message that says what to do',
    ({index}) => {
      expect(focused[index]).toEqual([MESSAGE]);
    },
  );

  it('should accept tests that are not focused, and other objects with an `only` property', () => {
    expect(unfocused).toEqual([]);
  });
});
