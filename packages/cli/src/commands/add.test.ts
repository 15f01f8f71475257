import fs from 'node:fs';
import path from 'node:path';
import {calls, cli, fakePackageManager, read, tempProject, VITE_APP} from '../testing/project';
import {startRegistryServer, type RegistryServer} from '../testing/registry-server';

let registry: RegistryServer;
beforeAll(async () => {
  registry = await startRegistryServer();
});
afterAll(() => registry.close());

const withPackage = {
  ...VITE_APP,
  'package.json': JSON.stringify({
    dependencies: {
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      '@tessera-ui/react': '^2.0.0',
      'react-aria-components': '^1.22.1',
      clsx: '^2.1.1',
    },
    devDependencies: {vite: '^7.0.0'},
  }),
  'src/main.tsx': `import '@tessera-ui/react/styles.css'\n${VITE_APP['src/main.tsx']}`,
};

describe('tessera-ui add', () => {
  it('should print the import line of each component', async () => {
    const {code, stdout} = await cli(['add', 'button', 'Tabs'], {
      cwd: tempProject(withPackage),
      registry: registry.url,
    });
    expect(code).toBe(0);
    expect(stdout).toContain(
      "import {Button, ToggleButton} from '@tessera-ui/react';\nimport {Tab, TabList, TabPanel, TabPanels, Tabs} from '@tessera-ui/react';\n",
    );
  });

  it('should run the init steps first when the package is missing', async () => {
    const dir = tempProject();
    const bin = fakePackageManager('npm');
    const {code} = await cli(['add', 'button'], {cwd: dir, registry: registry.url, path: bin});
    expect(code).toBe(0);
    expect(calls(bin)).toEqual(['install @tessera-ui/react']);
    expect(read(dir, 'src/main.tsx')).toMatch(/^import '@tessera-ui\/react\/styles.css'\n/);
  });
});

describe('tessera-ui add --source', () => {
  it('should copy the component and what it needs, and remember where and from what', async () => {
    const dir = tempProject();
    const bin = fakePackageManager('npm');
    const {code, stdout} = await cli(['add', '--source', 'button'], {
      cwd: dir,
      registry: registry.url,
      path: bin,
    });
    expect(code).toBe(0);
    const copied = (folder: string) =>
      fs.readdirSync(path.join(dir, 'src/components/tessera', folder)).sort();
    expect(fs.readdirSync(path.join(dir, 'src/components/tessera')).sort()).toEqual([
      'Button',
      'Spinner',
      'theme',
      'utils',
    ]);
    expect(copied('Button')).toEqual(['Button.css', 'Button.tsx', 'ToggleButton.tsx', 'index.ts']);
    expect(read(dir, 'src/components/tessera/Button/Button.tsx')).toBe(
      read(path.resolve(__dirname, '../../../react'), 'src/Button/Button.tsx'),
    );
    expect(calls(bin)).toEqual(['install react-aria-components@^1.22.1 clsx@^2.1.1']);
    expect(read(dir, 'src/main.tsx')).toMatch(
      /^import '.\/components\/tessera\/theme\/tokens.css'\n/,
    );
    expect(stdout).toContain("import {Button, ToggleButton} from './components/tessera/Button';\n");
    const config = JSON.parse(read(dir, 'tessera.json'));
    expect(config.sourceDir).toBe('src/components/tessera');
    expect(Object.keys(config.components).sort()).toEqual(['button', 'spinner', 'tokens', 'utils']);
    expect(config.components.button).toEqual({
      version: '2.x',
      url: `${registry.url}/2.x/button.json`,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('should copy into the folder given with --dir and keep using it', async () => {
    const dir = tempProject(withPackage);
    await cli(['add', '--source', '--dir', 'src/ui', 'tabs'], {cwd: dir, registry: registry.url});
    await cli(['add', '--source', 'card'], {cwd: dir, registry: registry.url});
    expect(fs.readdirSync(path.join(dir, 'src/ui'))).toEqual(
      expect.arrayContaining(['Card', 'Tabs', 'theme']),
    );
    expect(fs.existsSync(path.join(dir, 'src/components'))).toBe(false);
  });

  it('should not overwrite a file changed since the copy, unless told to', async () => {
    const dir = tempProject(withPackage);
    await cli(['add', '--source', 'tabs'], {cwd: dir, registry: registry.url});
    const file = path.join(dir, 'src/components/tessera/Tabs/Tabs.css');
    fs.appendFileSync(file, '.ui-Tab {letter-spacing: 0.01em;}\n');
    expect(await cli(['add', '--source', 'tabs'], {cwd: dir, registry: registry.url})).toEqual({
      code: 1,
      stdout: expect.any(String),
      stderr:
        'src/components/tessera/Tabs/Tabs.css has local changes: pass --overwrite to replace it (see what changed upstream with "tessera-ui diff tabs").\n',
    });
    expect(read(dir, 'src/components/tessera/Tabs/Tabs.css')).toMatch(/letter-spacing: 0.01em/);
    expect(
      (await cli(['add', '--source', 'tabs', '--overwrite'], {cwd: dir, registry: registry.url}))
        .code,
    ).toBe(0);
    expect(read(dir, 'src/components/tessera/Tabs/Tabs.css')).not.toMatch(/letter-spacing: 0.01em/);
  });

  it("should refuse to replace a file of the user's that it never copied", async () => {
    const dir = tempProject({
      ...withPackage,
      'src/components/tessera/Card/Card.tsx': 'export const Card = 1;\n',
    });
    const {code, stderr} = await cli(['add', '--source', 'card'], {
      cwd: dir,
      registry: registry.url,
    });
    expect({code, stderr}).toEqual({
      code: 1,
      stderr:
        'src/components/tessera/Card/Card.tsx has local changes: pass --overwrite to replace it (see what changed upstream with "tessera-ui diff card").\n',
    });
  });

  it('should take an upstream update of a file the user did not change', async () => {
    const server = await startRegistryServer();
    const dir = tempProject(withPackage);
    await cli(['add', '--source', 'tabs'], {cwd: dir, registry: server.url});
    server.changeFile('tabs', 'Tabs/Tabs.css', (css) => `${css}/* 2.0.1 */\n`);
    const {code} = await cli(['add', '--source', 'tabs'], {cwd: dir, registry: server.url});
    await server.close();
    expect(code).toBe(0);
    expect(read(dir, 'src/components/tessera/Tabs/Tabs.css')).toMatch(/\/\* 2\.0\.1 \*\/\n$/);
  });
});
