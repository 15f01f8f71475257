// The tessera-ui CLI as a reader meets it: both packages packed and published to a local registry,
// then, in fresh Vite apps outside the repository, exactly the commands the pages show, against this
// server's registry (/r/). The apps must then type-check and build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {expect, test} from '@playwright/test';
import {deriveTheme, encodeThemeUrl, PRESETS} from '@tessera-ui/theme';
import {packPackages, tarballFiles, tarballText} from '../../scripts/packages/pack';
import {computedColour, computedLength, style} from './support/computed-style';
import {expectNoAxeViolations} from './support/fixtures';
import {cliTabCommands, codeBlocks} from './support/page-commands';
import {startRegistry, type LocalRegistry} from './support/registry';
import {scaffoldViteApp} from './support/consumer-app';
import {
  installPackageManagers,
  OTHER_PACKAGE_MANAGERS,
  fitTemplateToRegistry,
} from './support/package-managers';
import {changedRegistry} from './support/registry-change';
import {readerEnvironment, runCommand, stopRunningCommands} from './support/run-command';
import {serveDirectory} from './support/static-server';

test.describe.configure({mode: 'serial', timeout: 600_000});

let work: string;
let registry: LocalRegistry;
let scaffold: string;
let cliTarball: string;
let toolsBin: string;
/** The npm app the pages' commands set up, which the theme test goes on with. */
let npmApp: string;

/** A fresh copy of the Vite app, pointed at the local registry. */
function newApp(name: string): string {
  const app = path.join(work, 'apps', name);
  fs.cpSync(scaffold, app, {recursive: true});
  registry.configure(app);
  return app;
}

/**
 * A reader's environment (its own home, so npx fetches the tessera-ui just published) with the CLI
 * pointed at this server's registry; npm_config_yes answers npx's "Ok to proceed?" as a reader would.
 */
function readerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {...readerEnvironment(work, [toolsBin]), npm_config_yes: 'true', ...extra};
}

/**
 * Adds a command and what it printed to test-results/cli-transcript.txt, so a run leaves a record
 * of what a reader sees (Playwright empties test-results/ at each start).
 */
function record(command: string, output: string): void {
  const transcript = path.join(test.info().project.outputDir, 'cli-transcript.txt');
  fs.appendFileSync(transcript, `${command}\n${output.trimEnd()}\n\n`);
}

async function run(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  const {output} = await runCommand(command, {cwd, env, timeoutMs: 300_000});
  record(`${path.relative(work, cwd)} $ ${command}`, output);
  return output;
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-e2e-'));
  const tarballs = packPackages();
  registry = await startRegistry();
  registry.publish(tarballs['@tessera-ui/react']!);
  cliTarball = tarballs['tessera-ui']!;
  registry.publish(cliTarball);
  toolsBin = await installPackageManagers(
    path.join(work, 'tools'),
    registry,
    readerEnvironment(work),
  );
  const scaffoldDir = path.join(work, 'scaffold');
  fs.mkdirSync(scaffoldDir);
  registry.configure(scaffoldDir);
  scaffold = await scaffoldViteApp(scaffoldDir, readerEnv());
});

test.afterAll(async () => {
  stopRunningCommands();
  await registry?.stop();
  if (work) fs.rmSync(work, {recursive: true, force: true});
});

