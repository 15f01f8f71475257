// Three projects: the component library and site components in jsdom, the showcase plugin and the
// API in Node. SWC strips TypeScript and JSX; type-checking is `npm run typecheck`'s job.
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
  transform: {'^.+\\.(t|j)sx?$': swc},
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/tests/jest/style-stub.cjs',
    '^@site/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/', '/tests/e2e/', '/bench/'],
};

/** @type {import('jest').Config} */
export default {
  // The machines are 2 shared cores; axe on a rendered example can take seconds under load.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/jest/setup-dom.ts'],
      testMatch: [
        '<rootDir>/src/**/*.test.{ts,tsx}',
        '<rootDir>/docs/**/*.test.{ts,tsx}',
        '<rootDir>/showcase/**/*.test.tsx',
      ],
    },
    {
      ...shared,
      displayName: 'plugin',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/plugins/**/*.test.ts', '<rootDir>/showcase/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/**/*.test.ts'],
    },
  ],
};
