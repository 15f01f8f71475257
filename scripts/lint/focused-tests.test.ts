// The lint rule against focused tests, run through the project's own ESLint config.
import {lintSamples as lint} from './testing/lintSamples';

const MESSAGE =
  'Focused test: `.only` runs this test alone and silently skips the rest of the suite. Remove `.only` before committing.';

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