test('should publish the CLI as one bundled file, its docs copy, README and licence', () => {
  const files = tarballFiles(cliTarball);
  expect(files.filter((file) => !file.startsWith('dist/fallback/'))).toEqual([
    'LICENSE',
    'README.md',
    'dist/bin.js',
    'package.json',
  ]);
  expect(files).toEqual(
    expect.arrayContaining([
      'dist/fallback/llms.txt',
      'dist/fallback/r/index.json',
      'dist/fallback/r/2.x/tabs.json',
      'dist/fallback/docs/components/tabs.md',
    ]),
  );
  const manifest = JSON.parse(tarballText(cliTarball, 'package.json'));
  expect(manifest).toMatchObject({name: 'tessera-ui', bin: {'tessera-ui': './dist/bin.js'}});
  expect(manifest.devDependencies).toBeUndefined();
  expect(tarballText(cliTarball, 'dist/bin.js')).toMatch(/^#!\/usr\/bin\/env node\n/);
});

test('should set up a fresh Vite app with every command the pages show, and the app builds', async ({
  baseURL,
}) => {
  const env = readerEnv({TESSERA_REGISTRY: `${baseURL}/r`});
  const app = newApp('with-npm');
  npmApp = app;
  await run('npm install --no-audit --no-fund', app, env);

  // The cli tab of every page: `init` (Installation) and `add <slug>` (each component page).
  const tabs = cliTabCommands();
  expect(tabs[0]).toBe('npx tessera-ui@latest add accordion');
  expect(tabs).toContain('npx tessera-ui@latest init');
  const init = await run('npx tessera-ui@latest init', app, env);
  expect(init).toContain('install @tessera-ui/react with npm');
  expect(fs.readFileSync(path.join(app, 'src/main.tsx'), 'utf8')).toMatch(
    /^import '@tessera-ui\/react\/styles.css'\n/,
  );
  expect(await run('npx tessera-ui@latest init', app, env)).toContain('Already set up');
  // The package is set up by now, so each `add` only reads the registry: four at a time.
  const adds = tabs.filter((line) => line.includes(' add '));
  for (let start = 0; start < adds.length; start += 4) {
    await Promise.all(
      adds.slice(start, start + 4).map(async (command) => {
        const output = await run(command, app, env);
        expect(output, command).toMatch(/^import \{.+\} from '@tessera-ui\/react';$/m);
      }),
    );
  }

  // The CLI page, in order.
  const cliPage = codeBlocks('getting-started/cli.mdx', 'bash').filter((line) =>
    line.startsWith('npx tessera-ui@latest'),
  );
  expect(cliPage).toEqual([
    'npx tessera-ui@latest init',
    'npx tessera-ui@latest add button',
    'npx tessera-ui@latest add --source tabs',
    'npx tessera-ui@latest diff tabs',
    'npx tessera-ui@latest list',
    expect.stringMatching(/^npx tessera-ui@latest theme '/),
    'npx tessera-ui@latest theme https://tessera-ui.dev/r/themes/sunset.json',
  ]);
  // The page's last section, `theme`, has a test of its own, next.
  for (const command of cliPage.filter((line) => !line.includes(' theme '))) {
    if (command.includes(' diff ')) {
      expect(await run(command, app, env)).toContain(
        'tabs: no upstream changes in 2.x since you copied it.',
      );
      const changed = await changedRegistry(`${baseURL}`, {
        item: 'tabs',
        file: 'Tabs/Tabs.css',
        edit: (css) => `${css}\n.ui-Tab[data-pressed] {\n  transform: translateY(1px);\n}\n`,
      });
      try {
        const diff = await run(command, app, {...env, TESSERA_REGISTRY: changed.url});
        expect(diff).toContain(
          [
            '--- a/src/components/tessera/Tabs/Tabs.css',
            '+++ b/src/components/tessera/Tabs/Tabs.css',
          ].join('\n'),
        );
        expect(diff).toMatch(
          /^\+\.ui-Tab\[data-pressed\] \{\n\+ {2}transform: translateY\(1px\);\n\+\}$/m,
        );
        expect(diff.match(/^[+-][^+-]/gm)).toHaveLength(4);
      } finally {
        await changed.close();
      }
    } else {
      await run(command, app, env);
    }
  }
  // Tabs and exactly the folders of the items it depends on, as the registry lists them.
  const folderOf = async (url: string) => {
    const item = (await (await fetch(url)).json()) as {files: {path: string}[]};
    return item.files[0]!.path.split('/')[0]!;
  };
  const tabsItem = (await (await fetch(`${baseURL}/r/2.x/tabs.json`)).json()) as {
    registryDependencies: string[];
  };
  const dependencyFolders = await Promise.all(tabsItem.registryDependencies.map(folderOf));
  expect(fs.readdirSync(path.join(app, 'src/components/tessera')).sort()).toEqual(
    ['Tabs', ...dependencyFolders].sort(),
  );

  // The app uses the package and the copy; the template's own build (tsc -b && vite build) passes.
  fs.writeFileSync(
    path.join(app, 'src/App.tsx'),
    codeBlocks('getting-started/cli.mdx', 'tsx').join('\n') +
      `\n\nexport default function App() {
  return (
    <Tabs>
      <TabList aria-label="Sections">
        <Tab id="a">A</Tab>
        <Tab id="b">B</Tab>
      </TabList>
      <TabPanels>
        <TabPanel id="a"><Button onPress={() => {}}>Save</Button></TabPanel>
        <TabPanel id="b"><ToggleButton>Bold</ToggleButton></TabPanel>
      </TabPanels>
    </Tabs>
  );
}
`,
  );
  await run('npm run build', app, env);
  expect(fs.readdirSync(path.join(app, 'dist/assets')).some((file) => file.endsWith('.css'))).toBe(
    true,
  );
});

// The preset the CLI page's `theme` commands apply.
const SUNSET = PRESETS.find((preset) => preset.id === 'sunset')!;

/** A theme file's variable declarations, without its header (which names where it came from). */
const declarations = (css: string) => css.match(/^ {2}--.+$/gm) ?? [];

test("should apply a builder link's theme with the CLI page's commands, and the primary button shows it in light and dark", async ({
  baseURL,
  page,
}) => {
  const env = readerEnv({TESSERA_REGISTRY: `${baseURL}/r`});
  const [fromLink, fromItem] = codeBlocks('getting-started/cli.mdx', 'bash').filter((line) =>
    line.startsWith('npx tessera-ui@latest theme '),
  );
  expect(fromLink).toBe(
    `npx tessera-ui@latest theme '${encodeThemeUrl(SUNSET.input, 'https://tessera-ui.dev/themes')}'`,
  );
  const local = (command: string) => command.replace('https://tessera-ui.dev', baseURL!);
  const themeFile = path.join(npmApp, 'src/tessera-theme.css');
  const entry = path.join(npmApp, 'src/main.tsx');

  expect(await run(local(fromLink!), npmApp, env)).toContain(
    'Wrote the theme to src/tessera-theme.css.',
  );
  const written = fs.readFileSync(themeFile, 'utf8');
  const entrySource = fs.readFileSync(entry, 'utf8');
  expect(entrySource).toMatch(
    /^import '@tessera-ui\/react\/styles.css'\nimport '.\/tessera-theme.css'\n/,
  );
  expect(await run(local(fromLink!), npmApp, env)).toContain('Already applied');
  expect([fs.readFileSync(themeFile, 'utf8'), fs.readFileSync(entry, 'utf8')]).toEqual([
    written,
    entrySource,
  ]);
  // The preset's registry item holds the same variables; the file names its new source.
  expect(await run(local(fromItem!), npmApp, env)).toContain(
    'Replaced the theme in src/tessera-theme.css.',
  );
  expect(declarations(fs.readFileSync(themeFile, 'utf8'))).toEqual(declarations(written));
  expect(fs.readFileSync(entry, 'utf8')).toBe(entrySource);

  fs.writeFileSync(
    path.join(npmApp, 'src/App.tsx'),
    "import {Button} from '@tessera-ui/react';\n\nexport default function App() {\n  return (\n    <main>\n      <h1>Sunset</h1>\n      <Button onPress={() => {}}>Save</Button>\n    </main>\n  );\n}\n",
  );
  await run('npm run build', npmApp, env);
  const server = await serveDirectory(path.join(npmApp, 'dist'));
  try {
    const vars = deriveTheme(SUNSET.input);
    // Lengths as this page computes them: the template sets its own root font size.
    const pixels = (length: string) => computedLength(page, length);
    // The library's own primary fill: blue-600 in light, blue-400 in dark (see theming.spec.ts).
    const defaults = {light: 600, dark: 400};
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(server.url);
      // Dark as the Installation page switches it: data-theme on <html>.
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), scheme);
      const button = page.getByRole('button', {name: 'Save'});
      const expected = await computedColour(page, vars[scheme]['--tessera-accent']!);
      await expect.poll(() => style(button, 'background-color'), scheme).toBe(expected);
      expect(expected).not.toBe(
        await computedColour(page, `var(--tessera-blue-${defaults[scheme]})`),
      );
      const radius = await pixels(vars.shared['--tessera-radius-md']!);
      expect(await style(button, 'border-top-left-radius')).toBe(radius);
      // The library's own, 0.375rem.
      expect(radius).not.toBe(await pixels('0.375rem'));
      await expectNoAxeViolations(page, `with the Sunset theme in ${scheme}`);
    }
  } finally {
    await server.close();
  }
});

