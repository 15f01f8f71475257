import fs from 'node:fs';
import path from 'node:path';
import {cli, tempProject, VITE_APP} from '../testing/project';
import {startRegistryServer, type RegistryServer} from '../testing/registry-server';

const app = {
  ...VITE_APP,
  'package.json': JSON.stringify({
    dependencies: {react: '19', 'react-dom': '19', 'react-aria-components': '1', clsx: '2'},
  }),
};

let registry: RegistryServer;
let dir: string;
beforeEach(async () => {
  registry = await startRegistryServer();
  dir = tempProject(app);
  await cli(['add', '--source', 'tabs'], {cwd: dir, registry: registry.url});
});
afterEach(() => registry.close());

describe('tessera-ui diff', () => {
  it('should say there is nothing new when the registry has not changed', async () => {
    const {code, stdout} = await cli(['diff', 'tabs'], {cwd: dir});
    expect(code).toBe(0);
    expect(stdout).toContain('tabs: no upstream changes in 2.x since you copied it.');
  });

  it('should show exactly what changed upstream, from the registry the copy came from', async () => {
    registry.changeFile('tabs', 'Tabs/Tabs.tsx', (source) =>
      source.replace("import './Tabs.css';", "import './Tabs.css';\nimport './TabsPrint.css';"),
    );
    const {code, stdout} = await cli(['diff'], {cwd: dir});
    expect(code).toBe(0);
    const patch = stdout.slice(
      stdout.indexOf('--- a/'),
      stdout.indexOf('\n│', stdout.indexOf('--- a/')),
    );
    const lines = patch.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '--- a/src/components/tessera/Tabs/Tabs.tsx',
      '+++ b/src/components/tessera/Tabs/Tabs.tsx',
    ]);
    // Exactly the one line added upstream, in its place, with three lines of context either side.
    expect(lines.filter((line) => /^[+-](?![+-])/.test(line))).toEqual([
      "+import './TabsPrint.css';",
    ]);
    const added = lines.indexOf("+import './TabsPrint.css';");
    expect(lines[added - 1]).toBe(" import './Tabs.css';");
    expect(lines.slice(3).filter((line) => line.startsWith(' '))).toHaveLength(6);
    expect(stdout).toContain('tokens: no upstream changes in 2.x since you copied it.');
    expect(stdout).toContain(
      'Take them with "tessera-ui add --source tabs" (you have not changed these files).',
    );
  });

  it('should compare with what was copied, not with the local edits', async () => {
    fs.appendFileSync(path.join(dir, 'src/components/tessera/Tabs/Tabs.tsx'), '// mine\n');
    registry.changeFile('tabs', 'Tabs/Tabs.css', (css) => `${css}.ui-Tab {}\n`);
    const {stdout} = await cli(['diff', 'tabs'], {cwd: dir});
    expect(stdout).not.toContain('// mine');
    expect(stdout).toContain('+.ui-Tab {}');
    expect(stdout).toContain(
      'You changed src/components/tessera/Tabs/Tabs.tsx since; merge by hand, or take upstream with "tessera-ui add --source tabs --overwrite".',
    );
  });

  it('should name components that were not copied', async () => {
    expect(await cli(['diff', 'button'], {cwd: dir})).toEqual({
      code: 1,
      stdout: '',
      stderr: `"button" was not copied with --source here; copied: ${Object.keys(
        JSON.parse(fs.readFileSync(path.join(dir, 'tessera.json'), 'utf8')).components,
      ).join(', ')}.\n`,
    });
  });

  it('should say when nothing was copied', async () => {
    expect(await cli(['diff'], {cwd: tempProject(app)})).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Nothing to compare: no component was copied with "tessera-ui add --source" here (no tessera.json).\n',
    });
  });
});
