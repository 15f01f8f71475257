// The rooms of the house and the one way their imports may run:
//
//   packages/react (the library) ← packages/registry, packages/theme, packages/cli ← src/ (the site) ← plugins/
//   api/ stands alone.
//
// Each room gets `no-restricted-imports` patterns for the rooms it must not reach into, with a
// message that says where the code should go instead.
import {builtinModules} from 'node:module';

export const MESSAGES = {
  library:
    'The library (@tessera-ui/react) is published without the site: keep site code in src/ and pass what the library needs through props.',
  nodeBuiltIn: 'The library runs in browsers: it cannot import Node built-ins.',
  themeNodeBuiltIn:
    'The theme engine runs in the builder page as well as the CLI: it cannot import Node built-ins.',
  packages:
    'Packages are built and published on their own: they cannot import the site, its build plugins or the API.',
  site: 'The site (src/) is built by the plugins, not the other way round: move what both need into src/ (plugins may import it), or hand it to pages as data.',
  plugins: 'Build plugins do not import the API: it runs on its own, reached over HTTP.',
  api: 'The API stands alone (it is deployed without the site): it imports only its own files and npm packages.',
};

const SITE = ['@site/*', '**/src/components/**', '**/src/theme/**', '**/src/pages/**'];
const DOCUSAURUS = [
  '@docusaurus/*',
  '@theme/*',
  '@theme-original/*',
  '@theme-init/*',
  '@generated/*',
];
const PLUGINS = ['@site/plugins/*', '**/plugins/**'];
const API = ['@site/api/*', '**/api/**'];
const CONTENT = ['**/showcase/**', '**/docs/**'];

const restrict = (patterns, extraPaths = []) => ({
  'no-restricted-imports': ['error', {paths: extraPaths, patterns}],
});

const tests = ['**/*.test.{ts,tsx}'];

export const rooms = [
  {
    files: ['packages/react/src/**/*.{ts,tsx}'],
    ignores: tests,
    rules: restrict(
      [
        {
          group: [...SITE, ...DOCUSAURUS, ...PLUGINS, ...API, ...CONTENT],
          message: MESSAGES.library,
        },
        {group: ['node:*'], message: MESSAGES.nodeBuiltIn},
      ],
      builtinModules.map((name) => ({name, message: MESSAGES.nodeBuiltIn})),
    ),
  },
  {
    files: ['packages/{cli,registry}/**/*.{ts,tsx,mjs}'],
    ignores: tests,
    rules: restrict([{group: [...SITE, ...PLUGINS, ...API], message: MESSAGES.packages}]),
  },
  {
    files: ['packages/theme/src/**/*.ts'],
    ignores: tests,
    rules: restrict(
      [
        {group: [...SITE, ...DOCUSAURUS, ...PLUGINS, ...API], message: MESSAGES.packages},
        {group: ['node:*'], message: MESSAGES.themeNodeBuiltIn},
      ],
      builtinModules.map((name) => ({name, message: MESSAGES.themeNodeBuiltIn})),
    ),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: tests,
    rules: restrict([{group: [...PLUGINS, ...API], message: MESSAGES.site}]),
  },
  {
    files: ['plugins/**/*.{ts,tsx,mjs}'],
    ignores: tests,
    rules: restrict([{group: API, message: MESSAGES.plugins}]),
  },
  {
    files: ['api/**/*.{ts,mjs}'],
    ignores: tests,
    rules: restrict([
      {
        group: [...SITE, ...DOCUSAURUS, ...PLUGINS, '**/packages/**', '@tessera-ui/*'],
        message: MESSAGES.api,
      },
    ]),
  },
];