test("should install with the project's own package manager: pnpm, yarn and bun", async ({
  baseURL,
}) => {
  const env = readerEnv({TESSERA_REGISTRY: `${baseURL}/r`});
  await Promise.all(
    OTHER_PACKAGE_MANAGERS.map(async (manager) => {
      const app = newApp(`with-${manager}`);
      await fitTemplateToRegistry(app, manager, env);
      await run(`${manager} install`, app, env);
      const output = await run('npx tessera-ui@latest init', app, env);
      expect(output, manager).toContain(`install @tessera-ui/react with ${manager}`);
      const manifest = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
      expect(manifest.dependencies['@tessera-ui/react'], manager).toBeDefined();
      expect(fs.existsSync(path.join(app, 'node_modules/@tessera-ui/react/dist/styles.css'))).toBe(
        true,
      );
      await run(`${manager} run build`, app, env);
    }),
  );
});

test('should fail with one line for an unknown component', async ({baseURL}) => {
  const app = newApp('typo');
  const env = readerEnv({TESSERA_REGISTRY: `${baseURL}/r`});
  await expect(run('npx tessera-ui@latest add buton', app, env)).rejects.toThrow(
    /exited 1:\n(npm warn [^\n]*\n)*Unknown component "buton"\. Did you mean "button"\?\n$/,
  );
});

