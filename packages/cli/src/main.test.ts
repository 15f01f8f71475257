import fs from 'node:fs';
import path from 'node:path';
import {cli, tempProject} from './testing/project';
import {startRegistryServer, type RegistryServer} from './testing/registry-server';

let registry: RegistryServer;
beforeAll(async () => {
  registry = await startRegistryServer();
});
afterAll(() => registry.close());

describe('tessera-ui', () => {
  it('should print its version', async () => {
    expect(await cli(['--version'], {cwd: tempProject()})).toEqual({
      code: 0,
      stdout: '2.0.0\n',
      stderr: '',
    });
  });

  it.each(['init', 'add', 'diff', 'theme', 'list', 'mcp'])(
    'should explain "%s" with --help',
    async (command) => {
      const {code, stdout} = await cli([command, '--help'], {cwd: tempProject()});
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^Usage: tessera-ui ${command}`));
    },
  );

  it('should list every command in its help', async () => {
    const {stdout} = await cli(['--help'], {cwd: tempProject()});
    expect(stdout.match(/^ {2}(\w+) /gm)?.map((line) => line.trim())).toEqual([
      'init',
      'add',
      'diff',
      'theme',
      'list',
      'mcp',
    ]);
  });

  it("should list the registry's components", async () => {
    const {code, stdout} = await cli(['list'], {cwd: tempProject(), registry: registry.url});
    expect(code).toBe(0);
    // The registry serves one item per catalogue entry.
    const catalogue = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../showcase/components.json'), 'utf8'),
    ) as unknown[];
    expect(stdout.split('\n')[0]).toBe(`${catalogue.length} components (version 2.x):`);
    expect(stdout).toMatch(
      /^ {2}button +Triggers an action; supports variants, sizes and a pending state\.$/m,
    );
  });
});

describe('given bad input, tessera-ui prints one line and exits 1', () => {
  it.each([
    [['ad'], 'Unknown command "ad". Did you mean "add"? Run "tessera-ui --help" for the commands.'],
    [
      ['add', '--frob'],
      'Unknown option "--frob" for "tessera-ui add"; see "tessera-ui add --help".',
    ],
    [['add', 'buton'], 'Unknown component "buton". Did you mean "button"?'],
    [
      ['add', 'carousel'],
      'Unknown component "carousel". Run "tessera-ui list" to see every component.',
    ],
    [['add'], 'Name at least one component, e.g. "tessera-ui add button" (see "tessera-ui list").'],
  ])('%j', async (args, message) => {
    expect(await cli(args, {cwd: tempProject(), registry: registry.url})).toEqual({
      code: 1,
      stdout: '',
      stderr: `${message}\n`,
    });
  });

  it('should say when it is not in a project', async () => {
    const dir = tempProject({});
    expect(await cli(['init'], {cwd: dir, registry: registry.url})).toEqual({
      code: 1,
      stdout: '',
      stderr: `No package.json in ${dir} or above: run tessera-ui in a React project (create one with "npm create vite@latest").\n`,
    });
  });

  it('should say when the registry cannot be reached', async () => {
    const closed = await startRegistryServer();
    await closed.close();
    expect(await cli(['add', 'button'], {cwd: tempProject(), registry: closed.url})).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot reach the registry at ${closed.url} (ECONNREFUSED). Check your connection, or point --registry (or TESSERA_REGISTRY) at a reachable registry.\n`,
    });
  });

  it('should say when the address is not a registry', async () => {
    const url = `${registry.url}/nothing-here`;
    expect((await cli(['list'], {cwd: tempProject(), registry: url})).stderr).toBe(
      `${url} has no index.json: is it a Tessera UI registry? (The portal's is https://tessera-ui.dev/r.)\n`,
    );
  });

  it('should refuse a package manager it does not support', async () => {
    const dir = tempProject();
    fs.writeFileSync(path.join(dir, 'deno.lock'), '{}');
    expect(await cli(['init'], {cwd: dir, registry: registry.url})).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Unsupported package manager: deno (from deno.lock). tessera-ui works with npm, pnpm, yarn and bun.\n',
    });
  });
});
