import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  deriveTheme,
  encodeThemeUrl,
  PRESETS,
  registryThemeItem,
  themeCss,
  type Preset,
} from '@tessera-ui/theme';
import {cli, read, tempProject, VITE_APP} from '../testing/project';

const preset = (id: string): Preset => PRESETS.find((candidate) => candidate.id === id)!;
const builderUrl = (id: string) =>
  encodeThemeUrl(preset(id).input, 'https://tessera-ui.dev/themes');

const STYLES_IMPORT = "import '@tessera-ui/react/styles.css'";

/** A Vite app after `tessera-ui init`. */
const SET_UP = {
  ...VITE_APP,
  'src/main.tsx': `${STYLES_IMPORT}\n${VITE_APP['src/main.tsx']}`,
};

/** The variable declarations of a CSS file, without its header comment. */
const declarations = (css: string) => css.match(/^ {2}--.+$/gm) ?? [];

let server: http.Server;
let site: string;
beforeAll(async () => {
  // The portal's /r/themes/, and a component item where a theme should be.
  const files = new Map<string, unknown>([
    [
      '/r/themes/ocean.json',
      registryThemeItem(preset('ocean'), deriveTheme(preset('ocean').input)),
    ],
    ['/r/themes/button.json', {type: 'registry:ui', name: 'button'}],
  ]);
  server = http.createServer((request, response) => {
    const body = files.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, {'content-type': 'application/json'});
    response.end(JSON.stringify(body ?? {error: 'not found'}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('tessera-ui theme', () => {
  it("should write a builder link's theme beside the entry and import it after the styles", async () => {
    const dir = tempProject(SET_UP);
    const url = builderUrl('ocean');
    const {code, stdout} = await cli(['theme', url], {cwd: dir});
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /tessera-ui will:\n│ {4}- write the theme \(\d+ CSS variables\) to src\/tessera-theme\.css\n│ {4}- add import '\.\/tessera-theme\.css' to src\/main\.tsx, after @tessera-ui\/react\/styles\.css/,
    );
    const input = preset('ocean').input;
    expect(read(dir, 'src/tessera-theme.css')).toBe(
      themeCss(deriveTheme(input), {source: url, input}),
    );
    expect(read(dir, 'src/main.tsx')).toBe(
      `${STYLES_IMPORT}\nimport './tessera-theme.css'\n${VITE_APP['src/main.tsx']}`,
    );
  });

  it('should change nothing the second time, and say so', async () => {
    const dir = tempProject(SET_UP);
    await cli(['theme', builderUrl('ocean')], {cwd: dir});
    const [theme, entry] = [read(dir, 'src/tessera-theme.css'), read(dir, 'src/main.tsx')];
    const {code, stdout} = await cli(['theme', builderUrl('ocean')], {cwd: dir});
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Already applied: src/tessera-theme.css holds this theme and is imported.',
    );
    expect([read(dir, 'src/tessera-theme.css'), read(dir, 'src/main.tsx')]).toEqual([theme, entry]);
  });

  it("should replace the file's content with another theme, and import it once", async () => {
    const dir = tempProject(SET_UP);
    await cli(['theme', builderUrl('ocean')], {cwd: dir});
    const {code, stdout} = await cli(['theme', builderUrl('sunset')], {cwd: dir});
    expect(code).toBe(0);
    expect(stdout).toMatch(/- replace the theme in src\/tessera-theme\.css with the theme/);
    expect(stdout).toContain('Replaced the theme in src/tessera-theme.css.');
    expect(declarations(read(dir, 'src/tessera-theme.css'))).toEqual(
      declarations(themeCss(deriveTheme(preset('sunset').input))),
    );
    expect(read(dir, 'src/main.tsx').match(/tessera-theme\.css/g)).toHaveLength(1);
  });

  it('should take the same theme from its registry item', async () => {
    const dir = tempProject(SET_UP);
    const {code} = await cli(['theme', `${site}/r/themes/ocean.json`], {cwd: dir});
    expect(code).toBe(0);
    const css = read(dir, 'src/tessera-theme.css');
    expect(css).toContain(`Made at ${site}/r/themes/ocean.json`);
    expect(declarations(css)).toEqual(declarations(themeCss(deriveTheme(preset('ocean').input))));
  });

  it('should say which font the app has to load when the theme sets one it does not bundle', async () => {
    const {stdout} = await cli(['theme', builderUrl('forest')], {cwd: tempProject(SET_UP)});
    expect(stdout).toContain(
      'The theme sets Inter, which your app loads itself: install @fontsource-variable/inter and import it, or the fallback fonts apply.',
    );
  });

  it("should @import the theme after the styles in a Docusaurus site's custom.css", async () => {
    const dir = tempProject({
      'package.json': JSON.stringify({
        dependencies: {'@docusaurus/core': '3', react: '19', '@tessera-ui/react': '2'},
      }),
      'src/css/custom.css': "@import '@tessera-ui/react/styles.css';\n:root {}\n",
    });
    expect((await cli(['theme', builderUrl('grape')], {cwd: dir})).code).toBe(0);
    expect(read(dir, 'src/css/custom.css')).toBe(
      "@import '@tessera-ui/react/styles.css';\n@import './tessera-theme.css';\n:root {}\n",
    );
    expect(read(dir, 'src/css/tessera-theme.css')).toContain('--tessera-radius-md: 1.5rem;');
  });
});

describe('given a bad theme URL or project, tessera-ui theme prints one line and exits 1', () => {
  const expected =
    "pass the theme builder's share link (https://tessera-ui.dev/themes?…) or a theme's registry URL (https://tessera-ui.dev/r/themes/<name>.json).";
  it.each([
    [
      ['theme'],
      `Name a theme: tessera-ui theme "<url>", with the theme builder's share link or a theme's registry URL.`,
    ],
    [['theme', 'ocean'], `"ocean" is not a URL: ${expected}`],
    [
      ['theme', 'https://tessera-ui.dev/docs/components/button'],
      `https://tessera-ui.dev/docs/components/button is not a theme URL: ${expected}`,
    ],
    [
      ['theme', 'https://tessera-ui.dev/themes?accent=blue'],
      'The theme URL\'s "accent" is "blue": expected 3 numbers joined by "_", like 0.55_0.2_260 (OKLCH lightness, chroma, hue).',
    ],
    [
      ['theme', 'https://tessera-ui.dev/themes?font=comic-sans'],
      'The theme URL\'s "font" is "comic-sans": expected one of inherit, inter, system, jetbrains-mono.',
    ],
  ])('%j', async (args, message) => {
    expect(await cli(args, {cwd: tempProject(SET_UP)})).toEqual({
      code: 1,
      stdout: expect.any(String),
      stderr: `${message}\n`,
    });
  });

  it('should say when the theme item does not exist', async () => {
    const url = `${site}/r/themes/nope.json`;
    expect((await cli(['theme', url], {cwd: tempProject(SET_UP)})).stderr).toBe(
      `There is no theme at ${url} (HTTP 404): check the theme's name in the URL.\n`,
    );
  });

  it('should say when the item is not a theme', async () => {
    const url = `${site}/r/themes/button.json`;
    expect((await cli(['theme', url], {cwd: tempProject(SET_UP)})).stderr).toBe(
      `${url} is a registry:ui item, not a theme (registry:theme).\n`,
    );
  });

  it('should say when the site cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/r/themes/ocean.json`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await cli(['theme', url], {cwd: tempProject(SET_UP)})).stderr).toBe(
      `Cannot reach ${url} (ECONNREFUSED). Check your connection and the URL.\n`,
    );
  });

  it('should tell to run init first when the app does not import the styles', async () => {
    const dir = tempProject();
    expect(await cli(['theme', builderUrl('ocean')], {cwd: dir})).toEqual({
      code: 1,
      stdout: expect.any(String),
      stderr:
        'src/main.tsx does not import @tessera-ui/react/styles.css, which the theme overrides: run "npx tessera-ui@latest init" first.\n',
    });
    expect(read(dir, 'src/main.tsx')).toBe(VITE_APP['src/main.tsx']);
  });
});