// What `npx shadcn init` writes for a Vite app, minus Tailwind, which our components do not use.
const SHADCN_CONFIG = {
  $schema: 'https://ui.shadcn.com/schema.json',
  style: 'new-york',
  rsc: false,
  tsx: true,
  tailwind: {
    config: '',
    css: 'src/index.css',
    baseColor: 'neutral',
    cssVariables: true,
    prefix: '',
  },
  aliases: {components: '@/components', utils: '@/lib/utils', ui: '@/components/ui'},
};

test('should let the shadcn CLI add a component from /r/, and the app builds', async ({
  baseURL,
}) => {
  const button = (await (await fetch(`${baseURL}/r/button.json`)).json()) as {
    registryDependencies: string[];
  };
  const origin = new URL(button.registryDependencies[0]!).origin;
  expect(
    origin,
    `/r/ was built for ${origin}, not for this server: build with SITE_URL=${baseURL} (npm test does)`,
  ).toBe(baseURL);

  // The shadcn CLI fetches its base colour from its own site; a loopback stub stands in for it.
  const shadcnSiteDir = path.join(work, 'shadcn-site');
  fs.mkdirSync(path.join(shadcnSiteDir, 'colors'), {recursive: true});
  fs.writeFileSync(
    path.join(shadcnSiteDir, 'colors/neutral.json'),
    JSON.stringify({
      inlineColors: {light: {}, dark: {}},
      cssVars: {light: {}, dark: {}},
      cssVarsV4: {light: {}, dark: {}},
      inlineColorsTemplate: '',
      cssVarsTemplate: '',
    }),
  );
  const shadcnSite = await serveDirectory(shadcnSiteDir);
  const env = readerEnv({REGISTRY_URL: shadcnSite.url.replace(/\/$/, '')});
  const app = newApp('with-shadcn');
  try {
    await run('npm install --no-audit --no-fund', app, env);
    fs.writeFileSync(path.join(app, 'components.json'), JSON.stringify(SHADCN_CONFIG, null, 2));
    const [command, themeCommand] = codeBlocks('getting-started/cli.mdx', 'bash').filter((line) =>
      line.startsWith('npx shadcn@latest add '),
    );
    expect(command).toBe('npx shadcn@latest add https://tessera-ui.dev/r/button.json');
    expect(themeCommand).toBe(
      'npx shadcn@latest add --yes https://tessera-ui.dev/r/themes/sunset.json',
    );
    const output = await run(command!.replace('https://tessera-ui.dev', baseURL!), app, env);
    expect(output).toContain("import './components/tessera/theme/tokens.css'");
    const copied = (file: string) =>
      fs.readFileSync(path.join(app, 'src/components/tessera', file), 'utf8');
    const library = (file: string) =>
      fs.readFileSync(path.join(__dirname, '../../packages/react/src', file), 'utf8');
    for (const file of [
      'Button/Button.tsx',
      'Spinner/Spinner.tsx',
      'utils/index.ts',
      'theme/tokens.css',
    ]) {
      expect(copied(file), file).toBe(library(file));
    }
    fs.writeFileSync(
      path.join(app, 'src/App.tsx'),
      "import {Button} from './components/tessera/Button';\nimport './components/tessera/theme/tokens.css';\n\nexport default function App() {\n  return <Button onPress={() => {}}>Save</Button>;\n}\n",
    );
    await run('npm run build', app, env);

    // A theme: the shadcn CLI writes its variables into the stylesheet components.json names.
    const theme = (await (await fetch(`${baseURL}/r/themes/sunset.json`)).json()) as {
      cssVars: Record<'light' | 'dark', Record<string, string>>;
    };
    await run(themeCommand!.replace('https://tessera-ui.dev', baseURL!), app, env);
    const stylesheet = fs.readFileSync(path.join(app, 'src/index.css'), 'utf8');
    for (const [group, vars] of Object.entries(theme.cssVars)) {
      expect(Object.keys(vars).length, group).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(vars)) {
        expect(stylesheet, `${group} --${name}`).toContain(`--${name}:`);
        expect(stylesheet, `${group} --${name}`).toContain(value);
      }
    }
    // Radius and font included: they go to :root, which applies without Tailwind, in both schemes.
    const root = ruleBodies(stylesheet, ':root').join('\n');
    expect(Object.keys(theme.cssVars.light)).toContain('tessera-radius-md');
    for (const name of Object.keys(theme.cssVars.light)) {
      expect(root, `:root --${name}`).toContain(`--${name}:`);
    }
    record('src/index.css after the theme', stylesheet);
    // Again: the same declarations (shadcn reformats the file, so its bytes may move).
    await run(themeCommand!.replace('https://tessera-ui.dev', baseURL!), app, env);
    const declared = (css: string) =>
      [...css.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map(
        ([, name, value]) => `${name}: ${value!.trim()}`,
      );
    expect(declared(fs.readFileSync(path.join(app, 'src/index.css'), 'utf8'))).toEqual(
      declared(stylesheet),
    );
  } finally {
    await shadcnSite.close();
  }
});

