// Three projects: the component library and site components in jsdom; build plugins and packaging
// in Node; the API in Node. SWC strips TypeScript and JSX; type-checking is `npm run typecheck`'s job.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

const shared = {
  testTimeout: 30_000,
  transform: {'^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc},
  // The CLI's prompt library and the feed writer ship ES modules only; SWC turns them into CommonJS
  // like our code.
  transformIgnorePatterns: [
    '/node_modules/(?!(@clack|fast-string-width|fast-wrap-ansi|fast-string-truncated-width|sisteransi|feed)/)',
  ],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/tests/jest/style-stub.cjs',
    '^@site/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '/build/',
    '/.docusaurus/',
    '/dist/',
    '/tests/e2e/',
    '/bench/',
  ],
};

// The site and the tests import the library by its package name; this condition of its exports
// map points at the TypeScript source, as the site's bundler does (plugins/library-source).
const fromSource = (conditions) => ({
  customExportConditions: ['@tessera-ui/source', ...conditions],
});

/** @type {import('jest').Config} */
export default {
  // The machines are 2 shared cores; axe on a rendered example can take seconds under load.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: fromSource(['browser']),
      setupFilesAfterEnv: ['<rootDir>/tests/jest/setup-dom.ts'],
      testMatch: [
        '<rootDir>/src/**/*.test.{ts,tsx}',
        '<rootDir>/packages/react/src/**/*.test.{ts,tsx}',
        '<rootDir>/docs/**/*.test.{ts,tsx}',
        '<rootDir>/showcase/**/*.test.tsx',
        // Plugins' theme components, which run in the browser.
        '<rootDir>/plugins/**/*.test.tsx',
      ],
    },
    {
      ...shared,
      displayName: 'plugin',
      testEnvironment: 'node',
      testEnvironmentOptions: fromSource(['node', 'node-addons']),
      testMatch: [
        '<rootDir>/plugins/**/*.test.ts',
        '<rootDir>/showcase/**/*.test.ts',
        '<rootDir>/packages/*/*.test.ts',
        // The registry builder, the CLI and the theme engine run in Node.
        '<rootDir>/packages/{registry,cli,theme}/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/**/*.test.ts'],
    },
  ],
};
