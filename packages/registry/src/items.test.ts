import path from 'node:path';
import {buildRegistry, valueExports} from './items';
import {readCatalogue, readLibrary, type LibrarySource} from './library';
import {publishRegistries} from './publish';

const root = path.resolve(__dirname, '../../..');

function library(files: Record<string, string>, entries: Record<string, string>): LibrarySource {
  return {
    name: '@tessera-ui/react',
    dependencies: {clsx: '^2.1.1', 'react-aria-components': '^1.22.1'},
    peerDependencies: {react: '^19.0.0'},
    entries,
    files: Object.entries(files).map(([file, content]) => ({path: file, content})),
  };
}

const files = {
  'Button/Button.tsx':
    "import {Button as RACButton} from 'react-aria-components';\nimport {Spinner} from '../Spinner';\nimport {composeClassName} from '../utils';\nimport './Button.css';\n",
  'Button/Button.css': '.ui-Button {color: var(--tessera-fg);}\n',
  'Button/index.ts':
    "export {Button} from './Button';\nexport type {ButtonProps} from './Button';\n",
  'Spinner/Spinner.tsx': "import type {Ref} from 'react';\nexport function Spinner() {}\n",
  'Spinner/index.ts': "export {Spinner} from './Spinner';\n",
  'utils/index.ts': "export {clsx as composeClassName} from 'clsx';\n",
  'theme/tokens.css': ':root {--tessera-fg: #000;}\n',
};
const entries = {
  '.': './src/index.ts',
  './button': './src/Button/index.ts',
  './spinner': './src/Spinner/index.ts',
};
const catalogue = [
  {name: 'button', title: 'Button', description: 'Triggers an action.', category: 'Actions'},
  {name: 'spinner', title: 'Spinner', description: 'Shows progress.', category: 'Feedback'},
];
const input = {version: '2.x', homepage: 'https://tessera-ui.dev', catalogue};

describe('buildRegistry', () => {
  it('should make a component item from its folder, with dependencies found in its imports', () => {
    const {items} = buildRegistry({...input, library: library(files, entries)});
    expect(items.find((item) => item.name === 'button')).toEqual({
      $schema: 'https://ui.shadcn.com/schema/registry-item.json',
      name: 'button',
      type: 'registry:ui',
      title: 'Button',
      description: 'Triggers an action.',
      categories: ['actions'],
      dependencies: ['react-aria-components@^1.22.1'],
      registryDependencies: ['spinner', 'utils', 'tokens'],
      files: [
        {
          path: 'Button/Button.tsx',
          type: 'registry:ui',
          target: 'components/tessera/Button/Button.tsx',
          content: files['Button/Button.tsx'],
        },
        {
          path: 'Button/Button.css',
          type: 'registry:file',
          target: 'components/tessera/Button/Button.css',
          content: files['Button/Button.css'],
        },
        {
          path: 'Button/index.ts',
          type: 'registry:ui',
          target: 'components/tessera/Button/index.ts',
          content: files['Button/index.ts'],
        },
      ],
      meta: {
        version: '2.x',
        package: '@tessera-ui/react',
        exports: ['Button'],
        import: "import {Button} from '@tessera-ui/react';",
      },
    });
  });

  it('should publish the shared folders as library items', () => {
    const {items} = buildRegistry({...input, library: library(files, entries)});
    expect(
      items
        .filter((item) => item.type === 'registry:lib')
        .map(({name, dependencies, files: itemFiles}) => ({
          name,
          dependencies,
          files: itemFiles.map((file) => `${file.type} ${file.path}`),
        })),
    ).toEqual([
      {name: 'utils', dependencies: ['clsx@^2.1.1'], files: ['registry:lib utils/index.ts']},
      {name: 'tokens', dependencies: [], files: ['registry:file theme/tokens.css']},
    ]);
    expect(items.find((item) => item.name === 'tokens')?.docs).toBe(
      "Import the design tokens once, at the root of your app: import './components/tessera/theme/tokens.css' (from src/ if your app has one).",
    );
  });

  it('should name the item when a file imports a package the library does not depend on', () => {
    const bad = {...files, 'Spinner/Spinner.tsx': "import {motion} from 'framer-motion';\n"};
    expect(() => buildRegistry({...input, library: library(bad, entries)})).toThrow(
      'Registry item "spinner": Spinner/Spinner.tsx imports "framer-motion", which @tessera-ui/react does not depend on.',
    );
  });

  it('should name the item when a relative import leads nowhere', () => {
    const bad = {...files, 'Spinner/Spinner.tsx': "import {x} from './missing';\n"};
    expect(() => buildRegistry({...input, library: library(bad, entries)})).toThrow(
      'Registry item "spinner": Spinner/Spinner.tsx imports "./missing", which is not a file of the library.',
    );
  });

  it('should name a catalogue entry that has no entry point', () => {
    const extra = [...catalogue, {name: 'toast', title: 'Toast', description: 'x', category: 'y'}];
    expect(() =>
      buildRegistry({...input, catalogue: extra, library: library(files, entries)}),
    ).toThrow(
      'Registry item "toast": the catalogue lists it, but @tessera-ui/react exports no "./toast" entry point.',
    );
  });

  it('should fail the schema check naming the item, for example an empty description', () => {
    const blank = catalogue.map((entry) =>
      entry.name === 'spinner' ? {...entry, description: ''} : entry,
    );
    expect(() =>
      buildRegistry({...input, catalogue: blank, library: library(files, entries)}),
    ).toThrow(
      'Registry item "spinner" is invalid: description: Too small: expected string to have >=1 characters.',
    );
  });

  it('should build an item for every component of the real library and catalogue', () => {
    const catalogueFile = path.join(root, 'showcase/components.json');
    const {index} = buildRegistry({
      ...input,
      library: readLibrary(path.join(root, 'packages/react')),
      catalogue: readCatalogue(catalogueFile),
    });
    expect(index.items.map((item) => item.name)).toEqual([
      ...readCatalogue(catalogueFile).map((entry) => entry.name),
      'utils',
      'tokens',
    ]);
  });
});

describe('valueExports', () => {
  it('should list value exports and skip type exports', () => {
    expect(
      valueExports("export {A, type B, C as D} from './a';\nexport type {E} from './a';\n"),
    ).toEqual(['A', 'D']);
  });
});

describe('publishRegistries', () => {
  it('should serve the current version at /r/ and at /r/<version>/, with dependencies as URLs', () => {
    const registry = buildRegistry({...input, library: library(files, entries)});
    const published = publishRegistries([registry], 'https://tessera-ui.dev/r');
    expect(published.map((file) => file.path)).toEqual([
      'r/2.x/index.json',
      'r/2.x/button.json',
      'r/2.x/spinner.json',
      'r/2.x/utils.json',
      'r/2.x/tokens.json',
      'r/index.json',
      'r/button.json',
      'r/spinner.json',
      'r/utils.json',
      'r/tokens.json',
    ]);
    const deps = (file: string) =>
      (published.find((entry) => entry.path === file)!.json as {registryDependencies: string[]})
        .registryDependencies;
    expect(deps('r/button.json')).toEqual([
      'https://tessera-ui.dev/r/spinner.json',
      'https://tessera-ui.dev/r/utils.json',
      'https://tessera-ui.dev/r/tokens.json',
    ]);
    expect(deps('r/2.x/button.json')).toEqual([
      'https://tessera-ui.dev/r/2.x/spinner.json',
      'https://tessera-ui.dev/r/2.x/utils.json',
      'https://tessera-ui.dev/r/2.x/tokens.json',
    ]);
  });
});