/** The bodies of every rule whose selector is exactly `selector`, nested braces included. */
function ruleBodies(css: string, selector: string): string[] {
  const bodies: string[] = [];
  const opener = new RegExp(
    `(^|[\\s;{}])${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{`,
    'g',
  );
  for (const match of css.matchAll(opener)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
      end += 1;
    }
    bodies.push(css.slice(match.index + match[0].length, end - 1));
  }
  return bodies;
}

interface McpConfig {
  servers?: Record<string, {command: string; args: string[]}>;
  mcpServers?: Record<string, {command: string; args: string[]}>;
}

/** Starts the server an editor configuration describes and asks it for the Tabs docs. */
async function getTabs(config: McpConfig, cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  const server = (config.servers ?? config.mcpServers)!['tessera-ui']!;
  const client = new Client({name: 'e2e', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: server.command,
      args: server.args,
      cwd,
      env: env as Record<string, string>,
      stderr: 'ignore',
    }),
  );
  try {
    const result = (await client.callTool({name: 'get_component', arguments: {name: 'tabs'}})) as {
      content: {text: string}[];
      isError?: boolean;
    };
    expect(result.isError ?? false).toBe(false);
    const text = result.content.map((part) => part.text).join('\n');
    record(`MCP ${server.command} ${server.args.join(' ')}: get_component {"name":"tabs"}`, text);
    return text;
  } finally {
    await client.close();
  }
}

test('should give an assistant the docs through each editor configuration the MCP page shows', async ({
  baseURL,
}) => {
  const configs = codeBlocks('getting-started/mcp.mdx', 'json').map(
    (block) => JSON.parse(block) as McpConfig,
  );
  expect(configs).toHaveLength(3);
  // npx finds tessera-ui through the project's .npmrc, as in a reader's project.
  const project = newApp('with-mcp');
  for (const config of configs) {
    const text = await getTabs(config, project, readerEnv({TESSERA_REGISTRY: `${baseURL}/r`}));
    expect(text).toMatch(/^# Tabs\n/);
    expect(text).toContain(`Docs version: 2.x · ${baseURL}/docs/components/tabs`);
    expect(text).toContain("import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';");
    expect(text).toContain('npx tessera-ui@latest add tabs');
    expect(text).not.toContain('could not be reached');
  }

  // With the portal unreachable, the copy bundled in the package answers, and says so.
  const closed = await serveDirectory(work);
  await closed.close();
  const offline = await getTabs(
    configs[0]!,
    project,
    readerEnv({TESSERA_REGISTRY: `${closed.url}r`}),
  );
  expect(offline).toMatch(/^# Tabs\n/);
  expect(offline).toContain('Docs version: 2.x');
  expect(offline).toContain("import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';");
  expect(offline).toContain(
    '_(The portal could not be reached: this answer comes from the copy of the docs bundled with the tessera-ui package.)_',
  );
});
