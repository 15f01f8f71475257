// The rooms' import rules, run through the project's own ESLint config: each backward arrow is
// refused with its room's message, and the arrows the house allows pass.
import {lintSamples} from './testing/lintSamples';

const MESSAGES = {
  library:
    'The library (@tessera-ui/react) is published without the site: keep site code in src/ and pass what the library needs through props.',
  nodeBuiltIn: 'The library runs in browsers: it cannot import Node built-ins.',
  packages:
    'Packages are built and published on their own: they cannot import the site, its build plugins or the API.',
  site: 'The site (src/) is built by the plugins, not the other way round: move what both need into src/ (plugins may import it), or hand it to pages as data.',
  plugins: 'Build plugins do not import the API: it runs on its own, reached over HTTP.',
  api: 'The API stands alone (it is deployed without the site): it imports only its own files and npm packages.',
};

/** [what happens, the imported specifier, the importing file, the room's message] */
const REFUSED: [string, string, string, string][] = [
  [
    'the library imports the site',
    '@site/src/components/Example',
    'packages/react/src/Button/Button.tsx',
    MESSAGES.library,
  ],
  [
    'the library imports Docusaurus',
    '@docusaurus/Link',
    'packages/react/src/Link/Link.tsx',
    MESSAGES.library,
  ],
  [
    'the library imports a Node built-in',
    'node:fs',
    'packages/react/src/Button/Button.tsx',
    MESSAGES.nodeBuiltIn,
  ],
  [
    'the CLI imports a build plugin',
    '../../../plugins/registry',
    'packages/cli/src/main.ts',
    MESSAGES.packages,
  ],
  [
    'the site imports a build plugin',
    '@site/plugins/versions/diff',
    'src/components/ApiChanges/index.tsx',
    MESSAGES.site,
  ],
  [
    'the site imports the API',
    '../../../api/app',
    'src/components/NewsletterForm/NewsletterForm.tsx',
    MESSAGES.site,
  ],
  [
    'a build plugin imports the API',
    '../../api/app',
    'plugins/showcase/src/index.ts',
    MESSAGES.plugins,
  ],
  ['the API imports the site', '../src/components/PropsTable/types', 'api/app.ts', MESSAGES.api],
  ['the API imports the library', '@tessera-ui/react', 'api/app.ts', MESSAGES.api],
];

/** [what happens, the imported specifier, the importing file] */
const ALLOWED: [string, string, string][] = [
  ['the site imports the library', '@tessera-ui/react', 'src/components/Example/index.tsx'],
  [
    'a build plugin imports the site',
    '../../src/components/PropsTable/types',
    'plugins/versions/snapshot.ts',
  ],
  ['the site imports a theme component', '@theme/CodeBlock', 'src/components/Example/index.tsx'],
  ['the API imports its own files', './app', 'api/server.ts'],
];

/** A module that imports `specifier` and uses what it imports. */
const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport {imported};\n`;

let refused: string[][] = [];
let allowed: string[][] = [];
beforeAll(() => {
  const results = lintSamples(
    [...REFUSED, ...ALLOWED].map(([, specifier, file]) => ({code: importing(specifier), file})),
  );
  refused = results.slice(0, REFUSED.length);
  allowed = results.slice(REFUSED.length);
});

describe('the rooms lint rule', () => {
  it.each(
    REFUSED.map(([name, specifier, , message], index) => ({name, specifier, message, index})),
  )(
    'should refuse an import where $name, saying where the code belongs',
    ({specifier, message, index}) => {
      expect(refused[index]).toEqual([
        `'${specifier}' import is restricted from being used by a pattern. ${message}`,
      ]);
    },
  );

  it.each(ALLOWED.map(([name], index) => ({name, index})))(
    'should allow an import where $name',
    ({index}) => {
      expect(allowed[index]).toEqual([]);
    },
  );
});
