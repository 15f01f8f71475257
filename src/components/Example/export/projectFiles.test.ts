import fs from 'node:fs';
import path from 'node:path';
import {projectFiles, projectSlug} from './projectFiles';
import type {ExportInput} from './types';
import {siteVersions} from './versions';

const root = path.resolve(__dirname, '../../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const libraryPackage = readJson('packages/react/package.json');
const sitePackage = readJson('package.json');

const BUTTON = `import {Button} from '@tessera-ui/react';

export default function Save() {
  return <Button>Save</Button>;
}`;

const DATE = `import {parseDate} from '@internationalized/date';
import {DatePicker} from '@tessera-ui/react/date-picker';

export default function Pick() {
  return <DatePicker label="Day" defaultValue={parseDate('2027-06-10')} />;
}
`;

const ts: ExportInput = {title: 'Button variants', source: BUTTON, language: 'ts'};
const js: ExportInput = {...ts, language: 'js'};

function manifest(input: ExportInput) {
  return JSON.parse(projectFiles(input, siteVersions)['package.json']!);
}

describe('projectFiles', () => {
  it('should make a TypeScript project of exactly these files', () => {
    expect(Object.keys(projectFiles(ts, siteVersions)).sort()).toEqual([
      'README.md',
      'index.html',
      'package.json',
      'src/Example.tsx',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
  });

  it('should make a JavaScript project of exactly these files, without TypeScript', () => {
    const files = projectFiles(js, siteVersions);
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      'index.html',
      'package.json',
      'src/Example.jsx',
      'src/main.jsx',
      'vite.config.js',
    ]);
    expect(Object.keys(manifest(js).devDependencies).sort()).toEqual([
      '@vitejs/plugin-react',
      'vite',
    ]);
    expect(manifest(js).scripts).not.toHaveProperty('typecheck');
    expect(files['src/main.jsx']).not.toContain('!');
  });

  it('should keep the example source as shown, ending in one newline', () => {
    expect(projectFiles(ts, siteVersions)['src/Example.tsx']).toBe(`${BUTTON}\n`);
    expect(projectFiles({...js, source: DATE}, siteVersions)['src/Example.jsx']).toBe(DATE);
  });

  it('should take the library version from its package.json and React from the site', () => {
    expect(manifest(ts).dependencies).toEqual({
      '@tessera-ui/react': `^${libraryPackage.version}`,
      react: sitePackage.dependencies.react,
      'react-dom': sitePackage.dependencies['react-dom'],
    });
  });

  it("should take TypeScript and React's types from the site's devDependencies", () => {
    const {devDependencies} = manifest(ts);
    for (const name of ['typescript', '@types/react', '@types/react-dom']) {
      expect(devDependencies[name]).toBe(sitePackage.devDependencies[name]);
    }
    expect(manifest(ts).scripts.typecheck).toBe('tsc --noEmit');
  });

  it('should add @internationalized/date only when the example imports it, at the library range', () => {
    expect(manifest(ts).dependencies).not.toHaveProperty('@internationalized/date');
    expect(manifest({...ts, source: DATE}).dependencies).toEqual({
      '@internationalized/date': libraryPackage.dependencies['@internationalized/date'],
      '@tessera-ui/react': `^${libraryPackage.version}`,
      react: sitePackage.dependencies.react,
      'react-dom': sitePackage.dependencies['react-dom'],
    });
  });

  it("should add a package the reader's edit imports that the library does not know", () => {
    const edited = `import confetti from 'canvas-confetti';\n${BUTTON}`;
    expect(manifest({...ts, source: edited}).dependencies['canvas-confetti']).toBe('latest');
  });

  it('should import the stylesheet the exports map publishes, where the Installation page says', () => {
    const installation = fs.readFileSync(
      path.join(root, 'docs/getting-started/installation.mdx'),
      'utf8',
    );
    const styleImport = "import '@tessera-ui/react/styles.css';";
    expect(installation).toContain(styleImport);
    expect(libraryPackage.exports['./styles.css']).toBeDefined();
    expect(projectFiles(ts, siteVersions)['src/main.tsx']).toContain(styleImport);
    expect(projectFiles(js, siteVersions)['src/main.jsx']).toContain(styleImport);
  });

  it('should type-check strictly with bundler resolution and the automatic JSX runtime', () => {
    const {compilerOptions} = JSON.parse(projectFiles(ts, siteVersions)['tsconfig.json']!);
    expect(compilerOptions).toMatchObject({
      strict: true,
      jsx: 'react-jsx',
      moduleResolution: 'bundler',
    });
  });

  it('should name the project and its page after the title', () => {
    expect(manifest(ts)).toMatchObject({name: 'button-variants', private: true});
    expect(projectFiles(ts, siteVersions)['index.html']).toContain(
      '<title>Button variants</title>',
    );
  });
});

describe('projectSlug', () => {
  it.each([
    ['Button variants', 'button-variants'],
    ['  Date picker: Unavailable dates!  ', 'date-picker-unavailable-dates'],
    ['Crème brûlée', 'creme-brulee'],
    ['???', 'tessera-example'],
  ])('should turn %j into %j', (title, slug) => {
    expect(projectSlug(title)).toBe(slug);
  });
});
