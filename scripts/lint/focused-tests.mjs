// `.only` (Jest's describe/it/test, Playwright's test and test.describe) runs the marked tests and
// silently skips the rest, so a forgotten one turns a red suite green. Lint refuses it everywhere;
// Playwright's forbidOnly refuses it again in CI.
const MESSAGE =
  'Focused test: `.only` runs this test alone and silently skips the rest of the suite. Remove `.only` before committing.';

const RUNNERS = '/^(describe|it|test)$/';

export const focusedTests = {
  name: 'tessera/focused-tests',
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      // describe.only, it.only, test.only, and deeper: test.describe.only, describe.only.each,
      // test.describe.serial.only, test.concurrent.only.
      {
        selector: `MemberExpression[property.name="only"]:matches([object.name=${RUNNERS}], [object.object.name=${RUNNERS}], [object.object.object.name=${RUNNERS}])`,
        message: MESSAGE,
      },
      // Jest's shorthands for it.only and describe.only.
      {selector: 'CallExpression[callee.name=/^(fit|fdescribe)$/]', message: MESSAGE},
    ],
  },
};
